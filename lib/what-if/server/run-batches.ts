import "server-only";
import type { TDatabase, TSql } from "@/lib/db/connection";
import { ensurePlannerStatistics } from "@/lib/db/planner-statistics";
import { readWithSettings } from "@/lib/db/transaction";

// A run cut into batches of consecutive trajectory ids, about equal in size, so that work over a
// whole run — a what-if, the run's metrics — reads each batch through index ranges (trajectories,
// steps, labels all lead with run_id, trajectory id) and holds one batch at a time. PostgreSQL runs two batches at once on two connections.

export type TSession = Omit<TSql, "withConnection">;
export type TBatch = { lo: string; hi: string };

export const BATCH_SIZE = 20_000;
export const MIN_ID = "-9223372036854775808";
export const MAX_ID = "9223372036854775807";

export async function batchesOf(db: TDatabase, runId: number, size = BATCH_SIZE): Promise<TBatch[]> {
  const [span] = await db.sql.query<{ first: string | null; last: string | null; known: number | null }>(
    `SELECT min(id)::text AS first, max(id)::text AS last,
       (SELECT trajectories FROM run_stats WHERE run_id = $1::int) AS known
     FROM trajectories WHERE run_id = $1::int`,
    [runId],
  );
  const cut = span?.first && span.last && span.known ? evenCuts(span.first, span.last, span.known, size) : null;
  const bounds = cut ?? (await countedCuts(db, runId, size));
  // Counted: fewer than `size` trajectories past the last bound, so at least bounds × size in all.
  await ensurePlannerStatistics(db, cut ? (span?.known as number) : bounds.length * size + 1);
  const edges = [MIN_ID, ...bounds, MAX_ID];
  return edges.slice(1).map((hi, i) => ({ lo: edges[i] as string, hi }));
}

/**
 * Cuts of equal id width when the run's ids are dense (as an ingest writes them: at most twice as
 * many ids between its first and last as it has trajectories, by its stored count), from its first
 * and last id alone — two index probes. Each batch then holds at most twice `size` trajectories,
 * whatever the count says, since ids are unique. Null: too sparse, count them.
 */
export function evenCuts(first: string, last: string, known: number, size: number): string[] | null {
  const ids = BigInt(last) - BigInt(first) + 1n;
  if (known <= 0 || ids > 2n * BigInt(known)) return null;
  const width = (BigInt(size) * ids + BigInt(known) - 1n) / BigInt(known);
  const cuts: string[] = [];
  for (let hi = BigInt(first) - 1n + width; hi < BigInt(last); hi += width) cuts.push(String(hi));
  return cuts;
}

/** Every size-th id of the run, by counting them all: a full scan of the run's ids. */
async function countedCuts(db: TDatabase, runId: number, size: number): Promise<string[]> {
  const rows = await db.sql.query<{ id: string }>(
    `SELECT id::text AS id FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM trajectories WHERE run_id = $1::int) x
     WHERE n % $2::int = 0 ORDER BY n`,
    [runId, size],
  );
  return rows.map((r) => r.id);
}

/** `work` on every batch; results in batch order, whatever order they finished in. */
export async function mapBatches<T>(
  db: TDatabase,
  batches: readonly TBatch[],
  work: (sql: TSession, batch: TBatch) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  await runBatches(db, batches, work, (index, result) => {
    results[index] = result;
  });
  return results;
}

/**
 * `work` on every batch, each result handed to `consume` in batch order as soon as the batches
 * before it were: a batch's rows go once consumed. A what-if that kept every batch's rows until
 * the last one held a million trajectories' at once, past the server's heap.
 */
export async function forEachBatch<T>(
  db: TDatabase,
  batches: readonly TBatch[],
  work: (sql: TSession, batch: TBatch) => Promise<T>,
  consume: (result: T) => void,
): Promise<void> {
  const finished = new Map<number, T>();
  let next = 0;
  await runBatches(db, batches, work, (index, result) => {
    finished.set(index, result);
    while (finished.has(next)) {
      const ready = finished.get(next) as T;
      finished.delete(next);
      next += 1;
      consume(ready);
    }
  });
}

async function runBatches<T>(
  db: TDatabase,
  batches: readonly TBatch[],
  work: (sql: TSession, batch: TBatch) => Promise<T>,
  onFinished: (index: number, result: T) => void,
): Promise<void> {
  let next = 0;
  const drain = async (sql: TSession) => {
    for (let i = next++; i < batches.length; i = next++) onFinished(i, await work(sql, batches[i] as TBatch));
  };
  const isPostgres = db.driver.kind === "postgres";
  // Read-only transactions whose settings suit these statements: JIT compilation would cost more
  // than it saves, and a nested loop over a batch's aggregated steps is never right (see
  // planner-statistics.ts).
  const settings = { jit: "off", work_mem: "'64MB'", enable_nestloop: "off" };
  const worker = () => readWithSettings(db, settings, drain);
  await Promise.all(Array.from({ length: isPostgres ? 2 : 1 }, worker));
}
