import "server-only";
import type { TBulkTransaction } from "@/lib/db/bulk";

// Two ingests into the same run would race on "is this trajectory stored yet?": each batch takes
// this transaction-scoped lock on its run first, so they take turns (other runs are unaffected).
const INGEST_LOCK_SPACE = 0x74726a73; // "trjs"

export async function lockRunForIngest(tx: TBulkTransaction, runId: number): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock($1, $2)", [INGEST_LOCK_SPACE, runId]);
}
