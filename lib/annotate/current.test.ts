import { describe, expect, it } from "vitest";
import { currentLabel } from "@/lib/metrics/process";
import { effectiveLabel, effectiveLabels, historyOf, inHoldingOrder, labelKey, ownLabel } from "./current";
import type { TLabelVersionView } from "./types";

let nextId = 1;
const label = (over: Partial<TLabelVersionView>): TLabelVersionView => {
  const id = String(nextId++);
  return {
    id,
    stepIndex: 0,
    name: "step_quality",
    source: "judge:gpt-4.1-nano",
    valueType: "category",
    value: "BAD",
    rationale: null,
    version: 1,
    correctsId: null,
    authorName: null,
    createdAt: `2026-11-30T10:00:${id.padStart(2, "0")}.000Z`,
    ...over,
  };
};

describe("the label that holds", () => {
  it("is a correction rather than what it corrects, and the newest in a chain", () => {
    const judge = label({});
    const ada = label({ source: "human:ada", value: "GOOD", correctsId: judge.id, version: 2 });
    const bob = label({ source: "human:bob", value: "BAD", correctsId: ada.id, version: 3 });
    expect(effectiveLabel([judge])).toBe(judge);
    expect(effectiveLabel([judge, ada])).toBe(ada);
    expect(effectiveLabel([bob, judge, ada])).toBe(bob);
  });

  it("is a person's label over a newer judge label it does not correct", () => {
    const ada = label({ source: "human:ada", value: "GOOD" });
    const judge = label({ value: "BAD" });
    expect(effectiveLabel([ada, judge])).toBe(ada);
  });

  it("is the newest among models, with ties on time broken by id", () => {
    const a = label({ source: "prm:x", createdAt: "2026-11-30T10:00:00.000Z" });
    const b = label({ createdAt: "2026-11-30T10:00:00.000Z" });
    expect(effectiveLabel([b, a])).toBe(b);
  });

  it("comes last in holding order, where currentLabel reads it, whenever a correction is a person's made after its target", () => {
    const judge = label({});
    const ada = label({ source: "human:ada", value: "GOOD" });
    const later = label({ value: "BAD" });
    const bob = label({ source: "human:bob", value: "BAD", correctsId: ada.id, version: 2 });
    const prm = label({ source: "prm:x", value: "GOOD" });
    const histories = [[judge], [judge, later], [ada, later], [judge, ada, later, prm], [ada, later, bob, prm]];
    for (const oldestFirst of histories) {
      const read = currentLabel(inHoldingOrder(oldestFirst), "step_quality");
      expect(read, oldestFirst.map((l) => l.source).join(" ")).toBe(effectiveLabel(oldestFirst));
    }
    // Order within each kind is kept: the models', then the people's, each as made.
    expect(inHoldingOrder([judge, ada, later, bob, prm])).toEqual([judge, later, prm, ada, bob]);
  });

  it("is found per step and name", () => {
    const q0 = label({ stepIndex: 0 });
    const q1 = label({ stepIndex: 1 });
    const over = label({ stepIndex: 1, name: "over_search", valueType: "boolean", value: "true" });
    const whole = label({ stepIndex: null, name: "answer_correct", valueType: "boolean", value: "false" });
    const map = effectiveLabels([q0, q1, over, whole]);
    expect([...map.keys()]).toHaveLength(4);
    expect(map.get(labelKey(null, "answer_correct"))).toBe(whole);
    expect(map.get(labelKey(1, "over_search"))).toBe(over);
  });
});

describe("a source's own label and the history", () => {
  const judge = label({ value: "BAD", rationale: "repeats the question" });
  const ada = label({ source: "human:ada", value: "GOOD", correctsId: judge.id, version: 2, authorName: "ada" });
  const bob = label({ source: "human:bob", value: "BAD", correctsId: ada.id, version: 3, authorName: "bob" });
  const other = label({ stepIndex: 1 });

  it("keeps a judge's original even after people corrected it", () => {
    expect(ownLabel([judge, ada, bob], { stepIndex: 0, name: "step_quality", source: judge.source })).toBe(judge);
    expect(ownLabel([judge, ada, bob], { stepIndex: 0, name: "step_quality", source: "human:cy" })).toBeNull();
  });

  it("lists who changed what, before → after, and marks the one that holds", () => {
    const history = historyOf([bob, other, judge, ada], 0, "step_quality");
    expect(history.map((h) => [h.label.source, h.before?.value ?? null, h.label.value, h.isCurrent])).toEqual([
      ["judge:gpt-4.1-nano", null, "BAD", false],
      ["human:ada", "BAD", "GOOD", false],
      ["human:bob", "GOOD", "BAD", true],
    ]);
  });
});
