// What GET /api/ablations returns and the /ablations page prefetches (plain JSON).
import type { TAblationTable, TSweep } from "@/lib/ablation";
import type { TScoredSet } from "@/lib/ablation/scored-set";

/**
 * em/f1/acc of the runs' evaluation trajectories; `correct` = the share right by the chosen
 * correctness (`correct=`: EM, acc, F1 ≥ τ or a judge's verdict); `val` = the trainer's logged
 * val/test_score/{ds}.
 */
export const ABLATION_METRICS = ["em", "f1", "acc", "correct", "val"] as const;
export type TAblationMetric = (typeof ABLATION_METRICS)[number];
export const ABLATION_METRIC_LABELS: Record<TAblationMetric, string> = {
  em: "EM",
  f1: "F1",
  acc: "ACC (sub-EM)",
  correct: "Right (chosen correctness)",
  val: "val/test_score (logged)",
};

/** auto: McNemar when every paired score is 0 or 1 (EM, acc of single runs), else the bootstrap. */
export const SIGNIFICANCE_TESTS = ["auto", "mcnemar", "bootstrap"] as const;
export type TSignificanceTest = (typeof SIGNIFICANCE_TESTS)[number];

export const SIGNIFICANCE_LEVEL = 0.05;

/** A delta's paired test on the questions the variant and the baseline both answered. */
export type TSignificance =
  | {
      test: "mcnemar";
      method: "exact" | "chi-square";
      n: number;
      /** Only the variant right / only the baseline right. */
      b: number;
      c: number;
      pValue: number;
      isSignificant: boolean;
    }
  | {
      test: "bootstrap";
      n: number;
      /** Mean per-question difference (variant − baseline) and its percentile interval. */
      meanDiff: number;
      low: number;
      high: number;
      confidence: number;
      samples: number;
      isSignificant: boolean;
    };

export type TStudySummary = { study: string; variants: { variant: string; runs: string[] }[] };

/** Which trajectories of a run the table scores (see lib/db/ablations.ts). */
export type TEvaluationSet = TScoredSet & { run: string; variant: string; trajectories: number };

export type TAblationReport = {
  studies: TStudySummary[];
  study: string | null;
  metric: TAblationMetric;
  /** The correctness choice's text (lib/metrics/process formatCorrectness), read when metric = correct. */
  correct: string;
  baseline: string | null;
  test: TSignificanceTest;
  table: TAblationTable | null;
  /** Per table row and column; null where nothing was tested (baseline, Avg., no shared questions). */
  significance: (TSignificance | null)[][];
  evaluation: TEvaluationSet[];
  sweep: { parameters: string[]; parameter: string | null; result: TSweep | null };
  markdown: string;
  latex: string;
};
