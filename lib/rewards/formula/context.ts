// The values a formula reads for one trajectory (identifiers.ts names them), from what it stores.
import { countQueryRepeats, countSearches, hasAnswer, turnsOf } from "@/lib/metrics/process";
import type { TRewardInput, TRewardOptions } from "../types";
import type { TFormulaEnv } from "./evaluate";
import { stepCounts } from "./step-counts";

export function formulaEnv(input: TRewardInput, options: TRewardOptions = {}): TFormulaEnv {
  return {
    values: {
      em: input.em ?? null,
      f1: input.f1 ?? null,
      acc: input.acc ?? null,
      format: input.isFormatValid == null ? null : input.isFormatValid ? 1 : 0,
      answered: hasAnswer(input) ? 1 : 0,
      reward: input.reward ?? null,
      steps: input.steps.length,
      searches: countSearches(input.steps),
      turns: turnsOf(input),
      ...stepCounts(input.steps, options.labelSource),
      duplicate_queries: countQueryRepeats(input.steps).duplicates,
    },
    components: input.components ?? null,
  };
}
