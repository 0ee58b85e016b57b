import { describe, expect, it } from "vitest";
import { alignByIndex, alignByKind, alignSteps, MAX_KIND_CELLS } from "./align";

const pairs = (rows: { a: number | null; b: number | null }[]) => rows.map((r) => [r.a, r.b]);

describe("aligning two trajectories' steps", () => {
  it("by index: row i holds step i of each, the shorter side running into gaps", () => {
    const rows = alignByIndex(["search", "answer"], ["search", "search", "answer"]);
    expect(pairs(rows)).toEqual([
      [0, 0],
      [1, 1],
      [null, 2],
    ]);
    expect(rows.map((r) => r.isSameKind)).toEqual([true, false, false]);
  });

  it.each([
    {
      name: "an extra search in B faces a gap",
      a: ["search", "answer"],
      b: ["search", "search", "answer"],
      expected: [
        [0, 0],
        [null, 1],
        [1, 2],
      ],
    },
    {
      name: "different kinds between anchors are zipped beside each other",
      a: ["plan", "reasoning", "reasoning", "answer"],
      b: ["plan", "search", "answer"],
      expected: [
        [0, 0],
        [1, 1],
        [2, null],
        [3, 2],
      ],
    },
    {
      name: "a shared kind anchors at its earliest occurrence",
      a: ["plan", "reasoning", "search", "answer"],
      b: ["plan", "search", "search", "answer"],
      expected: [
        [0, 0],
        [1, null],
        [2, 1],
        [null, 2],
        [3, 3],
      ],
    },
    {
      name: "an LCS tie pairs the earliest steps",
      a: ["search"],
      b: ["search", "search"],
      expected: [
        [0, 0],
        [null, 1],
      ],
    },
    { name: "both empty", a: [], b: [], expected: [] },
    {
      name: "one empty",
      a: [],
      b: ["answer"],
      expected: [[null, 0]],
    },
    {
      name: "nothing in common is zipped",
      a: ["search", "search"],
      b: ["answer"],
      expected: [
        [0, 0],
        [1, null],
      ],
    },
  ])("by kind: $name", ({ a, b, expected }) => {
    expect(pairs(alignByKind(a, b))).toEqual(expected);
  });

  it("by kind keeps every step exactly once, in order, on both sides", () => {
    const a = ["plan", "search", "reasoning", "search", "search", "answer"];
    const b = ["search", "reasoning", "reasoning", "search", "answer", "invalid"];
    const rows = alignByKind(a, b);
    expect(rows.flatMap((r) => (r.a === null ? [] : [r.a]))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rows.flatMap((r) => (r.b === null ? [] : [r.b]))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rows.filter((r) => r.isSameKind)).toHaveLength(4);
  });

  it("falls back to index alignment when the kind table would be too large", () => {
    const side = Math.ceil(Math.sqrt(MAX_KIND_CELLS)) + 1;
    const result = alignSteps(Array(side).fill("search"), Array(side).fill("search"), "kind");
    expect(result.method).toBe("index");
    expect(alignSteps(["search"], ["answer"], "kind").method).toBe("kind");
  });
});
