// Minimal shapes the process metrics read. They mirror the canonical step and label records
// (lib/ingest/canonical.ts) structurally, so ingest records, prepared rows and DB rows all fit.
import type { TStepKind } from "@/lib/trajectory";

export type TLabelValue = boolean | number | string;

/** A judgement; the database keeps booleans as the text "true"/"false", which reads the same. */
export type TProcessLabel = { source: string; name: string; value: TLabelValue };

export type TProcessDocument = { title?: string | null; text: string };

export type TProcessStep = {
  kind: TStepKind;
  query?: string | null;
  documents?: readonly TProcessDocument[] | null;
  labels?: readonly TProcessLabel[] | null;
};

export type TProcessTrajectory = {
  steps: readonly TProcessStep[];
  /** The data source (nq, hotpotqa, …) HiPRAG reports its rates per. */
  dataset?: string | null;
  /** Trajectory-level labels (answer_correct, reference_coverage, …). */
  labels?: readonly TProcessLabel[] | null;
  em?: number | null;
  f1?: number | null;
  acc?: number | null;
  isFormatValid?: boolean | null;
  finalAnswer?: string | null;
  goldenAnswers?: readonly string[] | null;
  /** Logged turn count; derived from the steps when absent. */
  turns?: number | null;
  /**
   * Whether the trajectory answers, for one loaded without its steps (a what-if of a reward that
   * reads none); absent: read from the final answer and the steps.
   */
  answered?: boolean | null;
};

/** Which labels count: every source (the last label wins), or one source / a predicate over sources. */
export type TSourceMatch = string | ((source: string) => boolean);

/**
 * What makes a trajectory "correct": an outcome metric at or above a threshold (default EM ≥ 1, as
 * PRO-Step's IFBC uses exact match), or a trajectory-level label such as an LLM judge's answer_correct.
 */
export type TCorrectnessRule =
  { by: "metric"; metric: "em" | "acc" | "f1"; atLeast: number } | { by: "label"; name: string; source?: TSourceMatch };

export const DEFAULT_CORRECTNESS: TCorrectnessRule = { by: "metric", metric: "em", atLeast: 1 };

/** A share with its parts; `rate` is null when the denominator is 0 (a gap, never a fake 0). */
export type TRate = { count: number; total: number; rate: number | null };

export function rateOf(count: number, total: number): TRate {
  return { count, total, rate: total === 0 ? null : count / total };
}
