import "server-only";
import { sideBySide, type TSqlDatabase } from "@/lib/db/connection";

// Sums over a whole run, kept per block of trajectory ids so that a change rescans only the blocks
// it reached. The run page's cards were one scan of the run after any write — a person's label
// made the next reader wait 1.2 s at a million trajectories, ten times that at ten million. Each
// statement that writes a run's trajectories or labels notes the lowest and highest trajectory id
// it wrote (run_changes, migration 20261208120000_run_summary_blocks); a block's change count is
// the number of those statements whose ids reach it, plus the statements noted before ids were
// kept, which reach every block. Both only grow, so a stored block is current exactly while its
// count has not moved. As with run-summary-cache.ts, the counts are read before computing: a
// change committed meanwhile leaves the new copy stale at once.

type TRead = Pick<TSqlDatabase, "sql">;
type TDriver = Pick<TSqlDatabase, "sql" | "driver">;

/** Trajectory ids per block: 65,536 — a block's scan is ~70 ms on two cores. */
export const BLOCK_SIZE = 65_536;

/** The first and last trajectory id of a block, as bigint literals for SQL parameters. */
export type TIdRange = { first: string; last: string };

const BLOCK_CHANGES_SQL = `
SELECT b::text AS block, count(*)::int AS changes FROM run_changes c
CROSS JOIN LATERAL generate_series(c.first_trajectory / ${BLOCK_SIZE}, c.last_trajectory / ${BLOCK_SIZE}) AS b
WHERE c.run_id = $1::int AND c.first_trajectory IS NOT NULL GROUP BY b
UNION ALL
SELECT NULL, count(*)::int FROM run_changes WHERE run_id = $1::int AND first_trajectory IS NULL`;

/** Each block's change count (blocks no change reached are absent), and the count reaching all. */
async function blockChanges(db: TRead, runId: number) {
  const rows = await db.sql.query<{ block: string | null; changes: number }>(BLOCK_CHANGES_SQL, [runId]);
  const everywhere = rows.find((r) => r.block === null)?.changes ?? 0;
  const byBlock = new Map(rows.flatMap((r) => (r.block === null ? [] : [[BigInt(r.block), r.changes] as const])));
  return (block: bigint) => (byBlock.get(block) ?? 0) + everywhere;
}

/** The blocks between the run's lowest and highest trajectory id. */
async function blocksOf(db: TRead, runId: number): Promise<bigint[]> {
  const [extent] = await db.sql.query<{ first: string | null; last: string | null }>(
    `SELECT (min(id) / ${BLOCK_SIZE})::text AS first, (max(id) / ${BLOCK_SIZE})::text AS last
     FROM trajectories WHERE run_id = $1::int`,
    [runId],
  );
  if (extent?.first == null || extent.last == null) return [];
  const [first, last] = [BigInt(extent.first), BigInt(extent.last)];
  return Array.from({ length: Number(last - first) + 1 }, (_, i) => first + BigInt(i));
}

const idRange = (block: bigint): TIdRange => ({
  first: String(block * BigInt(BLOCK_SIZE)),
  last: String((block + 1n) * BigInt(BLOCK_SIZE) - 1n),
});

/**
 * `compute`'s summary of every block of the run, in block order: stored copies whose block has not
 * changed since, the others computed (two at a time on PostgreSQL: one a core) and stored in
 * `write` (the primary when `read` is a replica). `compute` must give plain JSON.
 */
export async function blockSummaries<T>(
  read: TDriver,
  write: TRead,
  { runId, key }: { runId: number; key: string },
  compute: (ids: TIdRange) => Promise<T>,
): Promise<T[]> {
  const [changesOf, blocks, stored] = await Promise.all([
    blockChanges(read, runId),
    blocksOf(read, runId),
    read.sql.query<{ block: string; changes: number; summary: T | string }>(
      `SELECT block::text, changes::int, summary FROM run_summary_blocks WHERE run_id = $1::int AND key = $2::text`,
      [runId, key],
    ),
  ]);
  const storedAt = new Map(stored.map((row) => [BigInt(row.block), row]));
  const summaries = new Array<T>(blocks.length);
  const stale: number[] = [];
  blocks.forEach((block, i) => {
    const copy = storedAt.get(block);
    if (copy?.changes !== changesOf(block)) return stale.push(i);
    summaries[i] = typeof copy.summary === "string" ? (JSON.parse(copy.summary) as T) : copy.summary;
  });
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < stale.length; i = next++) {
      const index = stale[i]!;
      const [block, changes] = [blocks[index]!, changesOf(blocks[index]!)];
      summaries[index] = await compute(idRange(block));
      await store(write, { runId, key, block, changes }, summaries[index]);
    }
  };
  await sideBySide(read, [worker, worker]);
  return summaries;
}

/** Keeps a block's copy, never over one computed at a later count; drops the block's older copies. */
async function store(
  write: TRead,
  at: { runId: number; key: string; block: bigint; changes: number },
  summary: unknown,
) {
  const block = String(at.block);
  await write.sql.query(
    `INSERT INTO run_summary_blocks (run_id, key, block, changes, summary)
     VALUES ($1::int, $2::text, $3::bigint, $4::bigint, $5::jsonb)
     ON CONFLICT (run_id, key, block) DO UPDATE SET changes = EXCLUDED.changes, summary = EXCLUDED.summary
     WHERE run_summary_blocks.changes <= EXCLUDED.changes`,
    [at.runId, at.key, block, at.changes, JSON.stringify(summary)],
  );
  await write.sql.query(
    `DELETE FROM run_summary_blocks WHERE run_id = $1::int AND block = $2::bigint AND changes < $3::bigint`,
    [at.runId, block, at.changes],
  );
}
