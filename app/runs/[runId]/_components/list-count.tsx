import { EXACT_BUDGET_MS, EXACT_UP_TO } from "@/lib/browse/count-budget";
import { formatCount } from "@/lib/format/date";
import type { TTrajectoryCount } from "@/lib/browse/types";

const WHY_ESTIMATED = {
  large: `over ${formatCount(EXACT_UP_TO)} expected`,
  slow: `exact count took over ${EXACT_BUDGET_MS} ms`,
} as const;
const HOW_ESTIMATED = {
  large: `PostgreSQL's query planner expects more than ${formatCount(EXACT_UP_TO)} matches, too many to count on every change of filter; the figure is its estimate from the tables' statistics.`,
  slow: `Counting every match exactly did not finish within ${EXACT_BUDGET_MS} ms; the figure is PostgreSQL's query planner estimate from the tables' statistics, which ingest refreshes.`,
} as const;

/** "1,234 trajectories", or "≈ 1,000,000 trajectories (estimated from table statistics: why)" when counting would be slow. */
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
  const noun = count.count === 1 ? "trajectory" : "trajectories";
  return (
    <span role="status" className={`text-sm font-medium ${isPending ? "opacity-60" : ""}`}>
      {count.isExact ? (
        `${formatCount(count.count)} ${noun}`
      ) : (
        <span title={HOW_ESTIMATED[count.estimatedBecause]}>
          ≈ {formatCount(count.count)} {noun}{" "}
          <span className="font-normal text-zinc-500">
            (estimated from table statistics: {WHY_ESTIMATED[count.estimatedBecause]})
          </span>
        </span>
      )}
    </span>
  );
}
