import { describe, expect, it } from "vitest";
import { summarizeProcess } from "./summary";
import type { TProcessStep, TProcessTrajectory } from "./types";

const judge = "judge:gpt-4.1-mini";
const search = (query: string, overSearch: boolean, text = "nothing here"): TProcessStep => ({
  kind: "search",
  query,
  documents: [{ title: null, text }],
  labels: [{ source: judge, name: "over_search", value: overSearch }],
});
const answer: TProcessStep = { kind: "answer" };

describe("summarizeProcess", () => {
  const trajectories: TProcessTrajectory[] = [
    {
      em: 1,
      isFormatValid: true,
      goldenAnswers: ["Paris"],
      steps: [search("capital of France", true), search("Capital of France?", false, "Paris is the capital"), answer],
    },
    { em: 0, isFormatValid: false, goldenAnswers: ["Rome"], steps: [search("italy capital", false), answer] },
    { em: 1, isFormatValid: true, goldenAnswers: ["Oslo"], turns: 4, steps: [answer] },
  ];

  it("combines every process metric", () => {
    const summary = summarizeProcess(trajectories);
    expect(summary).toMatchObject({
      trajectories: 3,
      overSearchRate: { count: 1, total: 3, rate: 1 / 3 },
      underSearchRate: { count: 0, total: 0, rate: null },
      meanSearches: 1,
      meanTurns: (3 + 2 + 4) / 3,
      duplicateQueries: 1,
      withDuplicateQueries: { count: 1, total: 3 },
      // No step_quality label anywhere: IFBC is not judged (no rate), never 0.
      ifbc: { count: 0, total: 0, rate: null, correct: 2, unjudgedCorrect: 2 },
      formatCompliance: { count: 2, total: 3 },
      iterations: { successful: { counts: { "1": 0, "2": 1, "3+": 0 }, noSearch: 1 }, undecided: 0 },
      recovery: { counts: { recovered: 1, "never-found": 1, "no-retrieval": 1 }, byDepth: { 1: 1 } },
    });
  });

  it("has gaps, not zeros, for an empty set", () => {
    const summary = summarizeProcess([]);
    expect(summary.meanSearches).toBeNull();
    expect(summary.meanTurns).toBeNull();
    expect(summary.overSearchRate.rate).toBeNull();
    expect(summary.ifbc.rate).toBeNull();
  });
});
