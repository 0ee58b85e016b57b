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
      // Both searches carry an over_search label; the reasoning step and the answer an under_search one.
      over_search_labelled: 2,
      under_search_labelled: 2,
      // The reasoning step, an intermediate one, is BAD.
      has_flawed_intermediate_step: true,
    });
  });

  it("judges IFBC's flaw on the steps before the last answer only", () => {
    const steps = [
      { index: 0, kind: "search" as const },
      { index: 1, kind: "answer" as const },
      { index: 2, kind: "answer" as const },
    ];
    const flaw = (labels: ReturnType<typeof stored>[]) => storedStepCounts(steps, labels).has_flawed_intermediate_step;
    // An earlier answer is an intermediate step; the last one is not.
    expect(flaw([stored(1, "step_quality", "category", "BAD")])).toBe(true);
    expect(flaw([stored(2, "step_quality", "category", "BAD"), stored(0, "step_quality", "boolean", "true")])).toBe(
      false,
    );
    // Only the final answer judged: not judged, as the intermediate steps were not.
    expect(flaw([stored(2, "step_quality", "category", "GOOD")])).toBeNull();
    expect(flaw([])).toBeNull();
    // No intermediate step at all, and the answer judged: judged, without a flaw.
    expect(
      storedStepCounts([{ index: 0, kind: "answer" }], [stored(0, "step_quality", "category", "BAD")])
        .has_flawed_intermediate_step,
    ).toBe(false);
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
