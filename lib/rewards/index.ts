// Reward presets from the papers, a safe formula language for custom rewards (evaluated here or
// compiled to SQL), and what-if helpers. Pure: no I/O. See ARCHITECTURE.md.
export type {
  TChoiceParam,
  TNumberParam,
  TRewardField,
  TRewardInput,
  TRewardOptions,
  TRewardParam,
  TRewardParamValues,
  TRewardPreset,
  TRewardPresetId,
  TRewardReads,
  TRewardResult,
  TRewardStep,
  TStepsRead,
} from "./types";
export { resolveParams, RewardParamError, type TResolvedParams } from "./params";
export { getRewardPreset, isRewardPresetId, REWARD_PRESETS } from "./presets";
export { SEARCH_R1_EM, SEARCH_R1_FORMAT, SEARCH_R1_FORMAT_CASES } from "./search-r1";
export { HIPRAG } from "./hiprag";
export { PATH_LABELS, SEARCH_P1, tracksChoice } from "./search-p1";
export { actionSteps, actionText, contentTokens, countCoveredItems } from "./plan-coverage";
export {
  combinedReward,
  isPairKept,
  meanValue,
  nodeValue,
  PRO_STEP,
  PRO_STEP_DEFAULTS,
  stepValue,
  terminalValue,
  type TTreeNode,
} from "./pro-step";
export { powRounded } from "./pow";
export {
  compareWithLogged,
  explainReward,
  formatTermNumber,
  REWARD_TOLERANCE,
  type TRewardExplanation,
  type TRewardTerm,
} from "./explain";
export * from "./formula";
export * from "./what-if";
