import { describe, expect, it } from "vitest";
import { ANNOTATE_SHORTCUTS, draftForKey, moveSelection, VALUE_KEYS } from "./keys";

describe("labelling keys", () => {
  it("set a value on the selected step", () => {
    expect(draftForKey("b", { stepIndex: 2, kind: "reasoning" })).toEqual({
      draft: { stepIndex: 2, name: "step_quality", valueText: "BAD", rationale: "" },
    });
    expect(draftForKey("O", { stepIndex: 0, kind: "search" })).toEqual({
      draft: { stepIndex: 0, name: "over_search", valueText: "false", rationale: "" },
    });
  });

  it("put answer correctness on the whole trajectory", () => {
    expect(draftForKey("w", { stepIndex: 3, kind: "answer" })).toEqual({
      draft: { stepIndex: null, name: "answer_correct", valueText: "false", rationale: "" },
    });
  });

  it("say why a key does not apply", () => {
    expect(draftForKey("o", { stepIndex: 1, kind: "answer" })).toEqual({
      error: "over_search applies to search steps, not to this answer step.",
    });
    expect(draftForKey("g", { stepIndex: null, kind: null })).toEqual({ error: "Select a step first (j/k)." });
    expect(draftForKey("z", { stepIndex: 0, kind: "search" })).toBeNull();
  });

  it("move between the trajectory row and the steps without leaving them", () => {
    expect(moveSelection(-1, 3, -1)).toBe(-1);
    expect(moveSelection(-1, 3, 1)).toBe(0);
    expect(moveSelection(2, 3, 1)).toBe(2);
  });

  it("never bind one key twice", () => {
    const keys = ANNOTATE_SHORTCUTS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(VALUE_KEYS.every((k) => keys.includes(k.key as (typeof keys)[number]))).toBe(true);
  });
});
