// A run's metrics as the what-if page shows them and `trajscope metrics` prints them (one shape,
// made once by lib/what-if/server/run-metrics.ts). Definitions are lib/metrics/process's (see its ARCHITECTURE).
import type { AnswerScheme } from "@/lib/metrics/answer";
import type { TLabelSource, TRate } from "@/lib/metrics/process";

export type TOutcomeMetrics = { trajectories: number; em: number | null; f1: number | null; acc: number | null };

export type TRunMetrics = {
  run: string;
  /** config.normalization: how EM/F1/acc were scored (FlashRAG by default). */
  normalization: AnswerScheme;
  /** What counted as a correct answer for IFBC, e.g. "EM ≥ 1" (the default) or "label answer_correct". */
  correctness: string;
  /** Whose labels counted: after people's corrections, or the judge's as the run logged them. */
  labels: TLabelSource;
  overall: TOutcomeMetrics;
  /** Per dataset, with HiPRAG's OSR and USR per data_source (analysis.py get_scores). */
  byDataset: (TOutcomeMetrics & { dataset: string | null; overSearchRate: TRate; underSearchRate: TRate })[];
  /** HiPRAG's OSR and USR, pooled over steps (current labels). */
  overSearchRate: TRate;
  underSearchRate: TRate;
  /**
   * PRO-Step's IFBC: P(≥ 1 BAD intermediate step | correct), over judged correct trajectories; rate
   * null (total 0) when no correct trajectory was judged — "not judged", never 0.
   */
  ifbc: TRate & { correct: number; unjudgedCorrect: number };
  /** Search-P1 Table 6: valid format among trajectories whose validity is known. */
  formatCompliance: TRate;
  searchesPerTrajectory: number | null;
  turnsPerTrajectory: number | null;
};
