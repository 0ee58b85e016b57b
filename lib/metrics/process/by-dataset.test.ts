import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { coverExactMatch } from "@/lib/metrics/answer";
import { searchRatesByDataset } from "./by-dataset";
import { addCounts, emptyCounts, overSearchRate, underSearchRate } from "./search-decisions";
import type { TProcessStep, TProcessTrajectory, TRate } from "./types";

// reference/generate-search-rates.py ran HiPRAG's analysis.py get_scores on these rows and kept
// what it printed: "<source>: <acc>, over_search_rate: <osr>, under_search_rate: <usr>", then "Total: …".
type Row = { data_source: string; result: string; golden_answers: string[]; step_eval_results?: string[] | string };
const reference = JSON.parse(readFileSync(new URL("./reference/search-rates.json", import.meta.url), "utf8")) as {
  printed: string[];
  rows: Row[];
};

const judge = "judge:gpt-4.1-nano";
// HiPRAG's four verdicts as trajscope stores them (lib/ingest/adapters/hiprag-labels.ts).
const STEP: Record<string, TProcessStep> = {
  search: { kind: "search", labels: [{ source: judge, name: "over_search", value: false }] },
  oversearch: { kind: "search", labels: [{ source: judge, name: "over_search", value: true }] },
  "non-search": { kind: "reasoning", labels: [{ source: judge, name: "under_search", value: false }] },
  undersearch: { kind: "reasoning", labels: [{ source: judge, name: "under_search", value: true }] },
};

function toTrajectory(row: Row): TProcessTrajectory {
  // An invalid trajectory holds HiPRAG's message string instead of a list: no step was judged.
  const verdicts = Array.isArray(row.step_eval_results) ? row.step_eval_results : [];
  const answers = [...row.result.matchAll(/<answer>([\s\S]*?)<\/answer>/g)].map((m) => m[1]!);
  return {
    dataset: row.data_source,
    steps: verdicts.map((v) => STEP[v]!),
    finalAnswer: answers.at(-1) ?? null,
    goldenAnswers: row.golden_answers,
  };
}

// Python's round(x, 3) on these ratios, and HiPRAG's 0 where the denominator is 0 (ours: null).
const printedRate = (rate: TRate) => (rate.rate === null ? "0" : String(Math.round(rate.rate * 1000) / 1000));
const accuracy = (ts: TProcessTrajectory[]) =>
  String(
    Math.round(
      (ts.filter((t) => t.finalAnswer != null && coverExactMatch(t.finalAnswer, t.goldenAnswers!, "hiprag")).length /
        ts.length) *
        1000,
    ) / 1000,
  );

describe("OSR and USR per dataset equal HiPRAG's analysis.py", () => {
  const trajectories = reference.rows.map(toTrajectory);
  const rows = searchRatesByDataset(trajectories);

  it("prints one line per data source in name order, then the total", () => {
    expect(rows.map((r) => r.dataset)).toEqual(reference.printed.slice(0, -1).map((line) => line.split(":")[0]));
  });

  it.each(reference.printed.slice(0, -1).map((line, i) => [line, i] as const))("%s", (line, i) => {
    const row = rows[i]!;
    const ofSource = trajectories.filter((t) => t.dataset === row.dataset);
    const ours = `${row.dataset}: ${accuracy(ofSource)}, over_search_rate: ${printedRate(row.overSearchRate)}, under_search_rate: ${printedRate(row.underSearchRate)}`;
    expect(ours).toBe(line);
  });

  it("pools the data sources for the total line", () => {
    const counts = rows.reduce((sum, r) => addCounts(sum, r.searchDecisions), emptyCounts());
    const total = `Total: ${accuracy(trajectories)}, over_search_rate: ${printedRate(overSearchRate(counts))}, under_search_rate: ${printedRate(underSearchRate(counts))}`;
    expect(total).toBe(reference.printed.at(-1));
  });

  it("leaves a rate with no judged step as a gap where HiPRAG prints 0", () => {
    const bamboogle = rows.find((r) => r.dataset === "bamboogle")!;
    expect(bamboogle.overSearchRate).toEqual({ count: 0, total: 0, rate: null });
  });

  it("puts trajectories without a dataset last", () => {
    const mixed = searchRatesByDataset([{ steps: [] }, { dataset: "nq", steps: [STEP.oversearch!] }]);
    expect(mixed.map((r) => [r.dataset, r.trajectories, r.overSearchRate.rate])).toEqual([
      ["nq", 1, 1],
      [null, 1, null],
    ]);
  });
});
