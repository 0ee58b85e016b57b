import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normalizeAnswer } from "./normalize";
import { pyCollapseWhitespace, pyIncludes, pyLower, pySplitSpans, pyWordAlternation } from "./python-text";
import type { AnswerScheme } from "./schemes";

// flashrag-strict normalizes as flashrag does, so the sweep holds the four distinct normalizers.
type SweptScheme = Exclude<AnswerScheme, "flashrag-strict">;
type Chunk = { start: number; end: number; lower: string } & Record<SweptScheme, string>;

// Hashes Python computed over every code point (reference/generate-cases.py sweep()).
const sweep = JSON.parse(readFileSync(new URL("./reference/unicode-sweep.json", import.meta.url), "utf8")) as {
  chunks: Chunk[];
};
const hash = (text: string) => createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16);
/** Python's `text.split()`, from the token offsets. */
const pySplit = (text: string) => pySplitSpans(text).map(({ start, end }) => text.slice(start, end));
const SCHEMES: SweptScheme[] = ["flashrag", "hiprag", "r1-searcher", "prostep"];

function probe(cp: number): string {
  const c = String.fromCodePoint(cp);
  return [
    c + "Σ",
    "A" + c + "Σ",
    "AΣ" + c,
    "AΣ" + c + "B",
    "the" + c + "an",
    c + "a" + c,
    "x" + c + "y",
    "THE" + c,
  ].join("\n");
}

describe("Python str semantics", () => {
  it("lowers like Python 3.11, not like this engine's ICU", () => {
    expect(pyLower("İA")).toBe("i\u0307a");
    expect(pyLower("ΟΔΥΣΣΕΥΣ")).toBe("οδυσσευς");
    expect(pyLower("AΣ'B")).toBe("aσ'b"); // the apostrophe is case-ignorable, B is cased
    expect(pyLower("A\u0345Σ")).toBe("a\u0345ς");
    expect(pyLower("ẞ ß ﬁ")).toBe("ß ß ﬁ");
    expect(pyLower("\ua7cb\u1c89")).toBe("\ua7cb\u1c89"); // unassigned in Unicode 14
    expect(pyLower("x\ud83d\u03a3")).toBe("x\ud83dσ"); // a lone surrogate is neither cased nor ignorable
  });

  it("splits on Python whitespace only", () => {
    expect(pySplit("\x1ca\x85b\u00a0c\u3000d\ufeffe\u200bf ")).toEqual(["a", "b", "c", "d\ufeffe\u200bf"]);
    expect(pySplit("  ")).toEqual([]);
  });

  it("collapses whitespace as joining the split with single spaces", () => {
    const pieces = [
      " ",
      "\x1c",
      "\x85",
      "\u00a0",
      "\u3000",
      "\t\n",
      "\ufeff",
      "\u200b",
      "a",
      "bc",
      "é",
      "😀",
      "\ud83d",
    ];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let n = 0; n < 2000; n++) {
      const text = Array.from({ length: next() % 12 }, () => pieces[next() % pieces.length]).join("");
      expect(pyCollapseWhitespace(text), JSON.stringify(text)).toBe(pySplit(text).join(" "));
    }
  });

  it("treats Python alphanumerics as word characters around articles", () => {
    const articles = pyWordAlternation(["a", "an", "the"]);
    expect(articles.sub("_", "the² thé the\u0301 the-x the北京 the\u{11f04}")).toBe(
      "the² thé _\u0301 _-x the北京 _\u{11f04}",
    );
    // ASCII text takes JavaScript's \b: the same words, the same boundaries as the Unicode pattern,
    // which a trailing no-break space (not a word character) makes the text take.
    const pieces = ["the", "a", "an", "x", "2", "_", " ", "-", "(", "\n"];
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let n = 0; n < 2000; n++) {
      const text = Array.from({ length: next() % 10 }, () => pieces[next() % pieces.length]).join("");
      expect(articles.sub("_", text), JSON.stringify(text)).toBe(articles.sub("_", `${text}\u00a0`).slice(0, -1));
    }
    expect(articles.sub("_", "the theme a_the an-an 2the the2 (a) bathe the")).toBe(
      "_ theme a_the _-_ 2the the2 (_) bathe _",
    );
  });

  it("matches substrings by code point", () => {
    expect(pyIncludes("x😀", "\ud83d")).toBe(false);
    expect(pyIncludes("x\ud83d", "\ud83d")).toBe(true);
    expect(pyIncludes("😀😀", "\ude00\ud83d")).toBe(false);
    expect(pyIncludes("abc", "")).toBe(true);
  });

  it.each(sweep.chunks.map((chunk) => [chunk.start.toString(16), chunk] as const))(
    "every code point from U+%s agrees with Python",
    (_start, chunk) => {
      const cps: number[] = [];
      for (let cp = chunk.start; cp <= chunk.end; cp++) if (cp < 0xd800 || cp > 0xdfff) cps.push(cp);
      expect(hash(pyLower(String.fromCodePoint(...cps)))).toBe(chunk.lower);
      const probes = cps.map(probe).join("\n");
      for (const scheme of SCHEMES) expect(hash(normalizeAnswer(probes, scheme)), scheme).toBe(chunk[scheme]);
    },
  );
});
