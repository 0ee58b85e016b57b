// Process metrics over trajectories' steps and labels (HiPRAG, PRO-Step, Search-P1). Pure; see ARCHITECTURE.md.
export type {
  TCorrectnessRule,
  TLabelValue,
  TProcessDocument,
  TProcessLabel,
  TProcessStep,
  TProcessTrajectory,
  TRate,
  TSourceMatch,
} from "./types";
export { DEFAULT_CORRECTNESS, rateOf } from "./types";
export { currentLabel, labelFlag, labelNumber, matchesSource, stepQuality } from "./labels";
export type { TStepQuality } from "./labels";
export { isCorrect } from "./correctness";
export {
  addCounts,
  countSearchDecisions,
  emptyCounts,
  overSearchRate,
  stepDecision,
  underSearchRate,
} from "./search-decisions";
export type { TSearchDecisionCounts, TStepDecision } from "./search-decisions";
export { countQueryRepeats, countSearches, formatCompliance, hasAnswer, turnsOf } from "./counts";
export type { TQueryRepeats } from "./counts";
export { hasFlawedIntermediateStep, ifbcRate, intermediateSteps, isFlawedButCorrect } from "./ifbc";
export type { TIfbcOptions, TIfbcSummary } from "./ifbc";
export { ITERATION_BUCKETS, iterationBucket, iterationsByOutcome } from "./iterations";
export type { TIterationBucket, TIterationRow, TIterationsByOutcome } from "./iterations";
export { documentContainsGold, recoveryOf, recoverySummary, retrievalHits } from "./recovery";
export type { TRecovery, TRecoveryStatus, TRecoverySummary } from "./recovery";
export { deriveTrajectoryFlags } from "./flags";
export type { TFlagsInput, TTrajectoryFlags } from "./flags";
export { summarizeProcess } from "./summary";
export type { TProcessSummary, TProcessSummaryOptions } from "./summary";
export {
  CORRECTNESS_OPTIONS,
  CORRECTNESS_USAGE,
  correctnessLabel,
  correctnessRule,
  DEFAULT_CORRECTNESS_CHOICE,
  DEFAULT_LABEL_SOURCE,
  describeCorrectness,
  formatCorrectness,
  LABEL_SOURCES,
  MetricOptionError,
  parseCorrectness,
  parseLabelSource,
  sourceMatchOf,
  tryParseCorrectness,
  VERDICT_LABEL,
} from "./metric-options";
export type { TCorrectnessChoice, TLabelSource } from "./metric-options";
export { searchRatesByDataset } from "./by-dataset";
export type { TDatasetSearchRates } from "./by-dataset";
