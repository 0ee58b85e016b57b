import { describe, expect, it } from "vitest";
import { ALL_TAG_LITERALS, DIALECTS, detectDialect } from "./index";

describe("detectDialect", () => {
  it.each([
    { text: "<think>a</think><search>q</search><information>d</information><answer>x</answer>", expected: "search-r1" },
    { text: "plain text", expected: "search-r1" },
    { text: "", expected: "search-r1" },
    { text: "r <|begin_of_query|> q<|end_of_query|>", expected: "r1-searcher" },
    { text: "reasoning only </think>\n\n <answer> Yes </answer>", expected: "r1-searcher" },
    { text: "lost its opening tag</think><search>q</search>", expected: "search-r1" },
    { text: '<tool_call>{"name": "search"}</tool_call>', expected: "verl-tool" },
    { text: "<think>\n<step>\n    <reasoning>r</reasoning><search>q</search>", expected: "hiprag" },
    { text: "<plan>1. a</plan><think>t</think><search>q</search>", expected: "search-p1" },
    { text: "<think>t</think><search>q</search><documents>[1] T: d</documents>", expected: "pro-step" },
  ] as const)("$expected: $text", ({ text, expected }) => {
    expect(detectDialect(text)).toBe(expected);
  });

  it("looks only at the response, not at a prompt that quotes other dialects' tags", () => {
    const text = "Use <tool_call> or <step> like this.|<think>a</think><answer>b</answer>";
    expect(detectDialect(text, text.indexOf("|") + 1)).toBe("search-r1");
  });
});

describe("dialect registry", () => {
  it("lists every dialect once", () => {
    expect([...DIALECTS].sort()).toEqual(["hiprag", "pro-step", "r1-searcher", "search-p1", "search-r1", "verl-tool"]);
  });

  it("collects each markup literal once, chat markers included", () => {
    expect(ALL_TAG_LITERALS).toEqual(
      expect.arrayContaining(["<information>", "<|end_of_documents|>", "</tool_response>", "<|im_end|>"]),
    );
    expect(new Set(ALL_TAG_LITERALS).size).toBe(ALL_TAG_LITERALS.length);
  });
});
