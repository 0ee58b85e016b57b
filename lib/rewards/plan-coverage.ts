// Search-P1's path tracks need "which plan steps did the trajectory carry out". The paper's LLM
// evaluator decides this; when no evaluator label exists, trajscope falls back to token overlap:
// a plan item is covered when one action step holds at least `threshold` of the item's content
// tokens. Order-agnostic, as the paper's coverage is.
import { answerTokens, normalizeAnswer, type AnswerScheme } from "@/lib/metrics/answer";
import type { TRewardStep } from "./types";

// Question and instruction words a plan item shares with any step; they say nothing about coverage.
const STOPWORDS = new Set(
  (
    "what which who whom whose when where why how is are was were be been of in on at to for from by with " +
    "and or as that this it its do does did find search identify determine look up get then step using use"
  ).split(" "),
);

export function contentTokens(text: string, scheme: AnswerScheme = "flashrag"): Set<string> {
  return new Set(answerTokens(normalizeAnswer(text, scheme)).filter((token) => !STOPWORDS.has(token)));
}

/** The steps that can carry out a plan item: searches and reasoning steps (not plan, answer, invalid). */
export function actionSteps(steps: readonly TRewardStep[]): readonly TRewardStep[] {
  return steps.filter((step) => step.kind === "search" || step.kind === "reasoning");
}

/**
 * What a step did, not what it mused about: a search's query and conclusion, a reasoning step's
 * reasoning and conclusion. (A search's reasoning often restates the whole plan, which would mark
 * every item covered.)
 */
export function actionText(step: TRewardStep): string {
  const did = step.kind === "search" ? step.query : step.reasoning;
  return [did, step.conclusion].filter(Boolean).join("\n");
}

/** How many items one of the steps covers; an item without content tokens is never covered. */
export function countCoveredItems(
  items: readonly string[],
  steps: readonly TRewardStep[],
  threshold: number,
  scheme: AnswerScheme = "flashrag",
): number {
  const stepTokens = actionSteps(steps).map((step) => contentTokens(actionText(step), scheme));
  return items.filter((item) => {
    const wanted = [...contentTokens(item, scheme)];
    if (wanted.length === 0) return false;
    return stepTokens.some((have) => wanted.filter((token) => have.has(token)).length / wanted.length >= threshold);
  }).length;
}
