import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findDroppedText } from "./coverage";
import { ALL_TAG_LITERALS, DIALECTS } from "./dialects/index";
import { parseSteps } from "./parse-steps";
import type { TDialect, TParseResult } from "./types";
import { REAL_FIXTURES } from "@/test/real-fixtures";

const fixtures = REAL_FIXTURES;
const caseFile = fs.readFileSync(path.join(fixtures, "search-r1-example-case.txt"), "utf8");
const r1Texts: string[] = fs
  .readFileSync(path.join(fixtures, "r1-searcher-bamboogle-qwen.jsonl"), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line).gen_text_store);
const labelledPassageTexts: string[] = fs
  .readFileSync(path.join(fixtures, "r1-searcher-hotpotqa-llama-40.jsonl"), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line).gen_text_store);
const realTexts = [...caseFile.split(/(?=<\|im_start\|>system)/), caseFile, ...r1Texts];

const nonWhitespace = (text: string) => [...text.replace(/\s+/g, "")].sort().join("");
const withoutTags = (text: string) => ALL_TAG_LITERALS.reduce((out, literal) => out.split(literal).join(" "), text);

/**
 * The no-text-dropped property: spans are ordered and inside the response, every word of the response
 * is in a field (findDroppedText), and, for steps without documents, the fields hold exactly the
 * non-whitespace characters of the span minus its tags — not one more, not one fewer.
 */
function expectLossless(text: string, result: TParseResult): void {
  let cursor = result.responseOffset;
  for (const [i, step] of result.steps.entries()) {
    expect(step.index).toBe(i);
    expect(step.span.start).toBeGreaterThanOrEqual(cursor);
    expect(step.span.end).toBeGreaterThanOrEqual(step.span.start);
    cursor = step.span.end;
    const fields = [step.reasoning, step.query, step.conclusion, step.answer].map((f) => withoutTags(f ?? "")).join("");
    const hasDocuments = (step.documents?.length ?? 0) > 0;
    if (!hasDocuments && result.dialect !== "verl-tool") {
      expect(nonWhitespace(fields)).toBe(nonWhitespace(withoutTags(text.slice(step.span.start, step.span.end))));
    }
  }
  expect(cursor).toBeLessThanOrEqual(text.length);
  expect(findDroppedText(text, result)).toEqual([]);
}

// A small seeded generator (mulberry32) so hostile cases are random but reproducible.
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  ...ALL_TAG_LITERALS,
  "My previous action is invalid. ",
  "Let me try again.",
  'Doc 1(Title: "T") ',
  "\nDoc 2(Title: ",
  "\n(1)Title   text",
  "\n(2)",
  "\n[1] T: ",
  '{"result": "Doc 1 (Title: A)\\nx\\n---\\nDoc 1 (Title: B)\\ny"}',
  '{"name": "search", "arguments": {"query_list": ["q1", "q2"]}}',
  '{"name": "search", "arguments": {',
  "1. first\n2. second",
  "<",
  ">",
  "</",
  "<|",
  "\n",
  " ",
  "\t",
  "(",
  ")",
  '"',
  "Ünïcödé",
  "日本語",
];

function tagSoup(next: () => number, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) {
    out += next() < 0.35 ? ` w${Math.floor(next() * 1000)} ` : (PIECES[Math.floor(next() * PIECES.length)] ?? "");
  }
  return out;
}

describe("findDroppedText", () => {
  const text = '<think>alpha</think><search>beta</search><information>Doc 1(Title: "Gamma") delta</information>';
  const result = parseSteps(text);

  it("is empty for a faithful parse", () => {
    expect(findDroppedText(text, result)).toEqual([]);
  });

  it.each([
    {
      name: "a field that lost its text",
      change: (r: TParseResult) => ({ ...r.steps[0]!, reasoning: null }),
      dropped: ["alpha"],
    },
    {
      name: "a document that lost its text",
      change: (r: TParseResult) => ({ ...r.steps[0]!, documents: [{ id: "1", title: "Gamma", text: "" }] }),
      dropped: ["delta"],
    },
    {
      name: "a span that no longer covers its text",
      change: (r: TParseResult) => ({ ...r.steps[0]!, span: { start: text.indexOf("<search>"), end: text.length } }),
      dropped: ["alpha"],
    },
  ])("reports $name", ({ change, dropped }) => {
    expect(findDroppedText(text, { ...result, steps: [change(result)] })).toEqual(dropped);
  });

  it("reports text after the last step", () => {
    expect(findDroppedText(`${text} omega`, result)).toEqual(["omega"]);
  });
});

describe("no text is ever dropped", () => {
  it("real samples, detected dialect and every forced dialect", () => {
    for (const text of realTexts) {
      expectLossless(text, parseSteps(text));
      for (const dialect of DIALECTS) expectLossless(text, parseSteps(text, { dialect }));
    }
  });

  // Long real rollouts (passages labelled "Title: … Text: …", some CSV-quoted); slow on a loaded machine.
  it("real R1-Searcher HotpotQA samples with labelled passages", { timeout: 60_000 }, () => {
    for (const text of labelledPassageTexts) {
      expectLossless(text, parseSteps(text));
      expectLossless(text, parseSteps(text, { dialect: "r1-searcher" }));
    }
  });

  it.each([
    { name: "empty", text: "" },
    { name: "whitespace", text: " \n\t " },
    { name: "nested tags", text: "<think><think>a<search>b<answer>c</answer>d</search></think>e</think>" },
    { name: "unclosed everything", text: "<think>a<search>b<information>c<answer>d" },
    { name: "closers only", text: "</answer>a</information>b</search>c</think>" },
    { name: "documents quoting tags", text: '<information>Doc 1(Title: "<answer>") </information> x</information>' },
    {
      name: "invalid feedback inside a search",
      text: "<search>q My previous action is invalid. <answer>z</answer> Let me try again. r</search>",
    },
    {
      name: "prompt markers mid-response",
      text: "<|im_start|>user\nQ<|im_end|>\n<|im_start|>assistant\na<|im_start|>user\nb",
    },
    { name: "HiPRAG out of order", text: "<conclusion>c<step></reasoning>r<context>x</step><search></context>" },
    { name: "plan inside answer", text: "<answer>a<plan>1. p\n2. q</answer></plan>" },
  ])("hostile input: $name", ({ text }) => {
    for (const dialect of [undefined, ...DIALECTS]) expectLossless(text, parseSteps(text, { dialect }));
  });

  it("500 random tag soups in every dialect", () => {
    const next = random(20240611);
    for (let i = 0; i < 500; i++) {
      const text = tagSoup(next, Math.floor(next() * 80));
      const dialect: TDialect | undefined = i % 7 === 6 ? undefined : DIALECTS[i % DIALECTS.length];
      expectLossless(text, parseSteps(text, { dialect }));
    }
  });
});

describe("huge inputs parse in well under a second", () => {
  const heart = caseFile.slice(caseFile.lastIndexOf("<|im_start|>assistant\n") + 22);
  const inputs: [string, string][] = [
    ["2 MB of Search-R1 rounds", heart.replace("<answer>", "<think>").repeat(Math.ceil(2_000_000 / heart.length))],
    ["2 MB of R1-Searcher text", r1Texts.join("\n").repeat(3).slice(0, 2_000_000)],
    ["2 MB of tag soup", tagSoup(random(7), 400_000).slice(0, 2_000_000)],
    ["2 MB of openers", "<search>".repeat(250_000)],
    ["2 MB inside one unclosed block", `<information>${"Doc 1(Title: x".repeat(150_000)}`],
    ["2 MB of invalid feedback", "My previous action is invalid. <search> ".repeat(50_000)],
  ];

  it.each(inputs)("%s", (_, text) => {
    expect(text.length).toBeGreaterThan(1_900_000);
    const started = performance.now();
    const result = parseSteps(text);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.steps.length).toBeGreaterThan(0);
  });
});
