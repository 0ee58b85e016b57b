import { expect, test } from "@playwright/test";
import { BROWSE_RUN } from "./seeded-runs";

const RUN = `/runs/${BROWSE_RUN.name}`;

test("a researcher opens a run and reads its summary cards and accuracy per dataset", async ({ page }) => {
  await page.goto(RUN);
  const summary = page.getByRole("region", { name: "Run summary" });
  await expect(summary.getByRole("heading", { name: "Trajectories" })).toBeVisible();
  await expect(summary).toContainText("51");
  await expect(summary).toContainText("Accuracy (EM)");
  await expect(summary).toContainText("accuracy");
  await expect(summary).toContainText("path");
  const perDataset = page.getByRole("table", { name: "Accuracy per dataset" });
  for (const dataset of ["bamboogle", "hotpotqa", "nq"]) await expect(perDataset).toContainText(dataset);
});

test("a copied link reopens the same filtered and sorted list", async ({ page }) => {
  await page.goto(`${RUN}?dataset=hotpotqa&outcome=correct&sort=-reward&cols=dataset,reward,flags`);
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("dataset hotpotqa");
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("correct (EM ≥ 1)");
  const table = page.getByRole("table", { name: "Trajectories" });
  // Sortable headers carry an arrow after their name.
  await expect(table.getByRole("columnheader")).toHaveText([/^#/, "Question", /^Dataset/, /^Reward/, "Flags"]);
  await expect(table.getByRole("columnheader", { name: "Reward" })).toHaveAttribute("aria-sort", "descending");
  const rewards = (await table.locator("tbody tr td:nth-child(4)").allTextContents()).map(Number);
  expect(rewards.length).toBeGreaterThan(1);
  expect(rewards).toEqual([...rewards].sort((a, b) => b - a));
  for (const dataset of await table.locator("tbody tr td:nth-child(3)").allTextContents())
    expect(dataset).toBe("hotpotqa");
});

test("a researcher sorts by a column and finds a trajectory by the text of its search", async ({ page }) => {
  await page.goto(RUN);
  const table = page.getByRole("table", { name: "Trajectories" });
  await table.getByRole("button", { name: "F1" }).click();
  await expect(page).toHaveURL(/sort=-f1/);
  await expect(table.getByRole("columnheader", { name: "F1" })).toHaveAttribute("aria-sort", "descending");

  await page.keyboard.press("/");
  await expect(page.getByRole("searchbox")).toBeFocused();
  await page.keyboard.type("DARPA founded");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/q=DARPA/);
  await expect(page.getByRole("status").filter({ hasText: "1 trajectory" })).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table).toContainText("internet");
});

test("filters that match nothing say so and offer to clear them", async ({ page }) => {
  await page.goto(`${RUN}?q=no-such-text-anywhere`);
  await expect(page.getByRole("heading", { name: "No trajectory matches these filters" })).toBeVisible();
  await page.getByRole("button", { name: "Clear all filters" }).click();
  const rows = page.getByRole("table", { name: "Trajectories" }).locator("tbody tr");
  // 51 trajectories: a first page of 50, then the rest on request (the next keyset page).
  await expect(rows).toHaveCount(50);
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(rows).toHaveCount(51);
  await expect(page.getByText("End of the list.")).toBeVisible();
});

test("a run without trajectories says how to add some", async ({ page }) => {
  await page.goto("/runs/search-r1-baseline");
  await expect(page.getByRole("heading", { name: "This run has no trajectories yet" })).toBeVisible();
});

test("a missing trajectory is a not-found page", async ({ page }) => {
  const response = await page.goto(`${RUN}/trajectories/987654321`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
});

test("a reader expands a document, opens the raw response and a label filter from the label builder", async ({
  page,
}) => {
  await page.goto(`${RUN}?q=DARPA founded`);
  await page.getByRole("table", { name: "Trajectories" }).getByRole("link").first().click();
  const step = page.getByRole("article", { name: "Step 1: search" });
  await expect(step.getByText("DARPA founded", { exact: true })).toBeVisible();
  const firstDocument = step.getByRole("button", { name: /DARPA/ }).first();
  await firstDocument.click();
  await expect(firstDocument).toHaveAttribute("aria-expanded", "true");

  await page.keyboard.press("r");
  const dialog = page.getByRole("dialog", { name: /Raw response/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("step 1 · search")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "← Back to the list" }).click();
  await expect(page).toHaveURL(/q=DARPA/);
  await page.getByLabel("Label name").selectOption("step_quality");
  await page.getByLabel("Label value").selectOption("BAD");
  await page.getByLabel("Label source").selectOption("prm:pro-step-8b");
  await page.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText(
    "label step_quality = BAD (prm:pro-step-8b)",
  );
});

test("the list asks for a trajectory page only when the reader reaches its link", async ({ page }) => {
  // Next prefetches a link's page when it scrolls into view: fifty rows would be fifty requests
  // after each load. Rows prefetch on hover or focus instead (components/ui/intent-link.tsx).
  const prefetched: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.headers()["rsc"] === "1" && path.startsWith(`${RUN}/trajectories/`)) prefetched.push(path);
  });
  await page.goto(RUN);
  const links = page.getByRole("table", { name: "Trajectories" }).locator("tbody tr a");
  await expect(links).toHaveCount(50);
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);

  const first = new URL((await links.first().getAttribute("href"))!, page.url()).pathname;
  await links.first().hover();
  await expect.poll(() => prefetched).toContain(first);
  expect(new Set(prefetched)).toEqual(new Set([first]));
});
