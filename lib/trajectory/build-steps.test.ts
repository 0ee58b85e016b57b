import { describe, expect, it } from "vitest";
import { buildSteps } from "./build-steps";
import { DIALECT_SPECS, vocabularyOf } from "./dialects/index";
import { scanTags } from "./tags";
import type { TDialect, TParsedStep } from "./types";

function build(text: string, dialect: TDialect): TParsedStep[] {
  return buildSteps(text, scanTags(text, 0, vocabularyOf(dialect)), DIALECT_SPECS[dialect]);
}

// Steps without null fields, documents reduced to their titles, so each expectation fits a line or two.
function compact(step: TParsedStep) {
  const { kind, reasoning, query, documents, conclusion, answer } = step;
  const fields = { kind, reasoning, query, titles: documents?.map((d) => d.title), conclusion, answer };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));
}

const INVALID =
  "My previous action is invalid. If I want to search, I should put the query between <search> and </search>. " +
  "If I want to give the final answer, I should put the answer between <answer> and </answer>. Let me try again.";
const INFO = '\n\n<information>Doc 1(Title: "T") d</information>\n\n';

describe("buildSteps", () => {
  it.each([
    {
      name: "reasoning joins the search, documents attach to it, trailing reasoning stands alone",
      dialect: "search-r1",
      text: `<think>r1</think>\n<search> q1 </search>${INFO}<think>r2</think>`,
      expected: [
        { kind: "search", reasoning: "r1", query: "q1", titles: ["T"] },
        { kind: "reasoning", reasoning: "r2" },
      ],
    },
    {
      name: "the answer carries its reasoning",
      dialect: "search-r1",
      text: "<think>r</think>\n<answer> Paris </answer>",
      expected: [{ kind: "answer", reasoning: "r", answer: "Paris" }],
    },
    {
      name: "reasoning outside <think> and a stray </think>",
      dialect: "search-r1",
      text: "<think>a</think> b </think>\n\n<answer>x</answer>",
      expected: [{ kind: "answer", reasoning: "a\nb", answer: "x" }],
    },
    {
      name: "cut off inside a search",
      dialect: "search-r1",
      text: "<think>r</think><search>half a que",
      expected: [{ kind: "search", reasoning: "r", query: "half a que" }],
    },
    {
      name: "an unclosed search ends at the next tag",
      dialect: "search-r1",
      text: `<search>q${INFO}`,
      expected: [{ kind: "search", query: "q", titles: ["T"] }],
    },
    {
      name: "cut off inside the answer",
      dialect: "search-r1",
      text: "<answer>x",
      expected: [{ kind: "answer", answer: "x" }],
    },
    {
      name: "invalid-action feedback is its own step between the rejected turn and the retry",
      dialect: "search-r1",
      text: `<think>r</think> no action\n${INVALID}\n<think>r2</think><answer>x</answer>`,
      expected: [
        { kind: "reasoning", reasoning: "r\nno action" },
        { kind: "invalid", reasoning: INVALID },
        { kind: "answer", reasoning: "r2", answer: "x" },
      ],
    },
    {
      name: "text between a search and its documents starts a new step",
      dialect: "search-r1",
      text: `<search>q</search> chatter ${INFO}`,
      expected: [
        { kind: "search", query: "q" },
        { kind: "search", reasoning: "chatter", titles: ["T"] },
      ],
    },
    {
      name: "two answers are two steps",
      dialect: "search-r1",
      text: "<answer>a</answer><answer>b</answer>",
      expected: [
        { kind: "answer", answer: "a" },
        { kind: "answer", answer: "b" },
      ],
    },
    {
      name: "an empty answer is still an answer",
      dialect: "search-r1",
      text: "<think>r</think><answer> </answer>",
      expected: [{ kind: "answer", reasoning: "r", answer: "" }],
    },
    {
      name: "an empty search without documents is not a search",
      dialect: "search-r1",
      text: "<think>r</think><search> </search>",
      expected: [{ kind: "reasoning", reasoning: "r" }],
    },
    {
      name: "nested tags: the inner opening ends the outer block",
      dialect: "search-r1",
      text: "<answer><search>q</search></answer>",
      expected: [
        { kind: "answer", answer: "" },
        { kind: "search", query: "q" },
      ],
    },
    {
      name: "HiPRAG search step and non-search step",
      dialect: "hiprag",
      text:
        "<think>\n<step>\n    <reasoning>r1</reasoning>\n    <search>q</search>\n" +
        '    <context>Doc 1(Title: "T") d</context>\n    <conclusion>c1</conclusion>\n</step>\n' +
        "<step><reasoning>r2</reasoning><conclusion>c2</conclusion></step>\n</think>\n<answer>x</answer>",
      expected: [
        { kind: "search", reasoning: "r1", query: "q", titles: ["T"], conclusion: "c1" },
        { kind: "reasoning", reasoning: "r2", conclusion: "c2" },
        { kind: "answer", answer: "x" },
      ],
    },
    {
      name: "HiPRAG V1 empty search and context mean a non-search step",
      dialect: "hiprag",
      text: "<step><reasoning>r</reasoning><search></search><context></context><conclusion>c</conclusion></step>",
      expected: [{ kind: "reasoning", reasoning: "r", titles: [], conclusion: "c" }],
    },
    {
      name: "HiPRAG without <step> wrappers still splits at each new reasoning",
      dialect: "hiprag",
      text: "<reasoning>a</reasoning><conclusion>b</conclusion><reasoning>c</reasoning><conclusion>d</conclusion>",
      expected: [
        { kind: "reasoning", reasoning: "a", conclusion: "b" },
        { kind: "reasoning", reasoning: "c", conclusion: "d" },
      ],
    },
    {
      name: "Search-P1 plan is a step of its own",
      dialect: "search-p1",
      text: "intro <plan>1. find a\n2. find b</plan><think>r</think><answer>x</answer>",
      expected: [
        { kind: "reasoning", reasoning: "intro" },
        { kind: "plan", reasoning: "1. find a\n2. find b" },
        { kind: "answer", reasoning: "r", answer: "x" },
      ],
    },
    {
      name: "verl tool call and response across chat turns",
      dialect: "verl-tool",
      text:
        '<think>r</think>\n<tool_call>\n{"name": "search", "arguments": {"query_list": ["q"]}}\n</tool_call><|im_end|>\n' +
        '<|im_start|>user\n<tool_response>\n{"result": "Doc 1 (Title: T)\\nd"}\n</tool_response><|im_end|>\n' +
        "<|im_start|>assistant\n<answer>x</answer>",
      expected: [
        { kind: "search", reasoning: "r", query: "q", titles: ["T"] },
        { kind: "answer", answer: "x" },
      ],
    },
    {
      name: "a malformed tool call keeps its raw text",
      dialect: "verl-tool",
      text: '<tool_call>{"name": "search", "arguments": {</tool_call>',
      expected: [{ kind: "search", query: '{"name": "search", "arguments": {' }],
    },
    { name: "empty input", dialect: "search-r1", text: "", expected: [] },
    { name: "markup only", dialect: "search-r1", text: "<think></think>\n<|im_end|>", expected: [] },
  ] as const)("$name", ({ text, dialect, expected }) => {
    expect(build(text, dialect).map(compact)).toEqual(expected);
  });

  it("spans run from a step's first markup to its last closing tag, indexes count from 0", () => {
    const text = `<think>r1</think>\n<search>q1</search>${INFO}<think>r2</think>\n\n<answer>x</answer><|im_end|>`;
    const steps = build(text, "search-r1");
    expect(steps.map((s) => s.index)).toEqual([0, 1]);
    expect(steps.map((s) => text.slice(s.span.start, s.span.end))).toEqual([
      `<think>r1</think>\n<search>q1</search>${INFO.trimEnd()}`,
      "<think>r2</think>\n\n<answer>x</answer>",
    ]);
  });

  it("an unclosed block's span ends at its last non-whitespace character", () => {
    const text = "<search> q  \n<|im_end|>";
    const [step] = build(text, "search-r1");
    expect(step && text.slice(step.span.start, step.span.end)).toBe("<search> q");
  });
});
