import "server-only";
import type { TSqlDatabase } from "@/lib/db/connection";

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

/** Trajectory ids per block. The migration that keeps statistics on id / 65,536 names it too. */
export const BLOCK_SIZE = 65_536;

/**
 * The blocks to compute (block = trajectory id ÷ BLOCK_SIZE), and their ids as spans of
 * consecutive blocks (first and last id, as bigint literals for SQL parameters).
 */
export type TStaleBlocks = { blocks: string[]; spans: { first: string; last: string }[] };

/** Consecutive blocks joined into spans of ids. */
function spansOf(blocks: readonly bigint[]): TStaleBlocks["spans"] {
  const spans: { first: bigint; last: bigint }[] = [];
  for (const block of blocks) {
    const span = spans.at(-1);
    if (span && span.last + 1n === block) span.last = block;
    else spans.push({ first: block, last: block });
  }
  const size = BigInt(BLOCK_SIZE);
  return spans.map(({ first, last }) => ({ first: String(first * size), last: String((last + 1n) * size - 1n) }));
}

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

/**
 * The rows `compute` gives for every block of the run (each row names its block; a block may have
 * none): stored copies of the blocks no change has reached since, the others computed in one
 * statement — after an ingest every block is stale, and one scan of the run (in parallel on
 * PostgreSQL) is 2× faster than a statement per block — and stored in `write` (the primary when
 * `read` is a replica). Rows must be plain JSON.
 */
export async function blockRows<R extends { block: string }>(
  read: TRead,
  write: TRead,
  { runId, key }: { runId: number; key: string },
  compute: (stale: TStaleBlocks) => Promise<R[]>,
): Promise<R[]> {
  const [changesOf, blocks, stored] = await Promise.all([
    blockChanges(read, runId),
    blocksOf(read, runId),
    read.sql.query<{ block: string; changes: number; summary: R[] | string }>(
      `SELECT block::text, changes::int, summary FROM run_summary_blocks WHERE run_id = $1::int AND key = $2::text`,
      [runId, key],
    ),
  ]);
  const storedAt = new Map(stored.map((row) => [BigInt(row.block), row]));
  const rows: R[] = [];
  const stale: bigint[] = [];
  for (const block of blocks) {
    const copy = storedAt.get(block);
    if (copy?.changes !== changesOf(block)) stale.push(block);
    else rows.push(...(typeof copy.summary === "string" ? (JSON.parse(copy.summary) as R[]) : copy.summary));
  }
  if (stale.length === 0) return rows;
  const computed = await compute({ blocks: stale.map(String), spans: spansOf(stale) });
  for (const block of stale) {
    const own = computed.filter((row) => row.block === String(block));
    await store(write, { runId, key, block, changes: changesOf(block) }, own);
  }
  return [...rows, ...computed];
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
