// Reward presets: each paper's reward as a display formula, its parameters, the choices trajscope
// made where the paper is silent, and a compute function over what a trajectory stores.
import type { AnswerScheme } from "@/lib/metrics/answer";
import type { TProcessStep, TProcessTrajectory, TSourceMatch } from "@/lib/metrics/process";

export type TNumberParam = {
  kind: "number";
  name: string;
  label: string;
  default: number;
  min: number;
  max: number;
  step: number;
  description: string;
};

export type TChoiceParam = {
  kind: "choice";
  name: string;
  label: string;
  default: string;
  options: readonly string[];
  description: string;
};

export type TRewardParam = TNumberParam | TChoiceParam;
export type TRewardParamValues = Readonly<Record<string, number | string>>;

/** A step with the text fields Search-P1's plan coverage reads. */
export type TRewardStep = TProcessStep & {
  reasoning?: string | null;
  conclusion?: string | null;
  answer?: string | null;
};

/** What a trajectory stores, plus the optional coverEm (cover-EM under a scheme where it differs from acc). */
export type TRewardInput = Omit<TProcessTrajectory, "steps"> & {
  steps: readonly TRewardStep[];
  coverEm?: number | null;
  referencePlan?: readonly string[] | null;
  /** Logged reward components ({name: value}). */
  components?: Readonly<Record<string, number>> | null;
  /** The raw response as stored: presets that equal a reference read it as that code does. */
  response?: string | null;
  /** Logged total reward. */
  reward?: number | null;
  /**
   * HiPRAG's N and Ncorr as the trajectory stores them (lib/rewards/formula/step-counts.ts: from its
   * steps and the labels that hold): when given, read instead of counting the steps.
   */
  hipragSteps?: number | null;
  correctSteps?: number | null;
};

/** Whether a reward reads a trajectory's steps: always, never, or only without a stored response. */
export type TStepsRead = boolean | "without-response";

/** The trajectory's own stored fields a reward can read. */
export type TRewardField =
  | "em"
  | "f1"
  | "acc"
  | "isFormatValid"
  | "finalAnswer"
  | "goldenAnswers"
  | "turns"
  | "referencePlan"
  | "components"
  | "response"
  | "hipragSteps"
  | "correctSteps";

/**
 * What a reward's total reads, so a what-if over a large run loads no more: the trajectory's fields,
 * whether its steps (false: only whether one answers, which `answered` then tells; "without-response":
 * only for a trajectory without a stored response, the others reading that alone), their text
 * (reasoning, query, conclusion, answer; false: their kinds and labels alone), their retrieved
 * documents, and the labels by name ([]: none).
 */
export type TRewardReads = {
  fields: readonly TRewardField[];
  steps: TStepsRead;
  /** Absent: read. */
  stepText?: boolean;
  documents: boolean;
  labels: readonly string[];
};

export type TRewardOptions = {
  /** Read labels from this source only (default: the current label of any source). */
  labelSource?: TSourceMatch;
  /** Answer normalization for "contains" and token tests (default FlashRAG). */
  scheme?: AnswerScheme;
};

/**
 * `total` is null when an input the formula needs is unknown (no gold answers, format never
 * checked): a missing reward is a gap, never a fake 0. Components hold the parts that are known.
 */
export type TRewardResult = { total: number | null; components: Record<string, number> };

export type TRewardPresetId = "search-r1-em" | "search-r1-format" | "hiprag" | "search-p1" | "pro-step" | "custom";

export type TRewardPreset = {
  id: TRewardPresetId;
  label: string;
  /** Paper and, where read, the released code the preset follows. */
  source: string;
  /** Plain-text/Unicode formula for display. */
  formula: string;
  description: string;
  params: readonly TRewardParam[];
  /** Every decision the paper leaves open, stated for the UI. */
  choices: readonly string[];
  compute: (input: TRewardInput, params?: TRewardParamValues, options?: TRewardOptions) => TRewardResult;
  /** What compute reads for its total under these parameters (see TRewardReads). Absent: anything. */
  reads?: (params: TRewardParamValues) => TRewardReads;
};
