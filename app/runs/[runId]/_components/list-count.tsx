import { EXACT_BUDGET_MS, EXACT_UP_TO, RUN_SAMPLE } from "@/lib/browse/count-budget";
import { formatEstimate } from "@/lib/browse/format";
import { formatCount } from "@/lib/format/date";
import type { TTrajectoryCount } from "@/lib/browse/types";

const WHY_ESTIMATED = {
  large: `over ${formatCount(EXACT_UP_TO)} expected`,
  slow: `exact count took over ${EXACT_BUDGET_MS} ms`,
} as const;
const SAMPLE = `windows of ${RUN_SAMPLE.idsPerStretch} trajectory ids at ${RUN_SAMPLE.stretches} places spread over the run — over its ids in the filter's training steps, when it names a range — read whole`;
const SCALED = `The figure is the sample's share scaled to all the ids it was spread over; for 95 % of such samples the true count lies within the ± range.`;
const HOW_ESTIMATED = {
  large: `A sample (${SAMPLE}) expects more than ${formatCount(EXACT_UP_TO)} matches, too many to count on every change of filter. ${SCALED}`,
  slow: `Counting every match exactly did not finish within ${EXACT_BUDGET_MS} ms, so the count comes from a sample (${SAMPLE}). ${SCALED}`,
} as const;

/**
 * "1,234 trajectories", or "≈ 188,000 ± 7,000 trajectories (estimated from a sample of the run:
 * why)" when counting would be slow.
 */
export function ListCount({
  count,
  isPending,
  isError,
}: {
  count?: TTrajectoryCount;
  isPending: boolean;
  isError: boolean;
}) {
  if (isError) return <span className="text-sm text-zinc-500">Count unavailable</span>;
  if (!count) return <span className="text-sm text-zinc-500">Counting…</span>;
  const noun = count.count === 1 && count.isExact ? "trajectory" : "trajectories";
  return (
    <span role="status" className={`text-sm font-medium ${isPending ? "opacity-60" : ""}`}>
      {count.isExact ? (
        `${formatCount(count.count)} ${noun}`
      ) : (
        <span title={HOW_ESTIMATED[count.estimatedBecause]}>
          {formatEstimate(count.count, count.margin)} {noun}{" "}
          <span className="font-normal text-zinc-500">
            (estimated from a sample of the run: {WHY_ESTIMATED[count.estimatedBecause]})
          </span>
        </span>
      )}
    </span>
  );
}
