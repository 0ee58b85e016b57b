import "server-only";
import type { TScoredSet } from "@/lib/ablation/scored-set";
import type { TDatabase } from "@/lib/db/connection";
import type { SqlParams } from "@/lib/db/sql-params";

// A run's evaluation set — what the ablation table and, by default, the comparison score:
//   1. its evaluation split — split test, val, validation, eval, evaluation or dev — at the latest
//      training step that has one (an evaluation run without steps: all of that split);
//   2. else the trajectories of its last training step;
//   3. else (no training steps at all, e.g. a FlashRAG output) all its trajectories.

export const EVALUATION_SPLITS = ["test", "val", "validation", "eval", "evaluation", "dev"];

export async function getEvaluationSet(db: TDatabase, runId: number): Promise<TScoredSet> {
  const [split] = await db.sql.query<{ split: string; step: number | null }>(
    `SELECT split, training_step AS step FROM trajectories WHERE run_id = $1 AND split = ANY($2::text[])
     ORDER BY training_step DESC NULLS LAST LIMIT 1`,
    [runId, EVALUATION_SPLITS],
  );
  if (split) return { kind: "evaluation split", split: split.split, step: split.step };
  const [last] = await db.sql.query<{ step: number | null }>(
    `SELECT max(training_step) AS step FROM trajectories WHERE run_id = $1`,
    [runId],
  );
  if (last?.step == null) return { kind: "all trajectories", split: null, step: null };
  return { kind: "last training step", split: null, step: last.step };
}

/** The condition on trajectories `t` of one run that selects its scored set (not the run itself). */
export function scoredSetSql(set: TScoredSet, params: SqlParams, t = "t"): string {
  if (set.kind === "evaluation split") {
    return `${t}.split = ${params.add(set.split, "text")} AND ${t}.training_step IS NOT DISTINCT FROM ${params.add(set.step, "int")}`;
  }
  if (set.kind === "last training step") return `${t}.training_step = ${params.add(set.step, "int")}`;
  return "TRUE";
}
