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
