// Ablation studies from run tags: the variant × dataset table (best bold, second underlined, deltas
// to a baseline) with Markdown/LaTeX export, paired significance (bootstrap CI, McNemar) on shared
// questions, and sweep chart data for a numeric config parameter. Pure; see ARCHITECTURE.md.
export { groupRunsByStudy, studiesOf, STUDY_PREFIX, variantOf, VARIANT_PREFIX } from "./tags";
export type { TStudy, TStudyVariant, TTaggedRun } from "./tags";
export { AVERAGE_KEY, buildAblationTable, formatDelta } from "./table";
export type {
  TAblationTable,
  TEmphasis,
  TScoreCell,
  TTableCell,
  TTableColumn,
  TTableOptions,
  TTableRow,
} from "./table";
export { escapeLatex, escapeMarkdown, toLatex, toMarkdown, type TExportOptions } from "./export";
export { pairByQuestion, pairedBootstrap } from "./bootstrap";
export type { TBootstrapOptions, TBootstrapResult, TPairedScores, TQuestionScore } from "./bootstrap";
export { binomialTwoSided, chiSquare1Survival, discordance, EXACT_BELOW, mcnemarTest } from "./mcnemar";
export type { TDiscordance, TMcNemarMethod, TMcNemarResult } from "./mcnemar";
export { configValue, sweepableParameters, sweepSeries } from "./sweep";
export type { TSweep, TSweepPoint, TSweepRun, TSweepSkip } from "./sweep";
export { mulberry32 } from "./random";
