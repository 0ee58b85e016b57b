// HiPRAG's answer check and step split (qualidea1217/HiPRAG reward.py and verl/utils/reward_score/
// qa_em_format.py), ported line for line: the HiPRAG preset's A is this cover-EM whatever the run's
// normalization. lib/rewards/reference/ replays them in Python.
import { pyCollapseWhitespace, pyIncludes, pyLower, pyWordAlternation } from "@/lib/metrics/answer/python-text";
import { pyStrip } from "@/lib/trajectory/python-str";

const ARTICLES = pyWordAlternation(["a", "an", "the"]);
const ASCII_PUNCTUATION = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/g;

/** normalize_string: lowercase, articles → space, then ASCII punctuation → space, collapse. */
export function normalizeString(text: string): string {
  return pyCollapseWhitespace(ARTICLES.sub(" ", pyLower(text)).replace(ASCII_PUNCTUATION, " "));
}

/** cover_exact_match: some normalized gold is a substring of the normalized prediction; "" scores 0. */
export function coverExactMatch(prediction: string | null, golds: readonly string[]): boolean {
  if (!prediction) return false;
  const normalized = normalizeString(prediction);
  return golds.some((gold) => pyIncludes(normalized, normalizeString(gold)));
}

/** extract_str_between(_optimized): non-overlapping start…end spans, each end the first after its start. */
export function extractStrBetween(text: string, start: string, end: string): string[] {
  const results: string[] = [];
  for (let at = text.indexOf(start); at !== -1;) {
    const from = at + start.length;
    const to = text.indexOf(end, from);
    if (to === -1) break;
    results.push(text.slice(from, to));
    at = text.indexOf(start, to + end.length);
  }
  return results;
}

/** search_r1_format's predicted answer: the last <answer> span, stripped; "" without one. */
export function predictedAnswer(response: string): string {
  const matches = extractStrBetween(response, "<answer>", "</answer>");
  return matches.length ? pyStrip(matches[matches.length - 1] as string) : "";
}

/** get_steps_from_full_response: the <step> contents after the last <think>, up to its </think>. */
export function getStepsFromFullResponse(fullResponse: string): string[] {
  const steps: string[] = [];
  const thinkStart = fullResponse.lastIndexOf("<think>");
  const thinkEnd = fullResponse.indexOf("</think>", thinkStart === -1 ? fullResponse.length - 1 : thinkStart);
  for (let start = thinkStart; start < thinkEnd;) {
    start = fullResponse.indexOf("<step>", start);
    if (start === -1) break;
    const end = fullResponse.indexOf("</step>", start);
    if (end === -1) break;
    steps.push(fullResponse.slice(start + 6, end));
    start = end + 7;
  }
  return steps;
}
