// The answer-normalization schemes a run can be scored with, each named after the code it equals
// (reference/ runs that code and the tests compare case for case), described for the UI.

export const ANSWER_SCHEME_NAMES = ["flashrag", "flashrag-strict", "hiprag", "r1-searcher", "prostep"] as const;

export type AnswerScheme = (typeof ANSWER_SCHEME_NAMES)[number];

export type AnswerSchemeInfo = {
  scheme: AnswerScheme;
  label: string;
  /** The normalization steps, in order, as the reference code applies them. */
  normalization: string;
  /** What cover-EM means under this scheme. */
  coverEm: string;
  /** What EM, acc and F1 mean under this scheme, and how it treats answers that normalize to "". */
  metrics: string;
  /** Repository, commit and path of the Python this scheme equals. */
  reference: string;
};

export const DEFAULT_ANSWER_SCHEME: AnswerScheme = "flashrag";

const FLASHRAG_METRICS =
  "EM: a normalized gold equals the normalized prediction; acc: a normalized gold is a substring of it; " +
  "F1: best token F1 over the golds (0 when a yes/no/noanswer side differs); cover-EM = acc";

export const ANSWER_SCHEMES: readonly AnswerSchemeInfo[] = [
  {
    scheme: "flashrag",
    label: "FlashRAG",
    normalization:
      "lowercase (Python str.lower) → delete ASCII punctuation → articles a/an/the → space → collapse whitespace",
    coverEm: "a normalized gold occurs as a substring of the normalized prediction (same as acc)",
    metrics: `${FLASHRAG_METRICS}. An answer that normalizes to "" (e.g. "the") matches a gold that does too, as in FlashRAG`,
    reference:
      "RUC-NLPIR/FlashRAG@1ee5249 flashrag/evaluator/utils.py normalize_answer, metrics.py ExactMatch, " +
      "Sub_ExactMatch, F1_Score (Search-R1's qa_em.py normalizes the same way)",
  },
  {
    scheme: "flashrag-strict",
    label: "FlashRAG, strict (opt-in)",
    normalization: "as FlashRAG",
    coverEm: "as acc",
    metrics:
      `${FLASHRAG_METRICS}. Stricter than FlashRAG: a prediction that normalizes to "" scores 0 and a gold ` +
      'that normalizes to "" is left out ("the" vs "a" is 0 here, 1 in FlashRAG)',
    reference: "trajscope's own variant of FlashRAG's metrics; equals no published code",
  },
  {
    scheme: "hiprag",
    label: "HiPRAG",
    normalization:
      "lowercase → articles a/an/the → space → ASCII punctuation → space (articles first, so " +
      '"Jack_the_Ripper" keeps its "the") → collapse whitespace',
    coverEm:
      "HiPRAG's cover_exact_match: an empty prediction is wrong; else a normalized gold is a substring of the " +
      "normalized prediction",
    metrics: "EM, acc and F1: FlashRAG's functions run with HiPRAG's normalization (its code defines cover-EM only)",
    reference: "qualidea1217/HiPRAG@3e64036 reward.py normalize_string, cover_exact_match",
  },
  {
    scheme: "r1-searcher",
    label: "R1-Searcher",
    normalization:
      'exact "True"/"False" → yes/no, "_" → space, lowercase, ASCII punctuation and ‘ ’ ´ ` → space, ' +
      "articles → space, collapse whitespace (no titles removed)",
    coverEm: "cover_em_1: every gold token is a prediction token (order and adjacency ignored)",
    metrics:
      "EM and F1 as metric_calc_rule.py reports them; acc = its cover_em_2 (a normalized gold is a substring " +
      "of the normalized prediction)",
    reference: "RUCAIBox/R1-Searcher@631167c evaluation/metric_calc_rule.py",
  },
  {
    scheme: "prostep",
    label: "PRO-Step",
    normalization:
      'exact "True"/"False" → yes/no, "_" → space, lowercase, ASCII punctuation and ´ → space, titles ' +
      "(sir, mr, king, …) → space, articles → space, collapse whitespace",
    coverEm: "every gold token is a prediction token; a yes/no gold must be the first prediction token",
    metrics: "EM and F1 as FlashRAG's over this normalization; acc: a normalized gold is a substring",
    reference:
      "keemminnke/PRO-Step src/prmrag/utils/answer_utils.py (re-implemented: the source could not be fetched to run)",
  },
];

export function isAnswerScheme(value: string): value is AnswerScheme {
  return (ANSWER_SCHEME_NAMES as readonly string[]).includes(value);
}

/** A run's scheme: its config.normalization, FlashRAG's when absent or unknown. */
export function answerSchemeOfRun(config: unknown): AnswerScheme {
  const value = (config as { normalization?: unknown } | null)?.normalization;
  return typeof value === "string" && isAnswerScheme(value) ? value : DEFAULT_ANSWER_SCHEME;
}

/**
 * The scheme each source format's own evaluation code scores with, by adapter name: ingest records
 * it in a run's config.normalization when the run names none. verl dumps and Search-R1 text get
 * FlashRAG's, which is Search-R1's qa_em.py normalization too. Our canonical format is absent: its
 * run record names its scheme (FlashRAG when it does not), as is the metrics format (no answers).
 */
export const FORMAT_ANSWER_SCHEMES = {
  flashrag: "flashrag",
  hiprag: "hiprag",
  "r1-searcher": "r1-searcher",
  "pro-step": "prostep",
  "pro-step-labels": "prostep",
  verl: "flashrag",
  // TRL's completion table has no gold answers; a log_extra column of them is kept in meta.
  trl: "flashrag",
  "search-r1-text": "flashrag",
} as const satisfies Record<string, AnswerScheme>;

/** The default scheme of a format (FlashRAG's for one not in the table). */
export function answerSchemeOfFormat(format: string): AnswerScheme {
  return (FORMAT_ANSWER_SCHEMES as Record<string, AnswerScheme>)[format] ?? DEFAULT_ANSWER_SCHEME;
}
