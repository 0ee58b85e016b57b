import { expect, test } from "@playwright/test";
import { E2E_DEMO } from "./seed-demo-runs";

test("a researcher opens the demo ablation, sets a baseline and copies the table", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Ablations" }).click();
  await expect(page.getByRole("heading", { name: "Ablation studies" })).toBeVisible();

  await page.getByLabel("Study").selectOption(E2E_DEMO.study);
  const table = page.getByRole("table", { name: "Ablation table" });
  await expect(table.getByRole("row", { name: /^full/ })).toBeVisible();
  // Best per column in bold, second underlined.
  await expect(table.locator("tbody strong").first()).toBeVisible();
  await expect(table.locator("tbody u").first()).toBeVisible();

  await page.getByLabel("Baseline").selectOption(E2E_DEMO.baseline);
  await expect(page).toHaveURL(new RegExp(`baseline=${E2E_DEMO.baseline}`));
  await expect(table.getByRole("row", { name: /search-r1 \(baseline\)/ })).toBeVisible();
  const full = table.getByRole("row", { name: /^full/ });
  await expect(full).toContainText(/\([+−]\d+\.\d\)/);
  await expect(page.getByText(/p < 0\.05 by McNemar's test/)).toBeVisible();

  await page.getByRole("button", { name: "Copy Markdown" }).click();
  await expect(page.getByRole("textbox", { name: "Markdown" })).toHaveValue(
    /^\| Variant \| NQ \| HotpotQA \| Bamboogle \| Avg\. \|/,
  );
  await page.getByRole("button", { name: "Copy LaTeX" }).click();
  await expect(page.getByRole("textbox", { name: "LaTeX" })).toHaveValue(/\\begin\{tabular\}/);
});

test("a researcher smooths a run's curve, zooms, and opens the trajectories of a step", async ({ page }) => {
  // Every chart of a run on the embedded database, then smoothing, zoom and a step opened.
  test.slow();
  await page.goto(`/runs/${E2E_DEMO.run}`);
  await page.getByRole("navigation", { name: "Run views" }).getByRole("link", { name: "Dynamics" }).click();
  const em = page.getByRole("region", { name: "EM chart" });
  // The page's first load on the embedded database computes every chart's series at once (in CI
  // behind the other worker's pages on the same thread): a minute, not the 15 s a figure gets.
  await expect(em.getByRole("figure", { name: "EM by training step" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("region", { name: "Turns by outcome chart" })).toBeVisible();
  await expect(page.getByRole("table", { name: /Share of trajectories with 1, 2 and 3\+ searches/ })).toBeVisible();

  // Every step its own point (auto pools this run's 4 trajectories per step into bins).
  await page.getByLabel("Steps per point").selectOption("1");
  await expect(page).toHaveURL(/bin=1/);
  // Smoothing off, then strong: the URL follows the slider, the note follows the chart.
  const slider = page.getByRole("slider", { name: "Smoothing weight" });
  await slider.fill("0");
  await expect(page).toHaveURL(/smooth=0(&|$)/);
  await expect(em.getByText(/Smoothed \(EMA/)).toHaveCount(0);
  await slider.fill("0.9");
  await expect(page).toHaveURL(/smooth=0\.9/);
  await expect(em.getByText("Smoothed (EMA 0.9); raw values faint.", { exact: false })).toBeVisible();

  // Zoom with the range fields: the chart is re-bucketed on the server.
  await page.getByLabel("From step").fill("20");
  await page.getByLabel("To step").fill("40");
  await page.getByRole("button", { name: "Zoom", exact: true }).click();
  await expect(page).toHaveURL(/from=20&to=40/);
  // The chart keeps the wide range's series until the zoomed one arrives: hovering it then would
  // read one step and click another once the new series is drawn under the pointer.
  await expect(em).toHaveAttribute("aria-busy", "false");

  // Hover the middle of the EM chart, read the step in the tooltip, click: that step's trajectories.
  const figure = em.getByRole("figure", { name: "EM by training step" });
  await expect(figure.locator("[data-mark=line]").first()).toBeVisible();
  const box = (await figure.boundingBox())!;
  const tooltip = em.getByRole("status").filter({ hasText: /^step \d+/ });
  // The chart is drawn in the HTML before the page hydrates: move again until it answers.
  await expect(async () => {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 1);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(tooltip).toBeVisible({ timeout: 1000 });
  }).toPass();
  const step = Number((await tooltip.textContent())!.match(/^step (\d+)/)![1]);
  expect(step).toBeGreaterThanOrEqual(20);
  expect(step).toBeLessThanOrEqual(40);
  await page.mouse.down();
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`/runs/${E2E_DEMO.run}\\?step=${step}$`));
  const rows = page.getByRole("table", { name: "Trajectories" }).locator("tbody tr");
  await expect(rows).toHaveCount(E2E_DEMO.perStep);
});

test("the chart endpoint sends bucketed series and refuses a reversed zoom", async ({ request }) => {
  const ok = await request.get(`/api/runs/${E2E_DEMO.run}/charts?metric=reward&runs=demo-search-r1`);
  expect(ok.ok()).toBe(true);
  const chart = (await ok.json()) as { series: { name: string }[]; rows: unknown[]; domain: [number, number] };
  expect(chart.series.map((s) => s.name)).toEqual([E2E_DEMO.run, "demo-search-r1"]);
  expect(chart.rows.length).toBeLessThanOrEqual(1000);
  expect(chart.domain).toEqual([1, E2E_DEMO.steps]);
  const reversed = await request.get(`/api/runs/${E2E_DEMO.run}/charts?metric=reward&from=9&to=3`);
  expect(reversed.status()).toBe(422);
});
