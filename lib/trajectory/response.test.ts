import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findResponseOffset } from "./response";
import { REAL_FIXTURES } from "@/test/real-fixtures";

const caseFile = path.join(REAL_FIXTURES, "search-r1-example-case.txt");

const qwenPrompt = "<|im_start|>system\nS<|im_end|>\n<|im_start|>user\nQ <answer> Beijing </answer><|im_end|>\n";

describe("findResponseOffset", () => {
  it.each([
    { name: "no chat markers: the text is the response", text: "<think>x</think>", response: "<think>x</think>" },
    {
      name: "after the assistant marker and its newline",
      text: `${qwenPrompt}<|im_start|>assistant\nR`,
      response: "R",
    },
    {
      name: "multi-turn tool rollout keeps every turn after the question",
      text:
        `${qwenPrompt}<|im_start|>assistant\n<tool_call>{}</tool_call><|im_end|>\n` +
        "<|im_start|>user\n<tool_response>\nD\n</tool_response><|im_end|>\n<|im_start|>assistant\nA",
      response:
        "<tool_call>{}</tool_call><|im_end|>\n<|im_start|>user\n<tool_response>\nD\n</tool_response><|im_end|>\n" +
        "<|im_start|>assistant\nA",
    },
    {
      name: "a response alone whose tool turns carry assistant markers starts at 0",
      text: "<tool_call>{}</tool_call><|im_end|>\n<|im_start|>user\n<tool_response>D</tool_response><|im_end|>\n<|im_start|>assistant\nA",
      response:
        "<tool_call>{}</tool_call><|im_end|>\n<|im_start|>user\n<tool_response>D</tool_response><|im_end|>\n<|im_start|>assistant\nA",
    },
    {
      name: "Llama 3 template",
      text: "<|start_header_id|>user<|end_header_id|>\n\nQ<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\nR",
      response: "\nR",
    },
    { name: "prompt without generation prompt", text: `${qwenPrompt}R`, response: "R" },
    { name: "cut inside the question", text: "<|im_start|>user\nQ <answer>", response: "" },
  ])("$name", ({ text, response }) => {
    expect(text.slice(findResponseOffset(text))).toBe(response);
  });

  it("uses the last question when a file holds several rollouts (Search-R1 example case)", () => {
    const text = fs.readFileSync(caseFile, "utf8");
    const response = text.slice(findResponseOffset(text));
    expect(response.startsWith("<think> I remember that the heart's electrical impulses")).toBe(true);
    expect(response).not.toContain("Beijing");
  });

  it.each([
    { override: 3, expected: 3 },
    { override: -5, expected: 0 },
    { override: 99, expected: 10 },
  ])("an explicit offset $override wins, clamped to the text", ({ override, expected }) => {
    expect(findResponseOffset("0123456789", override)).toBe(expected);
  });

  it("ignores a non-finite explicit offset", () => {
    expect(findResponseOffset(`${qwenPrompt}<|im_start|>assistant\nR`, Number.NaN)).toBe(qwenPrompt.length + 22);
  });
});
