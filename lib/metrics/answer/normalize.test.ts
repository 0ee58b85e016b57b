import { describe, expect, it } from "vitest";
import { normalizeAnswer, normalizedPassage, normalizedPassages } from "./normalize";
import { ANSWER_SCHEME_NAMES } from "./schemes";

describe("normalizedPassage", () => {
  const text = "The U.S. Senate's “Prof. Smith” — Jack_the_Ripper ´a´ True";

  it("gives each scheme its own normalization of the same text, however often it is asked", () => {
    for (let round = 0; round < 2; round++) {
      for (const scheme of ANSWER_SCHEME_NAMES) {
        expect(normalizedPassage(text, scheme)).toBe(normalizeAnswer(text, scheme));
      }
    }
  });

  it("stays right for texts asked again after many others", () => {
    const texts = Array.from({ length: 10_000 }, (_, i) => `Passage ${i}: the answer is ${i % 7}.`);
    for (const t of texts) normalizedPassage(t, "flashrag");
    for (const t of [texts[0]!, texts[9_999]!, text]) {
      expect(normalizedPassage(t, "flashrag")).toBe(normalizeAnswer(t, "flashrag"));
    }
  });
});

describe("normalizedPassages", () => {
  // Fields whose edges could change across a join: articles and titles at the seam, punctuation,
  // whitespace and empty fields, a final sigma, underscores, and the exact strings bool-mapped.
  const fields = ["", "  ", "The", "the end.", "Mr", "ΑΣ", "Σα", "a_", "_b", "True", "False", "True.", "x\u00a0", "é"];

  it("equals normalizing the fields joined by a newline, in every scheme", () => {
    for (const scheme of ANSWER_SCHEME_NAMES) {
      for (const title of fields) {
        for (const text of fields) {
          const joined = normalizeAnswer(`${title}\n${text}`, scheme);
          expect(normalizedPassages([title, text], scheme), `${scheme} ${JSON.stringify([title, text])}`).toBe(joined);
        }
      }
    }
  });
});
