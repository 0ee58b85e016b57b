/** A mean over the trajectories that have the value: `count` says how many had it. */
export type TRunMean = { mean: number | null; count: number };

/** A run's headline figures, as the last ingest left them (lib/runs/server/run-stats.ts). */
export type TRunHeadline = {
  trajectories: number;
  /** Distinct training steps covered, and their range; null when no trajectory has a step. */
  trainingSteps: { count: number; min: number; max: number } | null;
  em: TRunMean;
  acc: TRunMean;
  reward: TRunMean;
};

/** A run as the runs list shows it (the JSON the API returns: dates as ISO strings). */
export type TRunSummary = {
  id: number;
  name: string;
  method: string | null;
  model: string | null;
  algorithm: string | null;
  tags: string[];
  /** The headline's trajectory count (0 for a run without a summary). */
  trajectoryCount: number;
  /** Null until an ingest has summarised the run. */
  headline: TRunHeadline | null;
  createdAt: string;
};
