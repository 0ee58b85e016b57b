// The pg_trgm indexes the migrations make for text search: kept (made again if missing), or
// dropped with --without-trigram to measure text search without them, so each run measures
// exactly one schema.
import type { TSql } from "@/lib/db/connection";

const INDEXES = [
  ["trajectories_question_trgm_idx", "trajectories", "question"],
  ["trajectories_final_answer_trgm_idx", "trajectories", "final_answer"],
  ["steps_query_trgm_idx", "steps", "query"],
] as const;

export async function setTrigramIndexes(sql: Pick<TSql, "exec">, enabled: boolean, log: (line: string) => void) {
  if (!enabled) {
    for (const [name] of INDEXES) await sql.exec(`DROP INDEX IF EXISTS "${name}"`);
    return;
  }
  await sql.exec(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  for (const [name, table, column] of INDEXES) {
    const started = performance.now();
    await sql.exec(`CREATE INDEX IF NOT EXISTS "${name}" ON "${table}" USING gin ("${column}" gin_trgm_ops)`);
    log(`  trigram index ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
