import { expect, test } from "@playwright/test";
import { E2E_DEMO } from "./seed-demo-runs";
import { isPostgresProject, querySql } from "./sql";

// With a few trajectories per step, dynamics pools steps into bins and draws the 95% confidence
// interval of the mean. Each bin's mean and interval are recounted here from the trajectories.

type TChart = {
  bins: { width: number; isAuto: boolean; origin: number; perPoint: number | null };
  band: string;
  rows: { x: number; raw: Record<string, number | null>; band: Record<string, [number, number] | null> }[];
};

/** Wilson's score interval at 95% (z = 1.959964), written out here apart from the app's. */
function wilson(right: number, n: number): [number, number] {
  const z = 1.959963984540054;
  const p = right / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [centre - half, centre + half];
}

test("EM with 4 trajectories per step is binned, each point the mean of its bin's trajectories with a 95% CI", async ({
  page,
  request,
}, info) => {
  test.skip(!isPostgresProject(info), "counts with SQL on PostgreSQL");
  const steps = await querySql<{ step: number; n: number; right: number }>(
    info,
    `SELECT training_step AS step, count(*)::int AS n, (count(*) FILTER (WHERE em >= 1))::int AS right
     FROM trajectories WHERE run_id = (SELECT id FROM runs WHERE name = $1) AND training_step IS NOT NULL
       AND em IS NOT NULL GROUP BY training_step ORDER BY training_step`,
    [E2E_DEMO.run],
  );
  const response = await request.get(`/api/runs/${E2E_DEMO.run}/charts?metric=em&smooth=0`);
  expect(response.ok()).toBe(true);
  const chart = (await response.json()) as TChart;
  const { width, origin } = chart.bins;
  expect(chart.bins.isAuto).toBe(true);
  expect(width).toBeGreaterThan(1);
  expect(origin).toBe(steps[0]!.step);
  expect(chart.band).toBe("ci95");
  // Recount every bin from the trajectories: mean EM and Wilson's interval.
  const bins = new Map<number, { first: number; last: number; n: number; right: number }>();
  for (const s of steps) {
    const k = Math.floor((s.step - origin) / width);
    const bin = bins.get(k) ?? { first: s.step, last: s.step, n: 0, right: 0 };
    bins.set(k, { ...bin, last: s.step, n: bin.n + s.n, right: bin.right + s.right });
  }
  const rows = chart.rows.filter((r) => r.raw.s0 !== null);
  expect(rows).toHaveLength(bins.size);
  for (const [i, bin] of [...bins.values()].entries()) {
    const row = rows[i]!;
    expect(row.x).toBe((bin.first + bin.last) / 2);
    expect(row.raw.s0).toBeCloseTo(bin.right / bin.n, 12);
    const [lo, hi] = wilson(bin.right, bin.n);
    expect(row.band.s0![0]).toBeCloseTo(lo, 9);
    expect(row.band.s0![1]).toBeCloseTo(hi, 9);
  }
  const perBin = [...bins.values()].map((b) => b.n).sort((a, b) => a - b);

  await page.goto(`/runs/${E2E_DEMO.run}/dynamics`);
  const em = page.getByRole("region", { name: "EM chart" });
  await expect(em).toContainText("Band: 95% confidence interval of the mean");
  await expect(em).toContainText(
    `Each point pools ${width} steps (≈ ${perBin[Math.floor((perBin.length - 1) / 2)]} trajectories), chosen automatically.`,
  );
  // Every step instead: the URL keeps the choice.
  await page.getByLabel("Steps per point").selectOption("1");
  await expect(page).toHaveURL(/bin=1(&|$)/);
  await expect(em).toContainText(`Each point is one step (≈ ${E2E_DEMO.perStep} trajectories).`);
});

test("overlaid runs get no band, and one chart per dataset facets the metric", async ({ page }, info) => {
  test.skip(!isPostgresProject(info), "counts with SQL on PostgreSQL");
  await page.goto(`/runs/${E2E_DEMO.run}/dynamics?metric=em&runs=demo-search-r1`);
  const em = page.getByRole("region", { name: "EM chart" });
  await expect(em).toContainText("No band while runs are overlaid.");
  await expect(em).not.toContainText("Band:");

  const datasets = await querySql<{ dataset: string }>(
    info,
    `SELECT DISTINCT dataset FROM trajectories WHERE run_id = (SELECT id FROM runs WHERE name = $1)
       AND training_step IS NOT NULL AND dataset IS NOT NULL ORDER BY dataset`,
    [E2E_DEMO.run],
  );
  await page.goto(`/runs/${E2E_DEMO.run}/dynamics?metric=em`);
  await page.getByLabel("One chart per dataset").check();
  await expect(page).toHaveURL(/facet=dataset/);
  const facets = page.getByRole("region", { name: /^EM on .+ facet$/ });
  await expect(facets).toHaveCount(datasets.length);
  for (const { dataset } of datasets) {
    await expect(page.getByRole("region", { name: `EM on ${dataset} facet` }).getByRole("figure")).toBeVisible();
  }
});
