import { formatCount } from "@/lib/format/date";
import type { TTrajectoryCount } from "@/lib/browse/types";

/** "1,234 trajectories", or "≈ 1,000,000 trajectories (estimated)" when counting would be slow. */
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
        <span title="Counting every match exactly would take too long on a run this size; this is PostgreSQL's planner estimate.">
          ≈ {formatCount(count.count)} {noun} <span className="font-normal text-zinc-500">(estimated)</span>
        </span>
      )}
    </span>
  );
}
