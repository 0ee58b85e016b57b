import { describe, expect, it } from "vitest";
import { stepCounts, storedStepCounts } from "./step-counts";

const stored = (
  stepIndex: number | null,
  name: string,
  valueType: "boolean" | "number" | "category",
  value: string,
) => ({
  stepIndex,
  source: "judge:x",
  name,
  valueType,
  value,
});

describe("storedStepCounts", () => {
  it("reads stored labels onto their steps by index, the last of a name holding", () => {
    const steps = [
      { index: 0, kind: "search" as const },
      { index: 1, kind: "reasoning" as const },
      { index: 5, kind: "search" as const },
      { index: 6, kind: "answer" as const },
    ];
    const labels = [
      stored(0, "over_search", "boolean", "true"),
      stored(5, "over_search", "category", "yes"),
      stored(5, "over_search", "number", "0"),
      stored(1, "under_search", "category", " TRUE "),
      stored(6, "under_search", "boolean", "true"),
      stored(1, "step_quality", "category", "BAD"),
      stored(6, "step_quality", "number", "0"),
      // On the trajectory, and on a step that does not exist: neither counts.
      stored(null, "step_quality", "category", "BAD"),
      stored(9, "over_search", "boolean", "true"),
    ];
    expect(storedStepCounts(steps, labels)).toEqual({
      over_search_steps: 1,
      under_search_steps: 2,
      hiprag_steps: 3,
      // The first search is over-search, the reasoning step under-search: only the second search.
      correct_steps: 1,
      bad_steps: 2,
    });
  });

  it("counts HiPRAG's N and Ncorr over search and reasoning steps only", () => {
    const steps = [
      { kind: "plan" as const, labels: [{ source: "judge:x", name: "step_quality", value: "BAD" }] },
      { kind: "search" as const, labels: [{ source: "prm:y", name: "step_quality", value: false }] },
      { kind: "reasoning" as const, labels: [{ source: "judge:x", name: "under_search", value: true }] },
      { kind: "invalid" as const },
    ];
    expect(stepCounts(steps)).toEqual({
      over_search_steps: 0,
      under_search_steps: 1,
      hiprag_steps: 2,
      correct_steps: 1,
      bad_steps: 2,
    });
  });
});
