// The DTOs of a GRPO group: the rollouts of one prompt at one training step. Plain JSON (ids as
// strings) so the page's prefetch and the endpoint answer the same thing.
import type { TMetricChart } from "@/lib/dynamics/types";

export type TGroupMember = {
  id: string;
  sampleIndex: number | null;
  finalAnswer: string | null;
  em: number | null;
  f1: number | null;
  reward: number | null;
  /** The reward function's logged components that are numbers ({} when it logged none). */
  components: Record<string, number>;
  /** The advantage the trainer logged (TRL's completion logs), to set against the recomputed one. */
  loggedAdvantage: number | null;
  searchCount: number;
  stopReason: string | null;
};

export type TGroupView = {
  /** The trajectory the group was opened from. */
  anchorId: string;
  trainingStep: number | null;
  split: string | null;
  dataset: string | null;
  question: string;
  goldenAnswers: string[];
  /** The logged group id; null when the group is derived (same question at the same step). */
  groupId: string | null;
  isDerived: boolean;
  /** By sample index, then id. */
  members: TGroupMember[];
};

/** One training step's groups: how many, how many without learning signal, how many of one rollout. */
export type TGroupSignalRow = { step: number; groups: number; noSignal: number; single: number };

export type TGroupSignalSummary = {
  rows: TGroupSignalRow[];
  /** How many trajectories of the run belong to derived groups (no logged group id). */
  derivedTrajectories: number;
  trajectories: number;
};

/** The dynamics page's "groups without learning signal" chart and the run's totals behind it. */
export type TGroupSignalChart = {
  chart: TMetricChart;
  /** Pooled over the steps in view: no-signal groups / groups with ≥ 2 rewarded rollouts. */
  totals: { groups: number; comparable: number; noSignal: number; single: number };
  derivedTrajectories: number;
  trajectories: number;
};
