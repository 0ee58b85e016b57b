import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ANSWER_SCHEME_NAMES, normalizeAnswer } from "@/lib/metrics/answer";
import { parseSteps } from "@/lib/trajectory";
import { documentHasGold, normalizedGolds } from "./gold-in-documents";
import { highlightGold, normalizeByWord } from "./highlight";

const REAL = path.join(import.meta.dirname, "..", "..", "test", "fixtures", "real");

/** Every retrieved document (title and text) and the golds of its trajectory, from real R1-Searcher files. */
function realDocuments(): { text: string; golds: string[] }[] {
  const out: { text: string; golds: string[] }[] = [];
  for (const file of ["r1-searcher-bamboogle-qwen.jsonl", "r1-searcher-hotpotqa-llama-40.jsonl"]) {
    for (const line of readFileSync(path.join(REAL, file), "utf8").split("\n").filter(Boolean)) {
      const record = JSON.parse(line) as { answer: string | string[]; gen_text_store: string };
      const golds = [record.answer].flat();
      for (const step of parseSteps(record.gen_text_store, { dialect: "r1-searcher" }).steps) {
        for (const doc of step.documents ?? []) {
          out.push({ text: doc.text, golds });
          if (doc.title) out.push({ text: doc.title, golds });
        }
      }
    }
  }
  return out;
}

const marked = (text: string, golds: string[]) =>
  highlightGold(text, golds, "flashrag")
    .filter((p) => p.isGold)
    .map((p) => p.text);

describe("highlightGold", () => {
  it.each([
    ["The capital is Paris.", ["paris"], ["Paris."]],
    ["Founded by Alexander the Great in 331 BC", ["Alexander the Great"], ["Alexander the Great"]],
    ["the U.S. Senate and the US House", ["US"], ["U.S.", "US", "House"]],
    // Matches inside a word mark the whole word: FlashRAG's test has no word boundary.
    ["a comparison of cities", ["paris"], ["comparison"]],
    ["London only", ["Paris"], []],
    ["<script>alert(1)</script> Paris", ["paris"], ["Paris"]],
  ])("%s, %j → %j", (text, golds, expected) => {
    expect(marked(text, golds)).toEqual(expected);
  });

  it("joins back to the original text, markup included, as plain slices", () => {
    const text = `<img src=x onerror="alert(1)"> lives   in\tParis, <b>France</b>`;
    const parts = highlightGold(text, ["Paris", "France"], "flashrag");
    expect(parts.map((p) => p.text).join("")).toBe(text);
    expect(parts.filter((p) => p.isGold).map((p) => p.text)).toEqual(["Paris,", "<b>France</b>"]);
  });

  it("keeps PRO-Step's whole-string True → yes from applying to a word of a longer text", () => {
    expect(highlightGold("It is True", ["yes"], "prostep").some((p) => p.isGold)).toBe(false);
    expect(highlightGold("True", ["yes"], "prostep").some((p) => p.isGold)).toBe(true);
  });
});

describe("on real documents", () => {
  const documents = realDocuments();

  it("normalizing word by word gives the normalized text, under every scheme", () => {
    expect(documents.length).toBeGreaterThan(500);
    for (const scheme of ANSWER_SCHEME_NAMES) {
      for (const { text } of documents)
        expect(normalizeByWord(text, scheme).normalized).toBe(normalizeAnswer(text, scheme));
    }
  }, 60_000);

  it("marks something exactly where the gold is found, and every mark holds the gold", () => {
    let found = 0;
    for (const { text, golds } of documents) {
      const wanted = normalizedGolds(golds, "flashrag");
      const parts = highlightGold(text, golds, "flashrag");
      const isFound = documentHasGold({ text }, wanted, "flashrag");
      expect(parts.some((p) => p.isGold)).toBe(isFound);
      for (const part of parts.filter((p) => p.isGold)) {
        expect(
          wanted.some(
            (g) =>
              normalizeAnswer(part.text, "flashrag").includes(g) || g.includes(normalizeAnswer(part.text, "flashrag")),
          ),
        ).toBe(true);
      }
      if (isFound) found++;
    }
    expect(found).toBeGreaterThan(50);
  }, 30_000);
});
