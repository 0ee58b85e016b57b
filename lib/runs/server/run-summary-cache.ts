import "server-only";
import { createHash } from "node:crypto";
import type { TSqlDatabase } from "@/lib/db/connection";

// Summaries that take a scan of a whole run — the run page's cards (10 s for a million trajectories
// on two cores), the what-if page's run metrics — are kept in run_summaries with the run's change
// count when they were computed (run_changes: a row per statement that wrote the run's trajectories
// or labels, noted by triggers, migration 20261203130000_run_summaries), and served while the count
// has not moved. Any write (an ingest, a person's correction, a backfill) moves it: the next read
// computes afresh, and the copies of older counts are deleted. The count is read before computing,
// so a change committed meanwhile leaves the new copy stale at once. Readers who ask for a summary
// while it is being computed wait for that computation rather than start their own: a reload, or a
// second visitor, must not double the work on a server of two cores.

type TRead = Pick<TSqlDatabase, "sql">;

const inFlight = new Map<string, Promise<unknown>>();

/** How many changes the run has had: it only grows. */
export async function runChangeCount(db: TRead, runId: number): Promise<number> {
  const [row] = await db.sql.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM run_changes WHERE run_id = $1::int`,
    [runId],
  );
  return Number(row?.n ?? 0);
}

/**
 * The key of a summary of `kind` computed from `inputs` by this build: a digest, as inputs such as a
 * filter naming many ids outgrow an index key. The build is part of it (next.config.mjs sets one per
 * `next build`): an upgraded dashboard shows what its own code computes, not copies an older one
 * stored while the run has not changed since.
 */
export const summaryKey = (kind: string, inputs: unknown) =>
  digestKey(kind, [process.env.TRAJSCOPE_BUILD_ID ?? null, inputs]);

/**
 * The key of rows one statement computes, from its text and parameters, and from no build: whatever
 * runs the same statement gets the same rows, so the command's ingest can compute what the
 * dashboard reads, and code whose statement differs gets a key of its own.
 */
export const statementKey = (kind: string, sql: string, values: readonly unknown[]) => digestKey(kind, [sql, values]);

const digestKey = (kind: string, inputs: unknown[]) =>
  `${kind}:${createHash("sha256").update(JSON.stringify(inputs)).digest("hex")}`;

/**
 * The summary stored under `key` if it was computed at the run's present change count, else
 * `compute()`'s, stored (in `write`: the primary when `read` is a replica) for the next reader.
 * `compute` must give plain JSON: what is stored is what later readers get.
 */
export async function cachedRunSummary<T>(
  read: TRead,
  write: TRead,
  { runId, key }: { runId: number; key: string },
  compute: () => Promise<T>,
): Promise<T> {
  const changes = await runChangeCount(read, runId);
  const stored = await storedAt<T>(read, { runId, key, changes });
  if (stored !== null) return stored;
  const flight = `${runId}\u0000${changes}\u0000${key}`;
  const running = inFlight.get(flight) as Promise<T> | undefined;
  if (running) return running;
  const computing = (async () => {
    const summary = await compute();
    // Never replaces a copy computed at a later count by a reader that started after this one.
    await write.sql.query(
      `INSERT INTO run_summaries (run_id, key, changes, summary) VALUES ($1::int, $2::text, $3::bigint, $4::jsonb)
       ON CONFLICT (run_id, key) DO UPDATE SET changes = EXCLUDED.changes, summary = EXCLUDED.summary, computed_at = now()
       WHERE run_summaries.changes <= EXCLUDED.changes`,
      [runId, key, changes, JSON.stringify(summary)],
    );
    await write.sql.query(`DELETE FROM run_summaries WHERE run_id = $1::int AND changes < $2::bigint`, [
      runId,
      changes,
    ]);
    return summary;
  })().finally(() => inFlight.delete(flight));
  inFlight.set(flight, computing);
  return computing;
}

/**
 * The summary stored under `key` if it was computed at the run's present change count, else null —
 * never computed here: for a page that shows what is ready at once and leaves the rest to load.
 */
export async function storedRunSummary<T>(read: TRead, { runId, key }: { runId: number; key: string }) {
  return storedAt<T>(read, { runId, key, changes: await runChangeCount(read, runId) });
}

async function storedAt<T>(read: TRead, at: { runId: number; key: string; changes: number }): Promise<T | null> {
  const [stored] = await read.sql.query<{ summary: T | string }>(
    `SELECT summary FROM run_summaries WHERE run_id = $1::int AND key = $2::text AND changes = $3::bigint`,
    [at.runId, at.key, at.changes],
  );
  if (!stored) return null;
  return typeof stored.summary === "string" ? (JSON.parse(stored.summary) as T) : stored.summary;
}
