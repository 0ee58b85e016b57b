import { describe, expect, it } from "vitest";
import { placePeopleLabels, type TNewVersion, type TPeopleLabel } from "./carry-labels";

const version = (steps: string[], labels: TNewVersion["labels"] = [], trajectoryHash = "T"): TNewVersion => ({
  trajectoryHash,
  stepHashes: new Map(steps.map((hash, index) => [index, hash])),
  labels,
});
const label = (over: Partial<TPeopleLabel> & Pick<TPeopleLabel, "id" | "contentHash">): TPeopleLabel => ({
  trajectoryId: "1",
  stepIndex: 0,
  correctsId: null,
  corrected: null,
  ...over,
});

describe("placePeopleLabels", () => {
  it("keeps a label on its unchanged step, follows a step that moved, orphans one whose step changed", () => {
    const placed = placePeopleLabels(
      [
        label({ id: "a", stepIndex: 0, contentHash: "s0" }),
        label({ id: "b", stepIndex: 1, contentHash: "s1" }),
        label({ id: "c", stepIndex: 2, contentHash: "s2" }),
        label({ id: "d", stepIndex: null, contentHash: "T" }),
      ],
      new Map([["1", version(["s0", "new", "s1"])]]),
    );
    expect(placed).toEqual([
      { kind: "carried", id: "a", stepIndex: 0, correctsId: null },
      { kind: "carried", id: "b", stepIndex: 2, correctsId: null },
      { kind: "orphaned", id: "c" },
      { kind: "carried", id: "d", stepIndex: null, correctsId: null },
    ]);
  });

  it("orphans a trajectory label when the answer changed, and a step label whose content is now ambiguous", () => {
    const placed = placePeopleLabels(
      [label({ id: "t", stepIndex: null, contentHash: "T-old" }), label({ id: "s", stepIndex: 3, contentHash: "x" })],
      new Map([["1", version(["x", "x"])]]),
    );
    expect(placed.map((p) => p.kind)).toEqual(["orphaned", "orphaned"]);
  });

  it("points a correction at the new judge label of the same step, or at its carried target, once", () => {
    const judge = { source: "judge:x", name: "over_search" };
    const placed = placePeopleLabels(
      [
        label({ id: "h1", contentHash: "s0", correctsId: "old-judge", corrected: { stepIndex: 0, ...judge } }),
        label({ id: "h2", contentHash: "s0", correctsId: "h1", corrected: null }),
        label({ id: "h3", stepIndex: 1, contentHash: "s1", correctsId: "gone", corrected: { stepIndex: 1, ...judge } }),
      ],
      new Map([["1", version(["s0", "s1"], [{ id: "new-judge", stepIndex: 0, ...judge }])]]),
    );
    expect(placed).toEqual([
      { kind: "carried", id: "h1", stepIndex: 0, correctsId: "new-judge" },
      { kind: "carried", id: "h2", stepIndex: 0, correctsId: "h1" },
      { kind: "carried", id: "h3", stepIndex: 1, correctsId: null },
    ]);
  });
});
