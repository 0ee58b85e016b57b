// Judge labels with short rationales, from the judges the papers name: HiPRAG's over-search judge
// (GPT-4.1 mini: is the step's conclusion what the policy answers without retrieval?) and its
// under-search verifier (GPT-5 mini: is a non-search step factually right?), and Search-P1's
// evaluator (HY 2.0-Instruct) for plan coverage, step quality and the soft outcome score.
import type { TLabel } from "@/lib/ingest/canonical";

export const OVER_SEARCH_JUDGE = "judge:gpt-4.1-mini";
export const UNDER_SEARCH_JUDGE = "judge:gpt-5-mini";
export const PATH_EVALUATOR = "judge:hy-2.0-instruct";

const quote = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

export function overSearchLabel(query: string, isOverSearch: boolean): TLabel {
  const rationale = isOverSearch
    ? `Asked "${quote(query)}" without retrieval, the policy gives the same conclusion: the search was unnecessary.`
    : `Without retrieval the policy's answer to "${quote(query)}" differs from the conclusion: the search was needed.`;
  return { source: OVER_SEARCH_JUDGE, name: "over_search", value: isOverSearch, rationale };
}

export function underSearchLabel(conclusion: string, isUnderSearch: boolean): TLabel {
  const rationale = isUnderSearch
    ? `"${quote(conclusion)}" is not supported by the facts: this should have been retrieved.`
    : "The reasoning and its conclusion are factually correct.";
  return { source: UNDER_SEARCH_JUDGE, name: "under_search", value: isUnderSearch, rationale };
}

export function stepQualityLabel(isGood: boolean, reason: "grounded" | "redundant" | "missed"): TLabel {
  const rationale = {
    grounded: "R2 search quality: the query targets the plan step and the passages ground the conclusion.",
    redundant: "R3 reasoning value: the fact was already known; the search added nothing.",
    missed: "R1 grounding: the passages do not support the conclusion drawn from them.",
  }[reason];
  return { source: PATH_EVALUATOR, name: "step_quality", value: isGood ? "GOOD" : "BAD", rationale };
}

export function coverageLabel(name: "plan_coverage" | "reference_coverage", covered: number, total: number): TLabel {
  const what = name === "plan_coverage" ? "own plan" : "reference plan";
  const value = total === 0 ? 0 : Math.round((covered / total) * 1000) / 1000;
  return { source: PATH_EVALUATOR, name, value, rationale: `${covered} of ${total} steps of the ${what} carried out.` };
}

export function outcomeScoreLabel(score: number): TLabel {
  const rationale =
    score >= 0.3
      ? "Wrong final answer, but the path found part of the needed evidence."
      : "Wrong answer; little relevant evidence.";
  return { source: PATH_EVALUATOR, name: "outcome_score", value: Math.round(score * 100) / 100, rationale };
}
