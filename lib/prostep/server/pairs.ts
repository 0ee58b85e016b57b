import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { DomainError } from "@/lib/http/errors";
import type { TPairDetail, TPairRow } from "../types";

const ROW_COLUMNS = `id, tree_id AS tree, depth, chosen_action AS "chosenAction", rejected_action AS "rejectedAction",
  chosen_f1 AS "chosenF1", rejected_f1 AS "rejectedF1", chosen_value AS "chosenValue",
  rejected_value AS "rejectedValue", chosen_prm AS "chosenPrm", rejected_prm AS "rejectedPrm"`;

/** Every pair's scores and types, in the order they were read (no text: that is per pair). */
export async function listPairRows(db: TDatabase, runId: number, tree?: string): Promise<TPairRow[]> {
  return db.sql.query<TPairRow>(
    `SELECT ${ROW_COLUMNS} FROM preference_pairs
     WHERE run_id = $1 AND ($2::text IS NULL OR tree_id = $2) ORDER BY seq`,
    [runId, tree ?? null],
  );
}

export async function getPair(db: TDatabase, runId: number, id: string): Promise<TPairDetail> {
  const [row] = await db.sql.query<TPairDetail>(
    `SELECT ${ROW_COLUMNS}, prompt, chosen, rejected FROM preference_pairs WHERE run_id = $1 AND id = $2`,
    [runId, id],
  );
  if (!row) throw new DomainError("pair_not_found", `No pair "${id}" in this run`);
  return row;
}

/** Pairs with their text, a page at a time in read order (export streams them). */
export async function* streamPairs(db: TDatabase, runId: number, pageSize = 1000): AsyncGenerator<TPairDetail> {
  let after = 0n;
  for (;;) {
    const rows = await db.sql.query<TPairDetail & { seq: string }>(
      `SELECT ${ROW_COLUMNS}, prompt, chosen, rejected, seq::text AS seq FROM preference_pairs
       WHERE run_id = $1 AND seq > $2::bigint ORDER BY preference_pairs.seq LIMIT $3`,
      [runId, after.toString(), pageSize],
    );
    for (const { seq: _seq, ...row } of rows) yield row;
    if (rows.length < pageSize) return;
    after = BigInt(rows.at(-1)!.seq);
  }
}
