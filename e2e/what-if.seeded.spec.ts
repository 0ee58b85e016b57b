import { expect, test } from "@playwright/test";
import { BROWSE_RUN } from "./seeded-runs";

const RUN = BROWSE_RUN.name;

test("a researcher re-weights the run's reward, sees the rewards and rank flips change, and opens the flipped trajectories", async ({
  page,
}) => {
  await page.goto(`/runs/${RUN}`);
  await page.getByRole("navigation", { name: "Run views" }).getByRole("link", { name: "What-if" }).click();
  await expect(page).toHaveURL(new RegExp(`/runs/${RUN}/what-if$`));
  await expect(page.getByText("Answers normalized as FlashRAG")).toBeVisible();

  // The run's own reward first: Search-P1, written out, with the choices the paper leaves open.
  await expect(page.getByRole("combobox", { name: "Reward" })).toHaveValue("search-p1");
  await expect(page.getByLabel("Formula", { exact: true })).toContainText("R = λa·S_out + λp·max(S_self, S_ref)");
  await expect(page.getByText("Choices the paper leaves open")).toBeVisible();
  await expect(page.getByRole("figure", { name: "Reward distributions, logged and recomputed" })).toBeVisible();

  // The logged components at the run's own weights reproduce the logged reward: nothing flips.
  await page.getByRole("combobox", { name: "Reward" }).selectOption("custom");
  await expect(page).toHaveURL(/formula=/);
  const flips = page.getByLabel("Flipped pairs");
  await expect(flips).toHaveText("0");
  const mean = page.getByLabel("Mean reward");
  await expect(mean).toContainText("changed for 0 of 51");
  const before = await mean.textContent();

  // Accuracy weight to 0: rewards change, and a right answer no longer outranks a wrong one with a better path.
  const slider = page.getByRole("slider", { name: "w_accuracy" });
  await expect(slider).toHaveValue("0.6");
  await slider.focus();
  await page.keyboard.press("Home");
  await expect(page).toHaveURL(/w_accuracy(=|%3D)0(?![.\d])/);
  await expect(flips).not.toHaveText("0");
  await expect(mean).not.toHaveText(before!);
  const flipped = Number(await flips.textContent());
  expect(flipped).toBeGreaterThan(0);
  await expect(
    page
      .getByRole("figure", { name: "Reward distributions, logged and recomputed" })
      .locator("[data-mark=bar]")
      .first(),
  ).toBeVisible();

  // The link lists exactly the trajectories in a flipped pair.
  const link = page.getByRole("link", { name: /trajectories whose rank flips/ });
  const count = Number((await link.textContent())!.match(/the (\d+) trajectories/)![1]);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/runs/${RUN}\\?ids=`));
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText(`${count} chosen trajectories`);
  await expect(page.getByRole("status").filter({ hasText: `${count} trajectories` })).toBeVisible();
  await expect(page.getByRole("table", { name: "Trajectories" }).locator("tbody tr")).toHaveCount(Math.min(count, 50));

  // Back on the what-if, the URL brought the same weights back.
  await page.goBack();
  await expect(page.getByRole("slider", { name: "w_accuracy" })).toHaveValue("0");
});

test("HiPRAG's paper and released-code denominators are explained and switchable", async ({ page }) => {
  await page.goto(`/runs/${RUN}/what-if?preset=hiprag`);
  const variants = page.getByLabel("HiPRAG variants");
  await expect(variants).toContainText("Paper (§3)");
  await expect(variants).toContainText("can exceed λp");
  await page.getByRole("combobox", { name: "Denominator N" }).selectOption("released-code");
  await expect(page).toHaveURL(/variant(=|%3D)released-code/);
  await expect(page.getByRole("heading", { name: "Reward: logged and recomputed with HiPRAG" })).toBeVisible();
});

test("a formula with a mistake is refused where the mistake is", async ({ page }) => {
  await page.goto(`/runs/${RUN}/what-if?formula=em`);
  await page.getByRole("textbox", { name: /Formula/ }).fill("em + fl");
  await page.getByRole("button", { name: "Apply formula" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Unknown name" })).toContainText(
    'Unknown name "fl" at column 6',
  );
  await expect(page).toHaveURL(/formula=em$/);
});

test("the trajectory page shows the recomputed reward beside the logged one", async ({ page }) => {
  await page.goto(`/runs/${RUN}?flags=flawed_but_correct`);
  await page.getByRole("link", { name: BROWSE_RUN.hostile.question }).click();
  const breakdown = page.getByRole("table", { name: "Reward breakdown" });
  await expect(breakdown.getByRole("columnheader", { name: "Recomputed" })).toBeVisible();
  await expect(page.getByText(/Recomputed with Search-P1 from the stored metrics, steps and labels/)).toBeVisible();
});

test("a run without trajectories says so instead of drawing empty charts", async ({ page }) => {
  await page.goto("/runs/search-r1-baseline/what-if");
  await expect(page.getByRole("heading", { name: "No trajectories yet" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Outcome metrics by dataset" })).toContainText("0");
  // Nothing was judged, so no rate reads 0 %: each says so.
  const metrics = page.getByRole("region", { name: "Run metrics", exact: true });
  for (const name of ["Over-search rate (OSR, HiPRAG)", "Under-search rate (USR, HiPRAG)"]) {
    await expect(metrics.getByText(name).locator("xpath=following-sibling::dd[1]")).toHaveText("not judged");
  }
  await expect(
    page.getByRole("table", { name: "Outcome metrics by dataset" }).getByRole("row").nth(1).getByRole("cell").nth(5),
  ).toHaveText("not judged");
});
