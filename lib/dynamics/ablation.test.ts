import { describe, expect, it } from "vitest";
import { groupRunsByStudy } from "@/lib/ablation";
import { assembleAblationReport, testDelta, type TAblationRun, type TRunScores } from "./ablation";
import { DEFAULT_ABLATION_STATE } from "./ablation-params";

const runs: TAblationRun[] = [
  { name: "base", tags: ["study:s", "variant:baseline"], config: { lambda: 0.2 } },
  { name: "full", tags: ["study:s", "variant:full"], config: { lambda: 0.3 } },
  { name: "half", tags: ["study:s", "variant:half"], config: { lambda: 0.4 } },
  { name: "other", tags: ["study:t"], config: {} },
];
const studies = groupRunsByStudy(runs);

/** `right` of `n` questions of `dataset` correct (the first ones); keys shared across runs. */
const answers = (dataset: string, n: number, right: number) =>
  Array.from({ length: n }, (_, i) => ({ dataset, key: `${dataset}-${i}`, value: i < right ? 1 : 0 }));
const scores = (run: string, nq: number, hotpot: number): TRunScores => ({
  run,
  evaluation: { run, kind: "evaluation split", split: "test", step: 10, trajectories: 80 },
  questions: [...answers("nq", 40, nq), ...answers("hotpotqa", 40, hotpot)],
});
const all = [scores("base", 10, 10), scores("full", 30, 12), scores("half", 20, 20)];

describe("an ablation report", () => {
  it("tests each delta to the baseline on shared questions and marks the significant ones", () => {
    const report = assembleAblationReport({
      studies,
      scores: all,
      state: { ...DEFAULT_ABLATION_STATE, baseline: "baseline" },
    });
    expect(report.study).toBe("s");
    const table = report.table!;
    expect(table.columns.map((c) => c.key)).toEqual(["nq", "hotpotqa", "avg"]);
    expect(table.rows.map((r) => [r.variant, r.cells.map((c) => c.text)])).toEqual([
      ["baseline", ["25.0", "25.0", "25.0"]],
      ["full", ["75.0", "30.0", "52.5"]],
      ["half", ["50.0", "50.0", "50.0"]],
    ]);
    expect(table.rows[1]?.cells.map((c) => c.emphasis)).toEqual(["best", "second", "best"]);
    const [base, full] = report.significance;
    expect(base).toEqual([null, null, null]);
    // nq: 20 questions only `full` gets right, none the other way: McNemar χ² (b + c ≥ 25? no: exact).
    expect(full?.[0]).toMatchObject({ test: "mcnemar", method: "exact", n: 40, b: 20, c: 0, isSignificant: true });
    expect(full?.[1]).toMatchObject({ test: "mcnemar", b: 2, c: 0, isSignificant: false });
    expect(full?.[2]).toBeNull(); // Avg. is not tested
    expect(report.markdown).toContain("**75.0†** (+50.0)");
    expect(report.markdown).toContain("McNemar's test");
    expect(report.latex).toContain("\\textbf{75.0$^\\dagger$}");
  });

  it("uses the bootstrap for scores that are not right/wrong, and when asked", () => {
    const a = [0.5, 1, 0.25].map((value, i) => ({ key: `q${i}`, value }));
    const b = [0, 0.5, 0].map((value, i) => ({ key: `q${i}`, value }));
    expect(testDelta(a, b, "auto")).toMatchObject({ test: "bootstrap", n: 3, meanDiff: expect.closeTo(0.4167, 3) });
    const right = [1, 0].map((value, i) => ({ key: `q${i}`, value }));
    expect(testDelta(right, right, "bootstrap")?.test).toBe("bootstrap");
    expect(testDelta(right, right, "mcnemar")?.test).toBe("mcnemar");
    expect(testDelta(right, [{ key: "other", value: 1 }], "auto")).toBeNull();
  });

  it("sweeps a numeric config parameter against the runs' averages", () => {
    const report = assembleAblationReport({ studies, scores: all, state: DEFAULT_ABLATION_STATE });
    expect(report.sweep.parameters).toEqual(["lambda"]);
    expect(report.sweep.result?.points.map((p) => [p.x, p.y])).toEqual([
      [0.2, 25],
      [0.3, 52.5],
      [0.4, 50],
    ]);
    expect(report.baseline).toBeNull();
    expect(report.significance.flat().every((s) => s === null)).toBe(true);
  });

  it("shows the first study for an unknown one, and no table without studies", () => {
    const report = assembleAblationReport({ studies, scores: [], state: { ...DEFAULT_ABLATION_STATE, study: "nope" } });
    expect(report.study).toBe("s");
    expect(report.studies.map((s) => s.study)).toEqual(["s", "t"]);
    const none = assembleAblationReport({ studies: [], scores: [], state: DEFAULT_ABLATION_STATE });
    expect([none.study, none.table]).toEqual([null, null]);
  });
});
