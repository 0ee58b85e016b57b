import { describe, expect, it } from "vitest";
import { questionStatus, type TQuestionStep } from "./status";

// Each case's steps as "right/judged" at steps 10, 20, 30, … in order.
const steps = (...cells: string[]): TQuestionStep[] =>
  cells.map((cell, i) => {
    const [right, judged] = cell.split("/").map(Number) as [number, number];
    return { step: (i + 1) * 10, right, judged };
  });

describe("questionStatus", () => {
  it.each([
    { cells: ["4/4", "3/4", "2/4"], status: "always_right" }, // half right is solved
    { cells: ["1/4", "0/4"], status: "never_learned" }, // one of four is not
    { cells: ["0/4", "1/4", "4/4"], status: "learned" },
    { cells: ["4/4", "0/4", "4/4"], status: "learned" }, // forgot, then learned again: ends solved
    { cells: ["0/4", "4/4", "1/4"], status: "forgotten" },
    { cells: ["4/4", "0/4", "0/4"], status: "forgotten" },
    { cells: ["1/1"], status: "always_right" },
    { cells: ["0/1"], status: "never_learned" },
    { cells: ["0/0", "2/2"], status: "always_right" }, // a step with no judged rollout is skipped
    { cells: ["0/0"], status: null },
    { cells: [], status: null },
  ] as const)("$cells → $status", ({ cells, status }) => {
    expect(questionStatus(steps(...cells))).toBe(status);
  });

  it("orders the steps itself and follows the threshold", () => {
    const unordered = [
      { step: 30, right: 4, judged: 4 },
      { step: 10, right: 0, judged: 4 },
    ];
    expect(questionStatus(unordered)).toBe("learned");
    expect(questionStatus(steps("1/4", "1/4"), 0.25)).toBe("always_right");
  });
});
