export const SEARCH_P1_METRICS = ["coverage", "s_self", "s_ref"] as const;
export type TSearchP1Metric = (typeof SEARCH_P1_METRICS)[number];

export type THistogramBar = { bin: number; from: number; to: number; label: string; count: number };
export type TScatterPoint = { trajectoryId: string; self: number; reference: number };

/** The run's Search-P1 path scores in the scope of ?dataset=&from=&to=. */
export type TSearchP1Report = {
  /** Trajectories in scope, with or without components. */
  inScope: number;
  /** Per metric: trajectories that have it, and its histogram. */
  histograms: Record<TSearchP1Metric, { total: number; bars: THistogramBar[] }>;
  scatter: { total: number; stride: number; points: TScatterPoint[] };
  datasets: string[];
};
