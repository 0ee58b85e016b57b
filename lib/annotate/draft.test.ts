import { describe, expect, it } from "vitest";
import { prepareSave, type TDraft } from "./draft";
import type { TLabelVersionView } from "./types";

const judge: TLabelVersionView = {
  id: "10",
  stepIndex: 0,
  name: "over_search",
  source: "judge:j",
  valueType: "boolean",
  value: "true",
  rationale: null,
  version: 1,
  correctsId: null,
  authorName: null,
  createdAt: "2026-11-30T10:00:00.000Z",
};
const ada = {
  ...judge,
  id: "11",
  source: "human:ada",
  value: "false",
  version: 2,
  correctsId: "10",
  authorName: "ada",
  createdAt: "2026-11-30T11:00:00.000Z",
};
const draft = (over: Partial<TDraft>): TDraft => ({
  stepIndex: 0,
  name: "over_search",
  valueText: "false",
  rationale: " why ",
  ...over,
});
const base = { trajectoryId: "7", stepKind: "search" as const, me: "bob" };

describe("preparing a save", () => {
  it("corrects the label that holds, at its version, on the trajectory page", () => {
    expect(prepareSave({ ...base, draft: draft({}), versions: [judge, ada], mode: { kind: "correct" } })).toEqual({
      body: {
        trajectoryId: "7",
        stepIndex: 0,
        name: "over_search",
        value: false,
        rationale: "why",
        corrects: { id: "11", version: 2 },
      },
    });
  });

  it("in a queue, adds the annotator's own label beside the others", () => {
    const result = prepareSave({
      ...base,
      draft: draft({ rationale: "" }),
      versions: [judge, ada],
      mode: { kind: "queue", queueId: 3, position: 1 },
    });
    expect(result).toMatchObject({ body: { corrects: null, rationale: null, queue: { queueId: 3, position: 1 } } });
  });

  it("reads typed values by the name's type and refuses what does not fit", () => {
    const typed = (over: Partial<TDraft>, stepKind: "search" | null = null) =>
      prepareSave({
        ...base,
        stepKind,
        draft: draft({ stepIndex: null, ...over }),
        versions: [],
        mode: { kind: "correct" },
      });
    expect(typed({ name: "plan_coverage", valueText: "0.5" })).toMatchObject({ body: { value: 0.5, corrects: null } });
    expect(typed({ name: "plan_coverage", valueText: "half" })).toEqual({
      error: "plan_coverage takes a number value.",
    });
    expect(typed({ name: "my_rubric", valueText: "R3" })).toMatchObject({ body: { value: "R3" } });
    expect(typed({ name: " " })).toEqual({ error: "Name the label." });
  });
});
