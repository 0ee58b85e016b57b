// Search-R1's answer and retrieval checks (PeterGriffinJin/Search-R1 verl/utils/reward_score/
// qa_em.py, qa_em_format.py), ported line for line so the Search-R1 presets score as its code does,
// whatever normalization the run's metrics use. lib/rewards/reference/ replays them in Python.
import { normalizeAnswer } from "@/lib/metrics/answer";
import { pyIncludes } from "@/lib/metrics/answer/python-text";
import { pyStrip } from "@/lib/trajectory/python-str";
import { extractStrBetween } from "./hiprag-code";

/** Search-R1's normalize_answer: lower, delete ASCII punctuation, articles → space, collapse (= FlashRAG's). */
const normalize = (text: string) => normalizeAnswer(text, "flashrag");

/** em_check: some normalized gold equals the normalized prediction ("" equals "": no special case). */
export function emCheck(prediction: string, golds: readonly string[]): 0 | 1 {
  const normalized = normalize(prediction);
  return golds.some((gold) => normalize(gold) === normalized) ? 1 : 0;
}

// re.findall(r"<open>(.*?)<close>", text, re.DOTALL) finds exactly these spans, without the regex's
// quadratic retries on a flood of unclosed openers.
const between = extractStrBetween;

/**
 * extract_solution over the response alone: the last `<answer>` stripped, or null without one. The
 * source needs two matches in prompt + response, its prompt holding one example; see the preset's
 * choices for a prompt that holds two.
 */
export function extractSolution(response: string): string | null {
  const matches = between(response, "<answer>", "</answer>");
  return matches.length === 0 ? null : pyStrip(matches[matches.length - 1] as string);
}

/** is_retrieval_correct: a normalized gold inside a normalized, stripped <information> block. */
export function isRetrievalCorrect(text: string, golds: readonly string[]): boolean {
  const blocks = between(text, "<information>", "</information>").map((block) => normalize(pyStrip(block)));
  return blocks.some((block) => golds.some((gold) => pyIncludes(block, normalize(gold))));
}
