import { describe, expect, it } from "vitest";
import { DIALECT_SPECS, vocabularyOf } from "./dialects/index";
import { scanTags } from "./tags";
import type { TDialect } from "./types";
import { isFormatValid } from "./validity";

function check(text: string, dialect: TDialect): boolean {
  return isFormatValid(text, scanTags(text, 0, vocabularyOf(dialect)), DIALECT_SPECS[dialect].grammar);
}

const INVALID =
  "\nMy previous action is invalid. If I want to search, I should put the query between <search> and </search>. " +
  "If I want to give the final answer, I should put the answer between <answer> and </answer>. Let me try again.\n";
const ROUND = "<think>a</think>\n<search> q </search>\n\n<information>Doc 1(Title: T) d</information>\n\n";
const HIPRAG_SEARCH =
  "<step><reasoning>r</reasoning><search>q</search><context>d</context><conclusion>c</conclusion></step>";
const HIPRAG_THINK = "<step><reasoning>r</reasoning><conclusion>c</conclusion></step>";
const VERL_ROUND =
  '<tool_call>{"name": "search"}</tool_call><|im_end|>\n<|im_start|>user\n<tool_response>d</tool_response><|im_end|>\n<|im_start|>assistant\n';

describe("isFormatValid", () => {
  it.each([
    ["search-r1", "<think>a</think><answer>b</answer>", true],
    ["search-r1", `${ROUND}${ROUND}<think>b</think>\n<answer> x </answer>`, true],
    ["search-r1", "<think>a</think><answer>b</answer><|im_end|>", true],
    ["search-r1", "<think>a</think> outside think <answer>b</answer>", false],
    ["search-r1", `${ROUND}From the information, it is X. </think>\n\n<answer> X </answer>`, false],
    ["search-r1", "<think>a</think><search>q</search><think>b</think><answer>x</answer>", false],
    ["search-r1", "<think>a</think><search>q", false],
    ["search-r1", `<think>a</think> oops${INVALID}<think>b</think><answer>x</answer>`, false],
    ["search-r1", "<think>a</think><answer>b</answer> trailing", false],
    ["search-r1", "<answer>b</answer>", false],
    ["search-r1", "", false],
    ["search-p1", "<plan>1. a\n2. b</plan><think>t</think><answer>x</answer>", true],
    ["search-p1", "<think>t</think><answer>x</answer>", true],
    ["search-p1", "<think>t</think><plan>1. a</plan><answer>x</answer>", false],
    ["pro-step", "<think>a</think>\nSo the answer is <answer>x</answer>", true],
    [
      "pro-step",
      "<think>a</think><search>q</search>\n<documents>\n[1] T: d\n</documents><think>b</think><answer>x</answer>",
      true,
    ],
    ["pro-step", "<think>a</think><search>q</search>\n<information>d</information><answer>x</answer>", false],
    ["hiprag", `<think>\n${HIPRAG_SEARCH}\n${HIPRAG_THINK}\n</think>\n<answer>x</answer>`, true],
    [
      "hiprag",
      "<think><step><reasoning>r</reasoning><search></search><context></context><conclusion>c</conclusion></step></think><answer>x</answer>",
      true,
    ],
    [
      "hiprag",
      "<think><step><reasoning>r</reasoning><search>q</search><context>d</context></step></think><answer>x</answer>",
      false,
    ],
    ["hiprag", `<think>${HIPRAG_THINK}<answer>x</answer></think>`, false],
    ["hiprag", `<think>${HIPRAG_THINK} loose text </think><answer>x</answer>`, false],
    [
      "r1-searcher",
      "plan\n<|begin_of_query|> q<|end_of_query|>\n\n<|begin_of_documents|>\n(1)T   d\n<|end_of_documents|>\n\nso</think>\n\n <answer> x </answer>",
      true,
    ],
    ["r1-searcher", "<think>reasoning</think><answer>x</answer>", true],
    ["r1-searcher", "r<|begin_of_query|> q<|end_of_query|> r </think><answer>x</answer>", false],
    ["r1-searcher", "reasoning <answer>x</answer>", false],
    ["verl-tool", `<think>a</think>\n${VERL_ROUND}${VERL_ROUND}<answer>x</answer><|im_end|>`, true],
    ["verl-tool", "plain reasoning <answer>x</answer>", true],
    ["verl-tool", '<tool_call>{"name": "search"}</tool_call> then <answer>x</answer>', false],
  ] as const)("%s: %j → %s", (dialect, text, expected) => {
    expect(check(text, dialect)).toBe(expected);
  });
});
