import "server-only";
import { EMPTY_FILTER, type TTrajectoryFilter } from "@/lib/browse/filter";
import { trajectoryFilterSql } from "@/lib/browse/server/trajectory-filter-sql";
import type { TDatabase } from "@/lib/db/connection";
import { SqlParams } from "@/lib/db/sql-params";
import { BEHAVIOUR_BITS, BEHAVIOURS, type TBehaviour } from "@/lib/behaviour/detectors";
import type { TBehaviourCounts } from "@/lib/behaviour/summary";

/**
 * How many of the run's trajectories passing `filter` (the list's conditions, trajectory-filter-sql.ts)
 * each behaviour detector flagged, in one scan of the narrow behaviour_flags column. `computed`
 * counts the trajectories whose flags exist (NULL: ingested before the detectors and not yet filled).
 */
export async function getBehaviourCounts(
  db: Pick<TDatabase, "sql">,
  runId: number,
  filter: TTrajectoryFilter = EMPTY_FILTER,
): Promise<TBehaviourCounts> {
  const params = new SqlParams();
  const where = trajectoryFilterSql(filter, params, params.add(runId, "int")).join(" AND ");
  // The bits are constants of this code, not input: written into the SQL as numbers.
  const counts = BEHAVIOURS.map(
    (b) => `(count(*) FILTER (WHERE (t.behaviour_flags & ${BEHAVIOUR_BITS[b]}) <> 0))::int AS ${b}`,
  );
  const [row] = await db.sql.query<Record<TBehaviour | "trajectories" | "computed", number>>(
    `SELECT count(*)::int AS trajectories, count(t.behaviour_flags)::int AS computed, ${counts.join(", ")}
     FROM trajectories t WHERE ${where}`,
    params.values,
  );
  return {
    trajectories: row?.trajectories ?? 0,
    computed: row?.computed ?? 0,
    flagged: Object.fromEntries(BEHAVIOURS.map((b) => [b, row?.[b] ?? 0])) as Record<TBehaviour, number>,
  };
}
