import { describe, expect, it } from "vitest";
import { currentLabels, describeSource, labelsByStep, labelText, labelTone, sourceKind } from "./labels";
import type { TLabelView } from "./types";

let nextId = 1;
const label = (over: Partial<TLabelView>): TLabelView => ({
  id: String(nextId++),
  stepIndex: 0,
  source: "judge:gpt",
  name: "step_quality",
  valueType: "category",
  value: "GOOD",
  rationale: null,
  correctsId: null,
  createdAt: "2026-11-30T00:00:00.000Z",
  ...over,
});

describe("currentLabels", () => {
  it("drops a corrected label and shows the correction with what it corrected", () => {
    const judge = label({ value: "BAD" });
    const human = label({ source: "human:ana", value: "GOOD", correctsId: judge.id });
    const current = currentLabels([judge, human]);
    expect(current.map((l) => [l.source, l.value, l.corrected?.id])).toEqual([["human:ana", "GOOD", judge.id]]);
  });

  it("keeps the newest label per source, step and name; different sources both stay", () => {
    const old = label({ value: "BAD", createdAt: "2026-01-01T00:00:00.000Z" });
    const fresh = label({ value: "GOOD", createdAt: "2026-02-01T00:00:00.000Z" });
    const prm = label({ source: "prm:x", value: "BAD" });
    const other = label({ stepIndex: 1 });
    expect(
      currentLabels([fresh, old, prm, other])
        .map((l) => l.id)
        .sort(),
    ).toEqual([fresh.id, prm.id, other.id].sort());
  });

  it("breaks a tie on time by the larger id, compared as numbers", () => {
    const a = label({ id: "9" });
    const b = label({ id: "10" });
    expect(currentLabels([a, b]).map((l) => l.id)).toEqual(["10"]);
  });

  it("groups by step, the whole trajectory under null", () => {
    const groups = labelsByStep([label({ stepIndex: null, name: "answer_correct" }), label({ stepIndex: 2 })]);
    expect([...groups.keys()].sort()).toEqual([2, null].sort());
  });
});

describe("label presentation", () => {
  it.each([
    [{ name: "step_quality", value: "BAD" }, "bad"],
    [{ name: "step_quality", value: "GOOD" }, "good"],
    [{ name: "step_quality", value: "UNKNOWN" }, "neutral"],
    [{ name: "over_search", value: "true" }, "warn"],
    [{ name: "under_search", value: "false" }, "neutral"],
    [{ name: "answer_correct", value: "false" }, "bad"],
    [{ name: "plan_coverage", value: "0.5" }, "neutral"],
  ] as const)("%j reads as %s", (l, tone) => {
    expect(labelTone(l)).toBe(tone);
  });

  it("names over-/under-search plainly", () => {
    expect(labelText({ name: "over_search", value: "true", valueType: "boolean" })).toBe("over-search");
    expect(labelText({ name: "under_search", value: "false", valueType: "boolean" })).toBe("no under-search");
    expect(labelText({ name: "step_quality", value: "BAD", valueType: "category" })).toBe("step_quality: BAD");
  });

  it("says who gave a label", () => {
    expect(sourceKind("judge:gpt-4.1-nano")).toBe("judge");
    expect(sourceKind("PRM:pro-step")).toBe("prm");
    expect(sourceKind("env")).toBe("other");
    expect(describeSource("judge:gpt-4.1-nano")).toBe("LLM judge gpt-4.1-nano");
    expect(describeSource("human:ana")).toBe("annotator ana");
    expect(describeSource("prm:pro-step-8b")).toBe("PRM pro-step-8b");
  });
});
