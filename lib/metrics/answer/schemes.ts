// The answer-normalization schemes a run can be scored with, described for the UI.

export type AnswerScheme = "flashrag" | "hiprag" | "prostep";

export type AnswerSchemeInfo = {
  scheme: AnswerScheme;
  label: string;
  /** The normalization steps, in order, as the reference code applies them. */
  normalization: string;
  /** What cover-EM means under this scheme (EM, acc and F1 share FlashRAG's definitions). */
  coverEm: string;
  /** Repository and path of the Python reference. */
  reference: string;
};

export const DEFAULT_ANSWER_SCHEME: AnswerScheme = "flashrag";

export const ANSWER_SCHEMES: readonly AnswerSchemeInfo[] = [
  {
    scheme: "flashrag",
    label: "FlashRAG",
    normalization:
      "lowercase (Python str.lower) → delete ASCII punctuation → articles a/an/the → space → collapse whitespace",
    coverEm: "a normalized gold occurs as a substring of the normalized prediction (same as acc)",
    reference: "RUC-NLPIR/FlashRAG flashrag/evaluator/utils.py, metrics.py",
  },
  {
    scheme: "hiprag",
    label: "HiPRAG",
    normalization:
      "lowercase → ASCII punctuation → space (not deleted) → articles a/an/the → space → collapse whitespace",
    coverEm: "a normalized gold occurs as a substring of the normalized prediction",
    reference: "qualidea1217/HiPRAG (scoring code unpublished; as described in docs/formats.md)",
  },
  {
    scheme: "prostep",
    label: "PRO-Step / R1-Searcher",
    normalization:
      'exact "True"/"False" → yes/no, "_" → space, lowercase, ASCII punctuation and ´ → space, titles ' +
      "(sir, mr, king, …) → space, articles → space, collapse whitespace",
    coverEm: "every gold token is a prediction token; a yes/no gold must be the first prediction token",
    reference: "keemminnke/PRO-Step src/prmrag/utils/answer_utils.py",
  },
];

export function isAnswerScheme(value: string): value is AnswerScheme {
  return ANSWER_SCHEMES.some((info) => info.scheme === value);
}
