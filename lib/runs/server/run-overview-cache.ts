import "server-only";
import type { TRunOverview } from "@/lib/browse/types";
import type { TSqlDatabase } from "@/lib/db/connection";

// The unfiltered overview scans every trajectory and step label of the run: 10 s for a million on
// two cores. It is kept in run_overviews with the run's change count when it was computed
// (run_changes: a row per statement that wrote the run's trajectories or labels, noted by triggers,
// migration 20261203130000_run_overview_cache), and served while the count has not moved. Any write
// (an ingest, a person's correction, a backfill) moves it, so the next read computes afresh. The
// count is read before computing: a change committed meanwhile leaves the stored copy stale at once.

/** How many changes the run has had: it only grows. */
export async function runChangeCount(db: Pick<TSqlDatabase, "sql">, runId: number): Promise<number> {
  const [row] = await db.sql.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM run_changes WHERE run_id = $1::int`,
    [runId],
  );
  return Number(row?.n ?? 0);
}

/**
 * The overview stored under `key` if it was computed at the run's present change count, else
 * `compute()`'s, stored (in `write`: the primary when `read` is a replica) for the next reader.
 */
export async function cachedRunOverview(
  read: Pick<TSqlDatabase, "sql">,
  write: Pick<TSqlDatabase, "sql">,
  { runId, key }: { runId: number; key: string },
  compute: () => Promise<TRunOverview>,
): Promise<TRunOverview> {
  const changes = await runChangeCount(read, runId);
  const [stored] = await read.sql.query<{ overview: TRunOverview | string }>(
    `SELECT overview FROM run_overviews WHERE run_id = $1::int AND key = $2::text AND changes = $3::bigint`,
    [runId, key, changes],
  );
  if (stored) return typeof stored.overview === "string" ? JSON.parse(stored.overview) : stored.overview;
  const overview = await compute();
  // Never replaces a copy computed at a later count by a reader that started after this one.
  await write.sql.query(
    `INSERT INTO run_overviews (run_id, key, changes, overview) VALUES ($1::int, $2::text, $3::bigint, $4::jsonb)
     ON CONFLICT (run_id, key) DO UPDATE SET changes = EXCLUDED.changes, overview = EXCLUDED.overview, computed_at = now()
     WHERE run_overviews.changes <= EXCLUDED.changes`,
    [runId, key, changes, JSON.stringify(overview)],
  );
  return overview;
}
