import { describe, expect, it } from "vitest";
import { DIALECT_SPECS } from "./dialects/index";
import { type TToken, buildVocabulary, scanTags } from "./tags";

const vocab = buildVocabulary(DIALECT_SPECS["search-r1"].tags);

// Renders tokens compactly: text as its content, tags as role with a leading "/" when closing.
function render(text: string, tokens: TToken[]): string[] {
  return tokens.map((t) => {
    if (t.type === "text") return JSON.stringify(text.slice(t.start, t.end));
    if (t.type === "invalid") return "INVALID";
    return `${t.isClose ? "/" : ""}${t.role}`;
  });
}

describe("scanTags", () => {
  it.each([
    { name: "empty", text: "", expected: [] },
    { name: "plain text", text: "no tags at all", expected: ['"no tags at all"'] },
    {
      name: "think, search, information",
      text: "<think>a</think><search>q</search><information>d</information>",
      expected: ["think", '"a"', "/think", "query", '"q"', "/query", "docs", '"d"', "/docs"],
    },
    {
      name: "documents are opaque: quoted tags inside stay text",
      text: "<information>x <answer>y</answer> z</information>after",
      expected: ["docs", '"x <answer>y</answer> z"', "/docs", '"after"'],
    },
    { name: "unclosed documents run to the end", text: "<information>x <think>", expected: ["docs", '"x <think>"'] },
    { name: "unknown tags are text", text: "<b>bold</b>", expected: ['"<b>bold</b>"'] },
    {
      name: "longest chat marker wins",
      text: "<|im_start|>user\nhi<|im_end|>",
      expected: ["chat", '"\\nhi"', "chat"],
    },
    {
      name: "invalid-action feedback is one token despite its quoted tags",
      text:
        "x\nMy previous action is invalid. If I want to search, I should put the query between <search> and " +
        "</search>. If I want to give the final answer, I should put the answer between <answer> and </answer>. " +
        "Let me try again.\n<answer>a</answer>",
      expected: ['"x\\n"', "INVALID", '"\\n"', "answer", '"a"', "/answer"],
    },
    { name: "lone angle brackets", text: "a < b <<", expected: ['"a < b <<"'] },
  ])("$name", ({ text, expected }) => {
    expect(render(text, scanTags(text, 0, vocab))).toEqual(expected);
  });

  it("starts at the given offset and reports absolute offsets", () => {
    const text = "<answer>prompt</answer>|<answer>r</answer>";
    const tokens = scanTags(text, 24, vocab);
    expect(tokens[0]).toEqual({ type: "tag", role: "answer", isClose: false, start: 24, end: 32 });
    expect(render(text, tokens)).toEqual(["answer", '"r"', "/answer"]);
  });

  it("tiles the scanned range with no gaps or overlaps", () => {
    const text = "a<think>b</think><search>c<information>d</information>e<|im_end|>";
    const tokens = scanTags(text, 0, vocab);
    let at = 0;
    for (const token of tokens) {
      expect(token.start).toBe(at);
      at = token.end;
    }
    expect(at).toBe(text.length);
  });

  it("stays linear on a megabyte of near-miss markers", () => {
    for (const unit of ["<", "<|", "<thin", "My previous action is invali"]) {
      const text = unit.repeat(Math.ceil(1_000_000 / unit.length));
      const started = performance.now();
      scanTags(text, 0, vocab);
      expect(performance.now() - started).toBeLessThan(500);
    }
  });
});
