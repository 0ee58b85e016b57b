// The trigram indexes this benchmark recommends for text search (see the report): created with
// --trigram, dropped without it, so each run measures exactly one schema.
import type { TDatabase } from "@/lib/db/connection";

const INDEXES = [
  ["trajectories_question_trgm_idx", "trajectories", "question"],
  ["trajectories_final_answer_trgm_idx", "trajectories", "final_answer"],
  ["steps_query_trgm_idx", "steps", "query"],
] as const;

export async function setTrigramIndexes(db: TDatabase, enabled: boolean, log: (line: string) => void) {
  if (!enabled) {
    for (const [name] of INDEXES) await db.sql.exec(`DROP INDEX IF EXISTS "${name}"`);
    return;
  }
  await db.sql.exec(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  for (const [name, table, column] of INDEXES) {
    const started = performance.now();
    await db.sql.exec(`CREATE INDEX IF NOT EXISTS "${name}" ON "${table}" USING gin ("${column}" gin_trgm_ops)`);
    log(`  trigram index ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
