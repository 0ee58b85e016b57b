import { parseSteps } from "@/lib/trajectory";
import type { TRewardInput, TRewardStep } from "@/lib/rewards/types";

/**
 * A reference case (lib/rewards/reference/reward-cases.json) as the reward functions' input: the
 * response parsed in its dialect, and HiPRAG's judge verdicts given in order to its search and
 * reasoning steps as both over- and under-search labels, as the Python case generator reads them.
 */
export function rewardInputOf(
  text: string,
  golds: string[],
  dialect: "search-r1" | "hiprag",
  verdicts: boolean[] = [],
): TRewardInput {
  const parsed = parseSteps(text, { dialect });
  let judged = 0;
  const steps: TRewardStep[] = parsed.steps.map((step) => {
    if (step.kind !== "search" && step.kind !== "reasoning") return { ...step, labels: [] };
    const value = verdicts[judged++] ?? null;
    const labels =
      value === null ? [] : ["over_search", "under_search"].map((name) => ({ source: "judge", name, value }) as const);
    return { ...step, labels: [...labels] };
  });
  return {
    steps,
    response: text,
    goldenAnswers: golds,
    finalAnswer: parsed.finalAnswer,
    isFormatValid: parsed.isFormatValid,
  };
}
