import "server-only";
import type { TSqlDatabase } from "@/lib/db/connection";
import { refreshPlannerStatistics } from "@/lib/db/planner-statistics";
import { questionStatus } from "@/lib/questions/status";
import { fillPendingRuns } from "@/lib/runs/server/pending-runs";
import { QUESTION_STEPS_SQL, TRAINING_ROLLOUT_SQL, type TStepRow } from "./question-sql";

// question_stats: each question of a run through training, summarized once at ingest instead of on
// every request (the questions page aggregated the whole run's trajectories per (question, step):
// seconds at 1M). The rows are folded here from QUESTION_STEPS_SQL, and the status decided by
// questionStatus (lib/questions/status.ts): one definition for the page, the timeline and this table.

/**
 * Above this many touched questions an ingest refreshes the whole run: one scan, not many lookups.
 * At 1M trajectories (40 per question) 1,000 questions by the index took 1.3 s, the whole run 4.6 s.
 */
export const QUESTION_REFRESH_ALL_ABOVE = 2_000;
// Questions aggregated per statement of a partial refresh (each a lookup on (run_id, question, training_step)).
const CHUNK = 1_000;

// (question, step) rows fetched at a time: a whole run's, read at once, held every question's text
// in the heap (a million-trajectory ingest ran out of its 256 MB at its end).
const PAGE_ROWS = 5_000;

/**
 * Recomputes the question_stats rows of the given questions of a run (every question when
 * omitted): a question without training rollouts any more loses its row. One transaction, so
 * readers see the old rows or the new ones. `pageRows` is for tests.
 */
export async function refreshQuestionStats(
  db: Pick<TSqlDatabase, "sql">,
  runId: number,
  questions?: Iterable<string>,
  { pageRows = PAGE_ROWS }: { pageRows?: number } = {},
): Promise<void> {
  const chunks: (string[] | null)[] = [];
  if (questions === undefined) chunks.push(null);
  else {
    const all = [...new Set(questions)];
    for (let i = 0; i < all.length; i += CHUNK) chunks.push(all.slice(i, i + CHUNK));
  }
  if (chunks.length === 0) return;
  await db.sql.withConnection(async (sql) => {
    await sql.exec("BEGIN");
    try {
      for (const chunk of chunks) {
        await sql.query(
          `DELETE FROM question_stats WHERE run_id = $1::int
             AND ($2::text[] IS NULL OR question_md5 IN (SELECT md5(q) FROM unnest($2::text[]) AS q))`,
          [runId, chunk],
        );
        // A cursor, so the whole run is still one scan but never all in memory.
        await sql.query(
          `DECLARE question_steps NO SCROLL CURSOR FOR
           ${QUESTION_STEPS_SQL} WHERE run_id = $1::int AND ($2::text[] IS NULL OR question = ANY($2::text[]))
             AND ${TRAINING_ROLLOUT_SQL}
           GROUP BY question, training_step ORDER BY question, training_step`,
          [runId, chunk],
        );
        await insertRows(sql, runId, async () => sql.query<TStepRow>(`FETCH ${pageRows} FROM question_steps`));
        await sql.exec("CLOSE question_steps");
      }
      await sql.exec("COMMIT");
    } catch (error) {
      await sql.exec("ROLLBACK");
      throw error;
    }
  });
}

/**
 * Folds the (question, step) rows, in question then step order, one question at a time; `fetch`
 * gives the next page of them, empty at the end. A question's steps may span two pages.
 */
async function insertRows(sql: Pick<TSqlDatabase["sql"], "query">, runId: number, fetch: () => Promise<TStepRow[]>) {
  const columns = {
    question: [] as string[],
    status: [] as (string | null)[],
    dataset: [] as (string | null)[],
    anchor: [] as string[],
    sampled: [] as number[],
    first: [] as number[],
    last: [] as number[],
    accuracy: [] as (number | null)[],
  };
  const write = async () => {
    if (columns.question.length === 0) return;
    await sql.query(
      `INSERT INTO question_stats (run_id, question_md5, question, status, dataset, anchor_id, sampled_steps,
         first_step, last_step, last_accuracy)
       SELECT $1::int, md5(q), q, s, d, a, n, f, l, acc
       FROM unnest($2::text[], $3::text[], $4::text[], $5::bigint[], $6::int[], $7::int[], $8::int[], $9::float8[])
         AS v(q, s, d, a, n, f, l, acc)`,
      [runId, ...Object.values(columns)],
    );
    for (const values of Object.values(columns)) values.length = 0;
  };
  const fold = (steps: readonly TStepRow[]) => {
    const last = steps.at(-1)!;
    columns.question.push(last.question);
    columns.status.push(questionStatus(steps));
    columns.dataset.push(steps[0]!.dataset);
    columns.anchor.push(
      steps.reduce((min, s) => (BigInt(s.first_id) < BigInt(min) ? s.first_id : min), steps[0]!.first_id),
    );
    columns.sampled.push(steps.length);
    columns.first.push(steps[0]!.step);
    columns.last.push(last.step);
    columns.accuracy.push(last.judged > 0 ? last.right / last.judged : null);
  };
  let current: TStepRow[] = [];
  for (let page = await fetch(); page.length > 0; page = await fetch()) {
    for (const row of page) {
      if (current.length > 0 && row.question !== current[0]!.question) {
        fold(current);
        current = [];
        if (columns.question.length >= CHUNK) await write();
      }
      current.push(row);
    }
  }
  if (current.length > 0) fold(current);
  await write();
}

/** The runs the question_stats migration marked: fill each, clear its mark. */
export async function backfillPendingQuestionStats(
  db: Pick<TSqlDatabase, "sql" | "driver">,
): Promise<{ run: string; questions: number; seconds: number }[]> {
  const done = await fillPendingRuns(db, "question_stats_pending", async (run) => {
    const started = performance.now();
    await refreshQuestionStats(db, run.id);
    const [count] = await db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM question_stats WHERE run_id = $1::int`,
      [run.id],
    );
    return { run: run.name, questions: count?.n ?? 0, seconds: (performance.now() - started) / 1000 };
  });
  if (done.length) await refreshPlannerStatistics(db, ["question_stats"]);
  return done;
}
