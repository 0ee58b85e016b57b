// The values a formula reads for one trajectory (identifiers.ts names them), from what it stores.
import {
  countQueryRepeats,
  countSearchDecisions,
  countSearches,
  currentLabel,
  hasAnswer,
  stepQuality,
  turnsOf,
} from "@/lib/metrics/process";
import type { TRewardInput, TRewardOptions } from "../types";
import type { TFormulaEnv } from "./evaluate";

export function formulaEnv(input: TRewardInput, options: TRewardOptions = {}): TFormulaEnv {
  const source = options.labelSource;
  const decisions = countSearchDecisions(input.steps, source);
  const badSteps = input.steps.filter(
    (step) => stepQuality(currentLabel(step.labels, "step_quality", source)?.value) === "bad",
  ).length;
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
      over_search_steps: decisions.overSearch,
      under_search_steps: decisions.underSearch,
      hiprag_steps: decisions.hipragSteps,
      correct_steps: decisions.correctSteps,
      bad_steps: badSteps,
      duplicate_queries: countQueryRepeats(input.steps).duplicates,
    },
    components: input.components ?? null,
  };
}
