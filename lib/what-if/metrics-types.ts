// A run's metrics as the what-if page shows them and `trajscope metrics` prints them (one shape,
// made once by lib/db/run-metrics.ts). Definitions are lib/metrics/process's (see its ARCHITECTURE).
import type { AnswerScheme } from "@/lib/metrics/answer";
import type { TRate } from "@/lib/metrics/process";

export type TOutcomeMetrics = { trajectories: number; em: number | null; f1: number | null; acc: number | null };

export type TRunMetrics = {
  run: string;
  /** config.normalization: how EM/F1/acc were scored (FlashRAG by default). */
  normalization: AnswerScheme;
  overall: TOutcomeMetrics;
  byDataset: (TOutcomeMetrics & { dataset: string | null })[];
  /** HiPRAG's OSR and USR, pooled over steps (current labels). */
  overSearchRate: TRate;
  underSearchRate: TRate;
  /** PRO-Step's IFBC: P(≥ 1 BAD intermediate step | EM ≥ 1), over judged correct trajectories. */
  ifbc: TRate & { correct: number; unjudgedCorrect: number };
  /** Search-P1 Table 6: valid format among trajectories whose validity is known. */
  formatCompliance: TRate;
  searchesPerTrajectory: number | null;
  turnsPerTrajectory: number | null;
};
