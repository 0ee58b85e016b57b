import { describe, expect, it } from "vitest";
import {
  addCounts,
  countSearchDecisions,
  emptyCounts,
  overSearchRate,
  stepDecision,
  underSearchRate,
} from "./search-decisions";
import type { TProcessStep } from "./types";

const judge = "judge:gpt-4.1-mini";
const search = (overSearch?: boolean | string): TProcessStep => ({
  kind: "search",
  query: "q",
  labels: overSearch === undefined ? [] : [{ source: judge, name: "over_search", value: overSearch }],
});
const reasoning = (underSearch?: boolean): TProcessStep => ({
  kind: "reasoning",
  labels: underSearch === undefined ? [] : [{ source: judge, name: "under_search", value: underSearch }],
});

describe("countSearchDecisions", () => {
  it.each([
    {
      name: "HiPRAG trajectory, every step judged",
      steps: [search(true), search(false), reasoning(true), reasoning(false), { kind: "answer" } as TProcessStep],
      expected: { searchSteps: 2, nonSearchSteps: 2, overSearchLabelled: 2, overSearch: 1 },
      more: { underSearchLabelled: 2, underSearch: 1, hipragSteps: 4, correctSteps: 2 },
      osr: 0.5,
      usr: 0.5,
    },
    {
      name: "unlabelled steps are outside both rates but count as correct steps",
      steps: [search(), search("true"), reasoning()],
      expected: { searchSteps: 2, nonSearchSteps: 1, overSearchLabelled: 1, overSearch: 1 },
      more: { underSearchLabelled: 0, underSearch: 0, hipragSteps: 3, correctSteps: 2 },
      osr: 1,
      usr: null,
    },
    {
      name: "a plan and an answer are not HiPRAG steps; an under_search label on the answer counts",
      steps: [
        { kind: "plan" } as TProcessStep,
        search(false),
        { kind: "answer", labels: [{ source: judge, name: "under_search", value: true }] } as TProcessStep,
      ],
      expected: { searchSteps: 1, nonSearchSteps: 0, overSearchLabelled: 1, overSearch: 0 },
      more: { underSearchLabelled: 1, underSearch: 1, hipragSteps: 1, correctSteps: 1 },
      osr: 0,
      usr: 1,
    },
    {
      name: "no steps",
      steps: [],
      expected: { searchSteps: 0, nonSearchSteps: 0, overSearchLabelled: 0, overSearch: 0 },
      more: { underSearchLabelled: 0, underSearch: 0, hipragSteps: 0, correctSteps: 0 },
      osr: null,
      usr: null,
    },
  ])("$name", ({ steps, expected, more, osr, usr }) => {
    const counts = countSearchDecisions(steps);
    expect(counts).toEqual({ ...expected, ...more });
    expect(overSearchRate(counts).rate).toBe(osr);
    expect(underSearchRate(counts).rate).toBe(usr);
  });

  it("reads one source when asked, the last label otherwise", () => {
    const step: TProcessStep = {
      kind: "search",
      labels: [
        { source: judge, name: "over_search", value: true },
        { source: "human:ada", name: "over_search", value: false },
      ],
    };
    expect(stepDecision(step)).toEqual({ isOverSearch: false, isUnderSearch: null });
    expect(stepDecision(step, judge)).toEqual({ isOverSearch: true, isUnderSearch: null });
  });

  it("pools counts over trajectories (micro average, as HiPRAG sums over a test set)", () => {
    const a = countSearchDecisions([search(true)]);
    const b = countSearchDecisions([search(false), search(false), search(false)]);
    const pooled = addCounts(addCounts(emptyCounts(), a), b);
    // Mean of per-trajectory rates would be (1 + 0) / 2 = 0.5; pooled is 1 / 4.
    expect(overSearchRate(pooled)).toEqual({ count: 1, total: 4, rate: 0.25 });
  });
});

describe("N and Ncorr (HiPRAG's reward)", () => {
  it("judges a search only for over-search and a reasoning step only for under-search", () => {
    const odd: TProcessStep[] = [
      { kind: "search", labels: [{ source: judge, name: "under_search", value: true }] },
      { kind: "reasoning", labels: [{ source: judge, name: "over_search", value: true }] },
      search(true),
      reasoning(true),
    ];
    expect(countSearchDecisions(odd)).toMatchObject({ hipragSteps: 4, correctSteps: 2 });
  });
});
