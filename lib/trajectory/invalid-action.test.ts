import { describe, expect, it } from "vitest";
import { endOfInvalidAction } from "./invalid-action";

const CANONICAL =
  "My previous action is invalid. If I want to search, I should put the query between <search> and </search>. " +
  "If I want to give the final answer, I should put the answer between <answer> and </answer>. Let me try again.";

describe("endOfInvalidAction", () => {
  it.each([
    { name: "canonical Search-R1 feedback", text: `${CANONICAL}\n<think>`, end: CANONICAL.length },
    // A fork (tab-indented line continuations) still ends with the closing sentence.
    {
      name: "tab-indented fork",
      text: "My previous action is invalid. \tIf I want to search, \tLet me try again.\nnext",
      end: "My previous action is invalid. \tIf I want to search, \tLet me try again.".length,
    },
    { name: "unknown wording ends at the line end", text: "My previous action is invalid. Oops\nnext", end: 35 },
    { name: "unknown wording at the very end", text: "My previous action is invalid.", end: 30 },
  ])("$name", ({ text, end }) => {
    expect(endOfInvalidAction(text, 0)).toBe(end);
  });

  it("does not reach for a closing sentence far away", () => {
    const text = `My previous action is invalid.\n${"x".repeat(1000)} Let me try again.`;
    expect(endOfInvalidAction(text, 0)).toBe(30);
  });
});
