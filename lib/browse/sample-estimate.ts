// How many of a large run's trajectories pass a filter, estimated from a sample of the run itself
// (lib/browse/server/run-sample.ts reads it) rather than from the planner's statistics, which are
// the whole table's: beside a run ten times larger, a label filter on a million trajectories was
// estimated at 17,814 where 188,402 match.
//
// The sample is systematic: the run's id range cut into equal stretches, and a window of ids in
// each (placed by the golden ratio: run-sample.ts) read whole. A window holds at most one row per
// id, so the rows read are bounded whatever the run's size; its matches scale by the ids read (a
// ratio estimator), so a run whose ids interleave with another's, written side by side, is
// estimated without bias, on fewer rows. (Reading a fixed number of rows from each start instead
// was biased: a start in another run's ids covers them up to its rows, and such a run's density
// came out at half its own.) Neighbouring trajectories share a question (a GRPO group), so
// stretches, not rows, are the sampling units of the margin.

/** What one stretch of the run's id range gave. */
export type TStretch = {
  /** Ids the stretch's window read. */
  covered: number;
  /** Rows of the stretch that passed the condition counted. */
  matched: number;
};

export type TSampleEstimate = {
  /** Matches in the whole run, scaled from the sample. */
  count: number;
  /**
   * Half the width of a 95 % interval around `count`; never less than three matches' worth of the
   * sample, which is all a sample that found none can say (the rule of three).
   */
  margin: number;
};

const Z_95 = 1.96;

/** The run-wide count of what the stretches matched, from a run whose ids span `span` values. */
export function scaleSample(stretches: readonly TStretch[], span: number): TSampleEstimate {
  const covered = sum(stretches.map((s) => s.covered));
  if (covered <= 0) return { count: 0, margin: 0 };
  // Every id read: the count is the run's own.
  if (covered >= span) return { count: sum(stretches.map((s) => s.matched)), margin: 0 };
  const share = sum(stretches.map((s) => s.matched)) / covered;
  const perMatch = span / covered;
  const k = stretches.length;
  // Variance of the ratio estimator from the stretches' residuals (Cochran, Sampling Techniques, ch. 6),
  // with the finite-population factor: a sample that read most of a step range's ids knows it nearly.
  const meanCovered = covered / k;
  const residuals = sum(stretches.map((s) => (s.matched - share * s.covered) ** 2));
  const unread = 1 - covered / span;
  const shareVariance = k > 1 ? (unread * residuals) / (k * (k - 1) * meanCovered ** 2) : 0;
  const margin = Math.max(Z_95 * Math.sqrt(shareVariance) * span, 3 * perMatch);
  return { count: Math.round(share * span), margin: Math.ceil(margin) };
}

function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
