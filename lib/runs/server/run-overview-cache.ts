import "server-only";
import type { TRunOverview } from "@/lib/browse/types";
import type { TSqlDatabase } from "@/lib/db/connection";

// The overview scans every trajectory and step label of the run that pass the filter: 10 s for a
// million on two cores. So it is kept in run_overviews with the run's change count when it was
// computed (run_changes: a row per statement that wrote the run's trajectories or labels, noted by
// triggers, migration 20261203130000_run_overview_cache), and served while the count has not moved.
// Any write (an ingest, a person's correction, a backfill) moves it: the next read computes afresh,
// and the copies of older counts are deleted. The count is read before computing, so a change
// committed meanwhile leaves the new copy stale at once. Readers who ask for the same overview while
// it is being computed wait for that computation rather than start their own: a reload, or a
// second visitor, must not double the work on a server of two cores.

const inFlight = new Map<string, Promise<TRunOverview>>();

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
  const flight = `${runId}\u0000${changes}\u0000${key}`;
  const running = inFlight.get(flight);
  if (running) return running;
  const computing = (async () => {
    const overview = await compute();
    // Never replaces a copy computed at a later count by a reader that started after this one.
    await write.sql.query(
      `INSERT INTO run_overviews (run_id, key, changes, overview) VALUES ($1::int, $2::text, $3::bigint, $4::jsonb)
       ON CONFLICT (run_id, key) DO UPDATE SET changes = EXCLUDED.changes, overview = EXCLUDED.overview, computed_at = now()
       WHERE run_overviews.changes <= EXCLUDED.changes`,
      [runId, key, changes, JSON.stringify(overview)],
    );
    await write.sql.query(`DELETE FROM run_overviews WHERE run_id = $1::int AND changes < $2::bigint`, [
      runId,
      changes,
    ]);
    return overview;
  })().finally(() => inFlight.delete(flight));
  inFlight.set(flight, computing);
  return computing;
}
