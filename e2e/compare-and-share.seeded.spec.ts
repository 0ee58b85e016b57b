import { expect, test, type Browser, type Page } from "@playwright/test";
import { COMPARE_RUNS, COMPARE_USERS } from "./compare-fixtures";
import { E2E_DEMO } from "./seed-demo-runs";
import { BROWSE_RUN } from "./seeded-runs";

async function signedIn(browser: Browser, baseURL: string, who: keyof typeof COMPARE_USERS): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: "trajscope_session", value: COMPARE_USERS[who].token, url: baseURL }]);
  return context.newPage();
}

async function openFirstQuestion(page: Page) {
  const diff = page.getByRole("region", { name: "Per-question diff" });
  const first = diff.getByRole("list", { name: "Questions" }).getByRole("button").first();
  await first.click();
  await expect(page).toHaveURL(/open=\d+,\d+/);
  await expect(page.getByRole("region", { name: "Side by side" })).toBeVisible();
}

test("builds a comparison, exports its table, and its link reopens the same view in a fresh browser", async ({
  browser,
}) => {
  // Three runs added one by one, an export, a second browser: the longest walk of the suite.
  test.slow();
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  // The seeded runs were written for every step and split pooled, not the default evaluation set.
  await page.goto("/compare?scope=all");
  await expect(page.getByRole("heading", { name: "Compare runs" })).toBeVisible();
  const add = page.getByRole("combobox", { name: "Add a run", exact: true });
  for (const [i, run] of [BROWSE_RUN.name, COMPARE_RUNS[0].name, COMPARE_RUNS[1].name].entries()) {
    await add.selectOption(run);
    await expect(page.getByRole("list", { name: "Compared runs" }).getByRole("listitem")).toHaveCount(i + 1);
  }
  await page.getByRole("combobox", { name: "Baseline", exact: true }).selectOption(COMPARE_RUNS[0].name);
  await page.getByRole("combobox", { name: "Metric", exact: true }).selectOption("f1");
  const filters = page.getByRole("group", { name: "Filters" });
  await filters.locator("summary", { hasText: "Datasets" }).click();
  await filters.getByRole("checkbox", { name: "nq" }).check();
  await filters.getByRole("checkbox", { name: "hotpotqa" }).check();
  await expect(page).toHaveURL(/dataset=nq,hotpotqa/);

  const table = page.getByRole("table", { name: "F1 per dataset" });
  await expect(table.getByRole("columnheader")).toHaveText(["Run", "NQ", "HotpotQA", "Avg."]);
  await expect(table.getByRole("row").filter({ hasText: COMPARE_RUNS[0].name })).toContainText("baseline");
  await expect(table.locator("strong").first()).toBeVisible();

  const exports = page.getByRole("group", { name: "Export the table" });
  await exports.getByRole("button", { name: "Copy Markdown" }).click();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain("| Run | NQ | HotpotQA | Avg. |");
  expect(markdown).toMatch(/\*\*\d+\.\d\*\*/);
  const [latex] = await Promise.all([
    page.waitForEvent("download"),
    exports.getByRole("button", { name: "Download LaTeX" }).click(),
  ]);
  expect(latex.suggestedFilename()).toMatch(/\.tex$/);
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    exports.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  const { readFile } = await import("node:fs/promises");
  expect(await readFile((await latex.path())!, "utf8")).toContain("\\textbf{");
  expect((await readFile((await csv.path())!, "utf8")).split("\r\n")[0]).toBe(
    "run,dataset,trajectories,em,f1,acc,reward,searches_per_trajectory",
  );

  const diff = page.getByRole("region", { name: "Per-question diff" });
  // The diff of the newly picked runs is held back: meanwhile the previous runs' questions stay in
  // view but cannot be opened, as they would ask the new runs for the old runs' trajectories.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const newDiff = (url: URL) => url.pathname === "/api/compare/diff" && url.search.includes(BROWSE_RUN.name);
  await page.route(newDiff, (route) => held.then(() => route.continue()));
  await expect(diff.getByRole("list", { name: "Questions" }).getByRole("button").first()).toBeVisible();
  await diff.getByRole("combobox", { name: "A", exact: true }).selectOption(BROWSE_RUN.name);
  await expect(diff).toHaveAttribute("aria-busy", "true");
  await expect(diff.getByRole("list", { name: "Questions" }).getByRole("button")).toHaveCount(0);
  release();
  await expect(diff).not.toHaveAttribute("aria-busy");
  await page.unroute(newDiff);
  await diff.getByRole("tab").nth(1).click();
  await expect(page).toHaveURL(/list=b/);
  await openFirstQuestion(page);
  const pair = page.getByRole("region", { name: "Side by side" });
  await pair.getByRole("combobox", { name: "Align steps", exact: true }).selectOption("kind");
  await expect(page).toHaveURL(/align=kind/);
  await page
    .getByRole("region", { name: "Training curves" })
    .getByRole("combobox", { name: "Curve", exact: true })
    .selectOption("logged:critic/score/mean");
  await expect(page).toHaveURL(/curve=logged:critic/);
  await expect(page.getByRole("figure", { name: /critic\/score\/mean/ })).toBeVisible();

  const seen = {
    table: await table.innerText(),
    question: await pair.getByRole("heading", { level: 2 }).innerText(),
    steps: await pair.getByRole("list", { name: "Aligned steps" }).getByRole("listitem").count(),
  };
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(page.url());
  await expect(other.getByRole("table", { name: "F1 per dataset" })).toBeVisible();
  expect(await other.getByRole("table", { name: "F1 per dataset" }).innerText()).toBe(seen.table);
  await expect(other.getByRole("region", { name: "Per-question diff" }).getByRole("tab").nth(1)).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const otherPair = other.getByRole("region", { name: "Side by side" });
  await expect(otherPair.getByRole("heading", { level: 2 })).toHaveText(seen.question);
  await expect(otherPair.getByRole("combobox", { name: "Align steps", exact: true })).toHaveValue("kind");
  await expect(otherPair.getByRole("list", { name: "Aligned steps" }).getByRole("listitem")).toHaveCount(seen.steps);
  await expect(other.getByRole("figure", { name: /critic\/score\/mean/ })).toBeVisible();
  await fresh.close();
  await context.close();
});

test("an annotator shares a snapshot that a signed-out reader opens, until an admin revokes it", async ({
  browser,
  baseURL,
}) => {
  const compareUrl = `/compare?runs=${BROWSE_RUN.name},${COMPARE_RUNS[0].name}&scope=all`;
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(compareUrl);
  await expect(reader.getByRole("table", { name: "EM per dataset" })).toBeVisible();
  await expect(reader.getByRole("button", { name: "Share snapshot" })).toHaveCount(0);
  const anonymous = await reader.request.post("/api/snapshots", {
    data: { title: "x", query: compareUrl.split("?")[1], expiresInDays: null },
  });
  expect(anonymous.status()).toBe(401);

  const annotator = await signedIn(browser, baseURL!, "annotator");
  await annotator.goto(compareUrl);
  await openFirstQuestion(annotator);
  const liveTable = await annotator.getByRole("table", { name: "EM per dataset" }).innerText();
  const liveQuestion = await annotator
    .getByRole("region", { name: "Side by side" })
    .getByRole("heading", { level: 2 })
    .innerText();
  await annotator.getByRole("button", { name: "Share snapshot" }).click();
  const dialog = annotator.getByRole("dialog", { name: "Share a snapshot" });
  const title = `Ablation for the paper (${test.info().project.name}, ${Date.now()})`;
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("combobox", { name: "Expires", exact: true }).selectOption({ label: "In 7 days" });
  await dialog.getByRole("button", { name: "Create the link" }).click();
  const link = await dialog.getByLabel("Snapshot link").inputValue();
  expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);

  const opened = await reader.goto(link);
  expect(opened?.status()).toBe(200);
  await expect(reader.getByRole("heading", { name: title })).toBeVisible();
  expect(await reader.getByRole("table", { name: "EM per dataset" }).innerText()).toBe(liveTable);
  await expect(reader.getByRole("region", { name: "Side by side" }).getByRole("heading", { level: 2 })).toHaveText(
    liveQuestion,
  );
  // Read-only and self-contained: no form, no sharing, no link into the live run pages.
  await expect(reader.locator("main form")).toHaveCount(0);
  await expect(reader.getByRole("button", { name: "Share snapshot" })).toHaveCount(0);
  await expect(reader.locator('main a[href^="/runs"], main a[href^="/compare"]')).toHaveCount(0);

  const admin = await signedIn(browser, baseURL!, "admin");
  await admin.goto("/admin/snapshots");
  const row = admin.getByRole("table", { name: "Active shared links" }).getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(COMPARE_USERS.annotator.name);
  await row.getByRole("button", { name: `Revoke ${title}` }).click();
  await row.getByRole("button", { name: "Confirm revoke" }).click();
  await expect(row).toHaveCount(0);

  const refused = await reader.goto(link);
  expect(refused?.status()).toBe(410);
  await expect(reader.getByRole("heading", { name: "This link was revoked" })).toBeVisible();
  expect((await reader.request.get(`${link}/view`, { maxRedirects: 5 })).status()).toBe(410);
});

test("hovering the curves between a run's logged steps gives that run no value", async ({ page }) => {
  // The browse run has per-step means at steps 0, 100, …, 400; the demo run at steps 1–60. At step
  // 30 the browse run's line only passes between its points at 0 and 100 (an interpolated pixel).
  await page.goto(`/compare?runs=${BROWSE_RUN.name},${E2E_DEMO.run}&curve=em&smooth=0`);
  const figure = page.getByRole("figure", { name: "EM (mean per step) over training steps" });
  const grid = figure.locator("[data-plot]");
  await expect(grid).toBeVisible();
  await figure.scrollIntoViewIfNeeded();
  const plot = (await grid.boundingBox())!;
  const tooltip = figure.getByRole("status").filter({ hasText: /^step \d+/ });
  const hoverStep = async (step: number) => {
    // Moved again until the chart answers: a move before hydration shows nothing.
    await expect(async () => {
      await page.mouse.move(plot.x + (plot.width * step) / 400, plot.y + plot.height / 2 + 1);
      await page.mouse.move(plot.x + (plot.width * step) / 400, plot.y + plot.height / 2);
      await expect(tooltip).toBeVisible({ timeout: 1000 });
    }).toPass();
    return tooltip;
  };

  const between = await hoverStep(30);
  await expect(between).toContainText(/^step (2[5-9]|3[0-5])(?!\d)/);
  const values = between.getByRole("row");
  await expect(values).toHaveCount(1);
  await expect(values).toContainText(E2E_DEMO.run);
  await expect(values).toContainText(/\d+\.\d+%/);
  await expect(between).toContainText(`not logged at this step: ${BROWSE_RUN.name}`);

  // At step 100, its own point: the browse run has a value there (the demo run ends at step 60).
  const logged = await hoverStep(100);
  await expect(logged).toContainText(/^step 100(?!\d)/);
  await expect(logged.getByRole("row")).toHaveCount(1);
  await expect(logged.getByRole("row")).toContainText(BROWSE_RUN.name);
});
