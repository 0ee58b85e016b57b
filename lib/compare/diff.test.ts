import { describe, expect, it } from "vitest";
import { diffGroup, isRunRight, questionKey, toDiffItem, type TDiffRecord } from "./diff";

const side = (n: number, k: number) => ({ n, k, rightId: k > 0 ? "r" : null, wrongId: k < n ? "w" : null });
const record = (a: [number, number], b: [number, number]): TDiffRecord => ({
  dataset: "nq",
  question: "who?",
  questionLength: 4,
  a: side(...a),
  b: side(...b),
});

describe("the per-question diff", () => {
  it.each([
    [1, 1, true],
    [1, 0, false],
    [2, 1, true],
    [3, 1, false],
    [4, 3, true],
    [0, 0, false],
  ])("%i trajectories with %i right: the run is right = %s", (n, k, expected) => {
    expect(isRunRight({ n, k })).toBe(expected);
  });

  it("keys a question by dataset and whitespace-collapsed text, case and punctuation kept", () => {
    expect(questionKey("nq", " capital of\n\tfrance ")).toBe(questionKey("nq", "capital of france"));
    expect(questionKey("nq", "Capital of France")).not.toBe(questionKey("nq", "capital of france"));
    expect(questionKey("triviaqa", "q")).not.toBe(questionKey("nq", "q"));
    expect(questionKey(null, "q")).toBe(questionKey("(none)", "q"));
  });

  it("puts each shared question in exactly one group", () => {
    expect(diffGroup(record([1, 1], [1, 0]))).toBe("onlyA");
    expect(diffGroup(record([1, 0], [1, 1]))).toBe("onlyB");
    expect(diffGroup(record([1, 1], [2, 1]))).toBe("bothRight");
    expect(diffGroup(record([3, 1], [1, 0]))).toBe("bothWrong");
  });

  it("opens, for each side, a trajectory whose verdict matches the run's", () => {
    const item = toDiffItem(record([4, 3], [4, 1]));
    expect(item.a).toEqual({ trajectories: 4, correct: 3, trajectoryId: "r" });
    expect(item.b).toEqual({ trajectories: 4, correct: 1, trajectoryId: "w" });
  });
});
