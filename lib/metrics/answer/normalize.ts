// Answer normalization, step for step as each Python reference does it (see schemes.ts).
import { pyCollapseWhitespace, pyLower, pyWordAlternation } from "./python-text";
import type { AnswerScheme } from "./schemes";

/** Python's string.punctuation: ASCII only, so “ ” ‘ ’ — – survive FlashRAG and HiPRAG. */
const ASCII_PUNCTUATION = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/g;
// PRO-Step adds ["'", "'", "´", "`"] to string.punctuation; in the published source both quotes
// are the ASCII apostrophe (not ‘ ’), so the only new character is U+00B4 ACUTE ACCENT.
const PROSTEP_PUNCTUATION = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e\u00b4]/g;
// R1-Searcher's metric_calc_rule.py adds ["‘", "’", "´", "`"]: its quotes are the curly ones.
const R1_SEARCHER_PUNCTUATION = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e\u00b4\u2018\u2019]/g;
const ARTICLES = pyWordAlternation(["a", "an", "the"]);
// keemminnke/PRO-Step src/prmrag/utils/answer_utils.py remove_titles, same words and order.
const TITLES = pyWordAlternation(
  (
    "sir|mr|mrs|ms|dr|prof|professor|president|ceo|cfo|cto|coo|chairman|chairwoman|director|mayor|governor|" +
    "senator|congressman|congresswoman|king|queen|prince|princess|duke|duchess|lord|lady|captain|general|" +
    "colonel|admiral"
  ).split("|"),
);

/** PRO-Step's and R1-Searcher's bool_mapping: only the exact strings, before any normalization. */
function boolMapping(text: string): string {
  return text === "True" ? "yes" : text === "False" ? "no" : text;
}

const flashrag = (text: string) =>
  pyCollapseWhitespace(ARTICLES.sub(" ", pyLower(text).replace(ASCII_PUNCTUATION, "")));

const NORMALIZERS: Record<AnswerScheme, (text: string) => string> = {
  // FlashRAG utils.py: white_space_fix(remove_articles(remove_punc(lower(s)))).
  flashrag,
  "flashrag-strict": flashrag,
  // HiPRAG reward.py normalize_string: articles out of the lowered text first, then punctuation
  // → space, so "Jack_the_Ripper" keeps its "the" ("_" is a word character to \b).
  hiprag: (text) => pyCollapseWhitespace(ARTICLES.sub(" ", pyLower(text)).replace(ASCII_PUNCTUATION, " ")),
  // R1-Searcher metric_calc_rule.py: white_space_fix(remove_articles(remove_punc(lower(replace_underscore(s)))))
  // after bool_mapping; no titles.
  "r1-searcher": (text) =>
    pyCollapseWhitespace(
      ARTICLES.sub(" ", pyLower(boolMapping(text).replaceAll("_", " ")).replace(R1_SEARCHER_PUNCTUATION, " ")),
    ),
  // PRO-Step: white_space_fix(remove_articles(remove_titles(remove_punc(lower(replace_underscore(s)))))).
  prostep: (text) =>
    pyCollapseWhitespace(
      ARTICLES.sub(
        " ",
        TITLES.sub(" ", pyLower(boolMapping(text).replaceAll("_", " ")).replace(PROSTEP_PUNCTUATION, " ")),
      ),
    ),
};

export function normalizeAnswer(text: string, scheme: AnswerScheme = "flashrag"): string {
  return NORMALIZERS[scheme](text);
}

/** Tokens of an already-normalized answer (it holds single spaces only). */
export function answerTokens(normalized: string): string[] {
  return normalized === "" ? [] : normalized.split(" ");
}

/** Normalized passages kept per scheme, at most this many each, the oldest dropped first. */
const KEPT_PASSAGES = 8192;
const keptPassages = new Map<AnswerScheme, Map<string, string>>();

/**
 * A retrieved document's title or text normalized as normalizeAnswer does. Passages come back again
 * and again (a finite corpus, the samples of one GRPO group asking the same question), and
 * normalizing them was about 13 % of ingest's CPU in a profile, so recent ones are kept: on
 * bench:ingest's Zipf-like reuse most are found here.
 */
export function normalizedPassage(text: string, scheme: AnswerScheme): string {
  let kept = keptPassages.get(scheme);
  if (!kept) keptPassages.set(scheme, (kept = new Map()));
  const found = kept.get(text);
  if (found !== undefined) return found;
  const normalized = normalizeAnswer(text, scheme);
  if (kept.size >= KEPT_PASSAGES) kept.delete(kept.keys().next().value!);
  kept.set(text, normalized);
  return normalized;
}

/**
 * normalizeAnswer(fields.join("\n"), scheme) from each field's kept normalization. A newline is
 * whitespace and no word character, so the fields normalize apart and join with one space (an
 * empty one adds nothing). Only R1-Searcher's and PRO-Step's bool mapping reads the whole text:
 * a field that is exactly "True" or "False" must not get it, so that text is normalized whole.
 */
export function normalizedPassages(fields: readonly string[], scheme: AnswerScheme): string {
  if (fields.length > 1 && fields.some((field) => boolMapping(field) !== field)) {
    return normalizeAnswer(fields.join("\n"), scheme);
  }
  return fields
    .map((field) => normalizedPassage(field, scheme))
    .filter((normalized) => normalized !== "")
    .join(" ");
}
