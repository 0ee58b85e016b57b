import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RetrievedTexts, type TGoldDocument } from "@/lib/failures/gold-in-documents";
import { parseSteps } from "@/lib/trajectory";
import {
  BEHAVIOURS,
  BEHAVIOUR_BITS,
  behaviourMask,
  behavioursOf,
  detectBehaviours,
  normalizeQuery,
  wordCount,
  type TBehaviourInput,
} from "./detectors";

type TStep = { kind: string; query?: string; documents?: TGoldDocument[] };
type TCase = Omit<TBehaviourInput, "steps" | "retrieved"> & { steps: TStep[] };

const search = (query: string, texts: string[] = []): TStep => ({
  kind: "search",
  query,
  documents: texts.map((text) => ({ title: null, text })),
});
const answer: TStep = { kind: "answer" };

const base: TCase = {
  question: "Who founded Alexandria?",
  goldenAnswers: ["Alexander the Great"],
  finalAnswer: "Alexander the Great",
  reward: 1,
  em: 1,
  steps: [search("founder of Alexandria", ["Alexandria was founded by Alexander the Great."]), answer],
};
const detect = (change: Partial<TCase>) => {
  const input = { ...base, ...change };
  const retrieved = RetrievedTexts.of(
    input.steps.map((s) => s.documents),
    "flashrag",
  );
  return detectBehaviours({ ...input, retrieved }, "flashrag");
};

describe("detectBehaviours", () => {
  it("finds nothing in a trajectory that searched once and answered from what it read", () => {
    expect(detect({})).toEqual([]);
  });

  it("no search: an answer with known steps, none of them a search", () => {
    expect(detect({ steps: [{ kind: "reasoning" }, answer] })).toContain("no_search");
    // Unknown steps are not evidence of anything; no answer is not an answer without search.
    expect(detect({ steps: [] })).not.toContain("no_search");
    expect(detect({ steps: [{ kind: "reasoning" }], finalAnswer: null })).not.toContain("no_search");
  });

  it("copied question: a query equal to the question, or holding it whole, up to case and punctuation", () => {
    expect(detect({ steps: [search("who founded alexandria"), answer] })).toContain("copied_question");
    expect(detect({ steps: [search("Wikipedia: Who founded  Alexandria ?"), answer] })).toContain("copied_question");
    expect(detect({ steps: [search("who founded"), answer] })).not.toContain("copied_question");
  });

  it("repeated query: two queries alike once normalized; distinct queries are not", () => {
    expect(detect({ steps: [search("Alexandria founder"), search("alexandria, founder!"), answer] })).toContain(
      "repeated_query",
    );
    expect(detect({ steps: [search("Alexandria founder"), search("Alexandria founded when"), answer] })).not.toContain(
      "repeated_query",
    );
    // Empty queries are no query at all.
    expect(detect({ steps: [search(""), search("  "), answer] })).not.toContain("repeated_query");
  });

  it("unsupported answer: in no retrieved document under the run's normalization", () => {
    expect(detect({ finalAnswer: "Ptolemy I" })).toContain("unsupported_answer");
    expect(detect({ finalAnswer: "ALEXANDER, the great" })).not.toContain("unsupported_answer");
    // Nothing retrieved: nothing to be supported by (that is no_search's business).
    expect(detect({ finalAnswer: "Ptolemy I", steps: [search("x"), answer] })).not.toContain("unsupported_answer");
    expect(detect({ finalAnswer: "Ptolemy I", steps: [{ kind: "search", query: "x" }, answer] })).not.toContain(
      "unsupported_answer",
    );
    expect(detect({ finalAnswer: null })).not.toContain("unsupported_answer");
  });

  it("long answer: at least six words and more than twice the longest gold's", () => {
    const sentence = "It was Alexander the Great who founded it"; // 8 words, gold has 3
    expect(detect({ finalAnswer: sentence })).toContain("long_answer");
    expect(detect({ finalAnswer: "Alexander III of Macedon, called the Great" })).toContain("long_answer"); // 7 > 2 × 3
    expect(detect({ finalAnswer: "Alexander III of Macedon, the Great" })).not.toContain("long_answer"); // 6 = 2 × 3
    expect(detect({ finalAnswer: "Alexander III of Macedon" })).not.toContain("long_answer");
    expect(detect({ finalAnswer: sentence, goldenAnswers: ["a b c d e"] })).not.toContain("long_answer");
    expect(detect({ finalAnswer: sentence, goldenAnswers: [] })).not.toContain("long_answer");
  });

  it("format-only reward: a reward above 0 with EM 0", () => {
    expect(detect({ reward: 0.1, em: 0 })).toContain("format_only_reward");
    expect(detect({ reward: 0, em: 0 })).not.toContain("format_only_reward");
    expect(detect({ reward: 0.1, em: null })).not.toContain("format_only_reward");
    expect(detect({ reward: null, em: 0 })).not.toContain("format_only_reward");
  });

  it("reads a real R1-Searcher trajectory's parsed steps", () => {
    const file = path.join(
      import.meta.dirname,
      "..",
      "..",
      "test",
      "fixtures",
      "real",
      "r1-searcher-bamboogle-qwen.jsonl",
    );
    const records = readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as { question: string; answer: string | string[]; gen_text_store: string });
    let searched = 0;
    for (const record of records.slice(0, 40)) {
      const { steps, finalAnswer } = parseSteps(record.gen_text_store, { dialect: "r1-searcher" });
      const found = detectBehaviours(
        {
          question: record.question,
          goldenAnswers: [record.answer].flat(),
          finalAnswer,
          reward: null,
          em: null,
          steps,
          retrieved: RetrievedTexts.of(
            steps.map((s) => s.documents),
            "r1-searcher",
          ),
        },
        "r1-searcher",
      );
      const searches = steps.filter((s) => s.kind === "search").length;
      if (searches > 0) searched++;
      // Each flag agrees with what the parsed steps plainly show.
      expect(found.includes("no_search")).toBe(finalAnswer !== null && searches === 0 && steps.length > 0);
      const queries = steps.flatMap((s) => (s.kind === "search" && s.query ? [normalizeQuery(s.query)] : []));
      expect(found.includes("repeated_query")).toBe(
        new Set(queries.filter(Boolean)).size < queries.filter(Boolean).length,
      );
    }
    expect(searched).toBeGreaterThan(0);
  });
});

describe("the stored mask", () => {
  it("round-trips every subset, bits distinct", () => {
    expect(new Set(Object.values(BEHAVIOUR_BITS)).size).toBe(BEHAVIOURS.length);
    for (let mask = 0; mask < 1 << BEHAVIOURS.length; mask++) expect(behaviourMask(behavioursOf(mask))).toBe(mask);
  });
});

describe("normalizeQuery and wordCount", () => {
  it("lowercases, drops punctuation, collapses spaces", () => {
    expect(normalizeQuery("  Who  founded\tAlexandria?! ")).toBe("who founded alexandria");
    expect(normalizeQuery("Ｗｈｏ")).toBe("who");
  });
  it("counts words between whitespace", () => {
    expect(wordCount("  a  b\nc ")).toBe(3);
    expect(wordCount("")).toBe(0);
  });
});
