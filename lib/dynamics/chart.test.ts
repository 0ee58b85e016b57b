import { describe, expect, it } from "vitest";
import { assembleMetricChart, visibleDomain, type TAssembleOptions, type TStepValue } from "./chart";

const options: TAssembleOptions = {
  metric: "em",
  source: "stats",
  band: "minmax",
  dataset: null,
  smoothing: 0,
  zoom: { from: null, to: null },
};
const run = (name: string, steps: TStepValue[]) => ({ name, link: { run: name }, steps });
const steady = (n: number, value = (i: number) => i / n): TStepValue[] =>
  Array.from({ length: n }, (_, i) => ({ step: i, value: value(i), low: value(i) - 0.1, high: value(i) + 0.1 }));

describe("a chart assembled on the server", () => {
  it("sends at most ~1,000 points per series however long the run, and keeps first, last and every extreme", () => {
    const spike = (i: number) => (i === 4321 ? 9 : 0.5);
    const chart = assembleMetricChart([run("long", steady(5000, spike)), run("short", steady(50))], options);
    const own = (key: string) => chart.rows.filter((r) => r.value[key] !== null && !r.filled[key]);
    expect(own("s0").length).toBeLessThanOrEqual(1001);
    expect(own("s1").length).toBe(50);
    expect(chart.rows[0]?.x).toBe(0);
    expect(chart.rows.at(-1)?.x).toBe(4999);
    // Overlaid runs get no band; alone, the band keeps the spike.
    expect(chart.rows.every((r) => r.band.s0 === null && r.band.s1 === null)).toBe(true);
    expect(chart.isBandHiddenByOverlay).toBe(true);
    const alone = assembleMetricChart([run("long", steady(5000, spike))], options);
    expect(Math.max(...alone.rows.map((r) => r.band.s0?.[1] ?? -Infinity))).toBeCloseTo(9.1);
    expect(chart.series.map((s) => [s.name, s.isBucketed])).toEqual([
      ["long", true],
      ["short", false],
    ]);
    expect(chart.extent).toEqual([0, 4999]);
  });

  it("re-buckets a zoom: every step inside it, the band the trajectories' spread", () => {
    const chart = assembleMetricChart([run("r", steady(5000))], { ...options, zoom: { from: 100, to: 199 } });
    expect(chart.domain).toEqual([100, 199]);
    expect(chart.rows.map((r) => r.x)).toEqual(Array.from({ length: 100 }, (_, i) => 100 + i));
    expect(chart.rows[0]?.band.s0).toEqual([100 / 5000 - 0.1, 100 / 5000 + 0.1]);
    expect(chart.series[0]?.isBucketed).toBe(false);
  });

  it("smooths the line with the debiased EMA, keeps the raw value and breaks at missing steps", () => {
    const steps = [0, 1, 2, 6, 7].map((step, i) => ({ step, value: [0, 1, 0, 1, 0][i] as number }));
    const chart = assembleMetricChart([run("r", steps)], { ...options, source: "logged", smoothing: 0.5 });
    expect(chart.band).toBe("envelope");
    expect(chart.rows.map((r) => [r.x, r.raw.s0])).toEqual([
      [0, 0],
      [1, 1],
      [2, 0],
      [3, null],
      [6, 1],
      [7, 0],
    ]);
    // EMA(0.5) debiased: 0, (0.5)/(0.75) = 2/3, …
    expect(chart.rows[1]?.value.s0).toBeCloseTo(2 / 3);
  });

  it("lists runs without a value instead of drawing them as zero", () => {
    const chart = assembleMetricChart([run("a", steady(3)), run("b", [{ step: 1, value: null }])], options);
    expect(chart.missing).toEqual(["b"]);
    expect(chart.rows.every((r) => r.value.s1 === null)).toBe(true);
  });

  it("draws the 95% confidence interval of the mean by default: Wilson's for a right/wrong metric", () => {
    // 10 trajectories at step 0, 6 right: Wilson (statsmodels proportion_confint(6, 10, method="wilson")).
    const steps = [{ step: 0, value: 0.6, count: 10, variance: 0.24 }];
    const auto = assembleMetricChart([run("r", steps)], { ...options, band: "auto" });
    expect(auto.band).toBe("ci95");
    expect(auto.rows[0]?.band.s0?.[0]).toBeCloseTo(0.3126738, 6);
    expect(auto.rows[0]?.band.s0?.[1]).toBeCloseTo(0.8318197, 6);
    const asked = assembleMetricChart([run("r", steady(3))], { ...options, band: "p50p90" });
    expect(asked.band).toBe("p50p90");
  });

  it("bins steps with few trajectories: each point pools its bin, placed between its first and last step", () => {
    // 60 steps × 4 trajectories, alternating right (1) and wrong (0) steps: auto bins 6 steps.
    const steps = Array.from({ length: 60 }, (_, i) => ({
      step: i + 1,
      value: i % 2,
      count: 4,
      variance: 0,
      low: i % 2,
      high: i % 2,
    }));
    const chart = assembleMetricChart([run("r", steps)], { ...options, band: "none" });
    expect(chart.bins).toMatchObject({ width: 6, isAuto: true, origin: 1, perPoint: 24 });
    expect(chart.rows.map((r) => r.x)).toEqual(Array.from({ length: 10 }, (_, k) => 1 + 6 * k + 2.5));
    // Each bin: 3 steps at 0 and 3 at 1, 4 trajectories each → 0.5.
    expect(chart.rows.every((r) => r.value.s0 === 0.5)).toBe(true);
    const every = assembleMetricChart([run("r", steps)], { ...options, band: "none", bin: 1 });
    expect(every.rows).toHaveLength(60);
    expect(every.bins).toMatchObject({ width: 1, isAuto: false });
  });

  it("puts an open or inverted zoom inside the data", () => {
    expect(visibleDomain([0, 10], { from: 4, to: null })).toEqual([4, 10]);
    expect(visibleDomain([0, 10], { from: 8, to: 2 })).toEqual([2, 8]);
    expect(visibleDomain(null, { from: 1, to: 2 })).toBeNull();
  });
});

describe("a confidence band of few trajectories", () => {
  it("stays within the values it averages", () => {
    // Turns 1 and 9 at one step: mean 5, t interval 5 ± 12.706·4 runs far below 0; kept to [1, 9].
    const steps = [{ step: 0, value: 5, count: 2, variance: 16, low: 1, high: 9 }];
    const chart = assembleMetricChart([{ name: "r", link: { run: "r" }, steps }], {
      metric: "turns",
      source: "stats",
      band: "ci95",
      dataset: null,
      smoothing: 0,
      zoom: { from: null, to: null },
    });
    expect(chart.rows[0]?.band.s0).toEqual([1, 9]);
  });
});
