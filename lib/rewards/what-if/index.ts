// What-if helpers: GRPO advantages as verl computes them, rank flips in groups, shared histograms.
export { GRPO_EPSILON, groupStats, grpoAdvantages } from "./grpo";
export type { TAdvantageOptions, TGroupedReward, TGroupStats } from "./grpo";
export { rankFlips } from "./rank-flips";
export type { TGroupFlips, TRankFlips, TRewardPair, TSampleChange } from "./rank-flips";
export { binIndex, linspace, sharedHistogram } from "./histogram";
export type { TSharedHistogram } from "./histogram";
export { describeSeries, pairwiseSum, percentile } from "./describe-series";
export type { TSeriesSummary } from "./describe-series";
export { runWhatIf } from "./what-if";
export type { TWhatIf, TWhatIfSample } from "./what-if";
