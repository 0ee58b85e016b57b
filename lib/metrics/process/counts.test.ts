import { describe, expect, it } from "vitest";
import { countQueryRepeats, countSearches, formatCompliance, turnsOf } from "./counts";
import type { TProcessStep } from "./types";

const search = (query: string | null): TProcessStep => ({ kind: "search", query });
const answer: TProcessStep = { kind: "answer" };

describe("countSearches and turnsOf", () => {
  it.each([
    { name: "two searches and an answer", steps: [search("a"), search("b"), answer], turns: undefined, expected: 3 },
    { name: "cut off before answering", steps: [search("a"), search("b")], turns: undefined, expected: 2 },
    { name: "answer only", steps: [answer], turns: undefined, expected: 1 },
    { name: "a logged count wins", steps: [search("a"), answer], turns: 5, expected: 5 },
    { name: "nothing known", steps: [], turns: undefined, expected: null },
  ])("$name → $expected turns", ({ steps, turns, expected }) => {
    expect(turnsOf({ steps, turns })).toBe(expected);
  });

  it("counts a final answer given outside the steps", () => {
    expect(turnsOf({ steps: [search("a")], finalAnswer: "Paris" })).toBe(2);
    expect(countSearches([search("a"), { kind: "reasoning" }, search("b"), answer])).toBe(2);
  });
});

describe("countQueryRepeats", () => {
  it.each([
    { name: "no repeats", queries: ["jaws director", "spielberg birth year"], expected: [2, 2, 0] },
    {
      name: "normalized repeats",
      queries: ["The Jaws director?", "jaws  director", "JAWS director"],
      expected: [3, 1, 2],
    },
    { name: "empty and missing queries are ignored", queries: ["", "  ", null, "a b", "!!"], expected: [1, 1, 0] },
    {
      name: "distinct after normalization only",
      queries: ["Jaws (1975)", "Jaws 1975", "Jaws 1976"],
      expected: [3, 2, 1],
    },
  ])("$name", ({ queries, expected }) => {
    const [count, distinct, duplicates] = expected;
    expect(countQueryRepeats(queries.map(search))).toEqual({ queries: count, distinct, duplicates });
  });

  it("looks at search steps only", () => {
    expect(countQueryRepeats([search("x"), { kind: "reasoning", query: "x" }])).toEqual({
      queries: 1,
      distinct: 1,
      duplicates: 0,
    });
  });
});

describe("formatCompliance", () => {
  it("is the share of known validity flags that are true", () => {
    const flags = [true, true, false, null, undefined, true].map((isFormatValid) => ({ isFormatValid }));
    expect(formatCompliance(flags)).toEqual({ count: 3, total: 4, rate: 0.75 });
    expect(formatCompliance([{ isFormatValid: null }])).toEqual({ count: 0, total: 0, rate: null });
  });
});
