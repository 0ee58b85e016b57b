import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blankBareRoleWords } from "./bare-role-words";
import { findDroppedText } from "./coverage";
import { parseSteps } from "./parse-steps";

// Rendered by reference/verl/render_tool_rollouts.py from verl's own agent loop, search tool and chat
// template, decoded as verl's rollout dump decodes (skip_special_tokens=True).
type TReferenceCase = {
  question: string;
  input: string;
  output: string;
  expected_steps: (
    | { kind: "search"; reasoning: string; query: string; titles: string[] }
    | { kind: "answer"; reasoning: string; answer: string }
  )[];
};
const CASES: TReferenceCase[] = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "dialects/reference/verl/verl-tool-rollouts.json"), "utf8"),
);

describe("verl tool rollouts decoded without special tokens", () => {
  it.each(CASES)("$question: one step per tool call, then the answer", ({ output, expected_steps: expected }) => {
    const result = parseSteps(output);
    expect(result.dialect).toBe("verl-tool");
    expect(result.isFormatValid).toBe(true);
    expect(
      result.steps.map((step) =>
        step.kind === "answer"
          ? { kind: step.kind, reasoning: step.reasoning, answer: step.answer }
          : {
              kind: step.kind,
              reasoning: step.reasoning,
              query: step.query,
              titles: step.documents?.map((doc) => doc.title),
            },
      ),
    ).toEqual(expected);
    expect(findDroppedText(output, result)).toEqual([]);
  });

  it("the dumped prompt is never parsed: its instructions' example tags make no step", () => {
    const [first] = CASES;
    const result = parseSteps(first!.output);
    expect(result.steps.filter((step) => step.kind === "search")).toHaveLength(1);
    expect(first!.input).toContain("<answer> Beijing </answer>");
  });
});

describe("blankBareRoleWords", () => {
  it.each([
    {
      name: "Qwen2.5's single newlines",
      text: "</tool_call>user\n<tool_response>\nx\n</tool_response>\nassistant\n<think>",
      expected: "</tool_call>    \n<tool_response>\nx\n</tool_response>\n         \n<think>",
    },
    {
      name: "the model's own newline before its end of turn",
      text: "</tool_call>\nuser\n<tool_response>x</tool_response>\nassistant",
      expected: "</tool_call>\n    \n<tool_response>x</tool_response>\n         ",
    },
    { name: "a user the model talks about", text: "</tool_call>user asked", expected: "</tool_call>user asked" },
    {
      name: "assistant in the model's prose",
      text: "</tool_response>\nassistant says hi",
      expected: "</tool_response>\nassistant says hi",
    },
    { name: "no tool tags", text: "user\nassistant\n", expected: "user\nassistant\n" },
    {
      name: "astral characters keep offsets",
      text: "😀</tool_call>user<tool_response>",
      expected: "😀</tool_call>    <tool_response>",
    },
  ])("$name", ({ text, expected }) => {
    const blanked = blankBareRoleWords(text);
    expect(blanked).toBe(expected);
    expect(blanked).toHaveLength(text.length);
  });
});
