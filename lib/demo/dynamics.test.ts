import { describe, expect, it } from "vitest";
import type { TCanonicalInput } from "@/lib/ingest/canonical";
import { DATASETS } from "./profiles";
import { along, ramp } from "./dynamics";
import { generateDemoFamily } from "./family";
import { loadDemoQuestions } from "./load-questions";

describe("curves", () => {
  it("ramp from 0 to 1, fast first", () => {
    expect(ramp(0)).toBe(0);
    expect(ramp(1)).toBeCloseTo(1, 15);
    expect(ramp(0.5)).toBeGreaterThan(0.8);
    expect(along([0.3, 0.023], 1)).toBeCloseTo(0.023, 15);
  });
});

// The default family's 300 steps (8 trajectories written per step; a smaller simulated batch keeps
// the test quick). First 50 steps against the last 50, as one reads the papers' training curves.
const family = [
  ...generateDemoFamily({
    seed: 1,
    batch: 16,
    questions: loadDemoQuestions(),
    runs: ["demo-search-r1", "demo-hiprag", "demo-search-p1", "demo-search-p1-wo-reference", "demo-search-p1-wo-self"],
  }),
].map(({ run, records }) => {
  const all = [...records];
  const metrics = all.filter((r): r is TCanonicalInput & { type: "metrics" } => r.type === "metrics");
  const trajectories = all.filter((r): r is TCanonicalInput & { type: "trajectory" } => r.type === "trajectory");
  return { run, metrics, trajectories };
});
const byRun = (run: string) => family.find((f) => f.run === run)!;
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

function window(run: string, name: string, from: number, to: number): number {
  return mean(
    byRun(run)
      .metrics.filter((m) => m.step >= from && m.step <= to && m.values[name] != null)
      .map((m) => m.values[name] as number),
  );
}
const early = (run: string, name: string) => window(run, name, 1, 50);
const late = (run: string, name: string) => window(run, name, 251, 300);

describe("the demo family's training dynamics", () => {
  it("raises the reward and the validation accuracy of every run", () => {
    for (const { run, metrics } of family) {
      expect(late(run, "critic/score/mean")).toBeGreaterThan(early(run, "critic/score/mean"));
      const valMean = (step: number) => {
        const values = metrics.find((m) => m.step === step)!.values;
        return mean(DATASETS.map((d) => values[`val/test_score/${d}`] as number));
      };
      expect(valMean(300) - valMean(0)).toBeGreaterThan(0.05);
    }
  });

  it("makes HiPRAG's over-search rate fall (to a few percent) while Search-R1's stays above 27%", () => {
    expect(early("demo-hiprag", "process/over_search_rate")).toBeGreaterThan(0.15);
    expect(late("demo-hiprag", "process/over_search_rate")).toBeLessThan(0.05);
    expect(late("demo-search-r1", "process/over_search_rate")).toBeGreaterThan(0.27);
    // The same from the judges' labels on the written trajectories.
    const rate = (from: number, to: number) => {
      const labels = byRun("demo-hiprag")
        .trajectories.filter((t) => t.split === "train" && t.step! >= from && t.step! <= to)
        .flatMap((t) => (t.steps ?? []).flatMap((s) => (s.labels ?? []).filter((l) => l.name === "over_search")));
      return labels.filter((l) => l.value === true).length / labels.length;
    };
    expect(rate(251, 300)).toBeLessThan(rate(1, 50) / 3);
  });

  it("has Search-P1 search less than Search-R1 by the end", () => {
    const searches = "env/number_of_valid_search";
    expect(late("demo-search-p1", searches)).toBeLessThan(late("demo-search-r1", searches) - 0.5);
    expect(late("demo-search-r1", searches)).toBeGreaterThan(early("demo-search-r1", searches));
  });

  it("puts both ablations below the full Search-P1 on every dataset", () => {
    // Mean of the last three validations (steps 250, 275, 300).
    const final = (run: string, dataset: string) => window(run, `val/test_score/${dataset}`, 250, 300);
    for (const ablation of ["demo-search-p1-wo-reference", "demo-search-p1-wo-self"]) {
      for (const dataset of DATASETS) {
        expect(final(ablation, dataset), `${ablation} on ${dataset}`).toBeLessThan(final("demo-search-p1", dataset));
      }
    }
  });
});
