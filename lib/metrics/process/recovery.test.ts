import { describe, expect, it } from "vitest";
import { documentContainsGold, recoveryOf, recoverySummary, retrievalHits } from "./recovery";
import type { TProcessStep, TProcessTrajectory } from "./types";

const retrieval = (...texts: string[]): TProcessStep => ({
  kind: "search",
  query: "q",
  documents: texts.map((text) => ({ title: null, text })),
});
const miss = retrieval("Jaws is a 1975 film.", "Sharks live in oceans.");
const hit = retrieval("The film was directed by Steven Spielberg.");
const golds = ["Steven Spielberg"];

describe("documentContainsGold", () => {
  it.each([
    { doc: { text: "directed by STEVEN SPIELBERG." }, scheme: "flashrag", expected: true },
    { doc: { title: "Steven Spielberg", text: "American filmmaker" }, scheme: "flashrag", expected: true },
    { doc: { text: "directed by Steven-Spielberg" }, scheme: "flashrag", expected: false }, // "-" deleted: "stevenspielberg"
    { doc: { text: "directed by Steven-Spielberg" }, scheme: "hiprag", expected: true }, // "-" → space
    { doc: { text: "Spielberg alone" }, scheme: "flashrag", expected: false },
  ] as const)("$doc.text ($scheme) → $expected", ({ doc, scheme, expected }) => {
    expect(documentContainsGold(doc, golds, scheme)).toBe(expected);
  });
});

describe("recoveryOf", () => {
  const run = (steps: TProcessStep[], goldenAnswers = golds) => recoveryOf({ steps, goldenAnswers });
  it.each([
    { name: "initial hit", steps: [hit, miss], expected: { status: "initial-hit", depth: 0, hits: [true, false] } },
    {
      name: "recovered at k = 2",
      steps: [miss, miss, hit],
      expected: { status: "recovered", depth: 2, hits: [false, false, true] },
    },
    {
      name: "never found",
      steps: [miss, retrieval()],
      expected: { status: "never-found", depth: null, hits: [false, false] },
    },
    { name: "no retrieval", steps: [{ kind: "answer" }], expected: { status: "no-retrieval", depth: null, hits: [] } },
    {
      name: "unrecorded documents are skipped, not misses",
      steps: [{ kind: "search", query: "q", documents: null }, hit],
      expected: { status: "initial-hit", depth: 0, hits: [true] },
    },
  ] satisfies { name: string; steps: TProcessStep[]; expected: object }[])("$name", ({ steps, expected }) => {
    expect(run(steps)).toEqual(expected);
  });

  it("needs gold answers", () => {
    expect(run([miss, hit], [])).toEqual({ status: "no-gold", depth: null, hits: [] });
    expect(retrievalHits([hit], ["nowhere"])).toEqual([false]);
  });
});

describe("recoverySummary", () => {
  it("counts statuses, depths and correctness on the recovered subset", () => {
    const trajectories: TProcessTrajectory[] = [
      { steps: [hit], goldenAnswers: golds, em: 1 },
      { steps: [miss, hit], goldenAnswers: golds, em: 1 },
      { steps: [miss, hit], goldenAnswers: golds, em: 0 },
      { steps: [miss, miss, hit], goldenAnswers: golds, em: 1 },
      { steps: [miss], goldenAnswers: golds, em: 0 },
      { steps: [miss], goldenAnswers: [], em: null },
    ];
    expect(recoverySummary(trajectories)).toEqual({
      counts: { "no-gold": 1, "no-retrieval": 0, "initial-hit": 1, recovered: 3, "never-found": 1 },
      byDepth: { 1: 2, 2: 1 },
      recoveryRate: { count: 3, total: 4, rate: 0.75 },
      correctWhenRecovered: { count: 2, total: 3, rate: 2 / 3 },
    });
  });
});
