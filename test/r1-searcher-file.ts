// R1-Searcher's rollout file read the plain way, for tests that count what the app should show
// without the app's code: its normalization (metric_calc_rule.py normalize_answer, written out anew
// for the ASCII these files hold) and the text between its document markers.

export const normalizeR1Searcher = (text: string) => {
  const mapped = text === "True" ? "yes" : text === "False" ? "no" : text;
  return mapped
    .replaceAll("_", " ")
    .toLowerCase()
    .replace(/[!-/:-@[-`{-~\u2018\u2019\u00b4]/g, " ")
    .replace(/\b(a|an|the)\b/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .join(" ");
};

/** Each block of retrieved documents in a generated text (an unclosed last block runs to the end). */
export const documentBlocks = (generated: string): string[] =>
  [...generated.matchAll(/<\|begin_of_documents\|>([\s\S]*?)(?:<\|end_of_documents\|>|$)/g)].map((m) => m[1]!);
