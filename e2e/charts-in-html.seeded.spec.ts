import { expect, test } from "@playwright/test";
import { E2E_DEMO } from "./seed-demo-runs";

// Charts are drawn on the server: with scripts off, a chart page already shows its lines and bars,
// and what they show is the data the chart endpoint sends.
test.use({ javaScriptEnabled: false });

type TChart = { series: { key: string }[]; rows: { value: Record<string, number | null> }[] };

test("the dynamics page's lines are in its HTML, one vertex per value the endpoint sends", async ({
  page,
  request,
}) => {
  await page.goto(`/runs/${E2E_DEMO.run}/dynamics?metric=em`);
  const figure = page.getByRole("figure", { name: "EM by training step" });
  const line = figure.locator('[data-mark="line"]');
  await expect(line).toHaveCount(1);
  const d = (await line.getAttribute("d"))!;

  const response = await request.get(`/api/runs/${E2E_DEMO.run}/charts?metric=em`);
  expect(response.ok()).toBe(true);
  const chart = (await response.json()) as TChart;
  const key = chart.series[0]!.key;
  const values = chart.rows.filter((row) => row.value[key] != null).length;
  expect(values).toBeGreaterThan(1);
  // d3's line: a move, then a line to each further point of an unbroken run.
  expect((d.match(/[ML]/g) ?? []).length).toBe(values);
  // The y axis reads in percent, as the metric does.
  await expect(figure.getByText(/^\d+(\.\d)?%$/).first()).toBeVisible();
});

test("a histogram's bars stand as tall as its counts, with scripts off", async ({ page }) => {
  await page.goto(`/runs/${E2E_DEMO.run}/search-p1`);
  const figure = page.getByRole("figure", { name: "Plan coverage histogram" });
  const counts = (await figure.getByRole("table").locator("tbody td").allTextContents()).map((text) =>
    Number(text.replace(/,/g, "")),
  );
  expect(counts).toHaveLength(10);
  const heights = await figure
    .locator('[data-mark="bar"]')
    .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute("height"))));
  expect(heights).toHaveLength(counts.length);
  const tallest = Math.max(...heights);
  const most = Math.max(...counts);
  expect(most).toBeGreaterThan(0);
  // Heights over the tallest are counts over the largest: the y axis starts at 0.
  for (const [i, count] of counts.entries()) expect(heights[i]! / tallest).toBeCloseTo(count / most, 6);
});

test("the what-if page's reward histogram is drawn before any script runs", async ({ page }) => {
  await page.goto(`/runs/${E2E_DEMO.run}/what-if`);
  const bars = page
    .getByRole("figure", { name: "Reward distributions, logged and recomputed" })
    .locator('[data-mark="bar"]');
  await expect(bars.first()).toBeVisible();
  expect(await bars.count()).toBeGreaterThan(1);
});
