import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { recordsSource } from "@/lib/ingest/server/demo";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { getQuestionStatuses } from "./question-statuses";
import { backfillPendingQuestionStats, refreshQuestionStats } from "./question-stats";

// question_stats kept up to date by ingest: a question's stored status follows the rollouts ingested
// later, a re-ingested record that changed its question moves it, and the backfill of a run stored
// before the table gives the same rows ingest made.

const RUN = "question-stats-run";
// EM by ingest's own scoring: the gold answer is Paris, so "Paris" is right and "Rome" wrong.
const rollouts = (question: string, step: number, answers: string[], prefix = `${question}-${step}`) =>
  answers.map((answer, i) => ({
    type: "trajectory" as const,
    id: `${prefix}-${i}`,
    question,
    step,
    golden_answers: ["Paris"],
    final_answer: answer,
  }));

describe.each(DATABASE_KINDS)("question_stats on %s", (kind) => {
  let test: TTestDatabase;
  let runId: number;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  const ingest = (records: object[]) =>
    ingestSources(test.db, [recordsSource(`records-${Math.random()}`, records as never)], { run: RUN });
  const stored = () =>
    test.db.sql.query<Record<string, unknown>>(
      `SELECT question, status, dataset, anchor_id::text, sampled_steps, first_step, last_step, last_accuracy
       FROM question_stats WHERE run_id = $1::int ORDER BY question_md5`,
      [runId],
    );
  const statusOf = async (question: string) =>
    (
      await test.db.sql.query<{ status: string | null }>(
        `SELECT status FROM question_stats WHERE run_id = $1::int AND question = $2`,
        [runId, question],
      )
    )[0]?.status;

  it("follows the rollouts ingested later: right at step 1, wrong at step 2 → forgotten", async () => {
    await ingest([
      ...rollouts("capital of France?", 1, ["Paris", "Paris", "Paris", "Rome"]),
      ...rollouts("other question?", 1, ["Rome", "Rome"]),
    ]);
    runId = (await test.db.sql.query<{ id: number }>(`SELECT id FROM runs WHERE name = $1`, [RUN]))[0]!.id;
    expect(await statusOf("capital of France?")).toBe("always_right");
    expect(await statusOf("other question?")).toBe("never_learned");

    await ingest(rollouts("capital of France?", 2, ["Rome", "Rome", "Paris", "Rome"]));
    expect(await statusOf("capital of France?")).toBe("forgotten");
    // The rows the page reads, and the figures of the question counted from the records above.
    const [row] = await test.db.sql.query<Record<string, unknown>>(
      `SELECT sampled_steps, first_step, last_step, last_accuracy FROM question_stats
       WHERE run_id = $1::int AND question = 'capital of France?'`,
      [runId],
    );
    expect(row).toEqual({ sampled_steps: 2, first_step: 1, last_step: 2, last_accuracy: 1 / 4 });
    const report = await getQuestionStatuses(test.db, { runId, status: "forgotten", limit: 10 });
    expect(report.counts).toEqual({ learned: 0, forgotten: 1, never_learned: 1, always_right: 0 });
    expect(report.items.map((i) => i.question)).toEqual(["capital of France?"]);
  });

  it("moves a re-ingested record whose question changed out of its old question's row", async () => {
    // The one rollout of "other question?" at step 1 now asks another question, right this time.
    await ingest([{ ...rollouts("renamed question?", 1, ["Paris"])[0]!, id: "other question?-1-0" }]);
    expect(await statusOf("renamed question?")).toBe("always_right");
    const [other] = await test.db.sql.query<{ sampled_steps: number; last_accuracy: number }>(
      `SELECT sampled_steps, last_accuracy FROM question_stats WHERE run_id = $1::int AND question = 'other question?'`,
      [runId],
    );
    expect(other).toEqual({ sampled_steps: 1, last_accuracy: 0 });
  });

  it("backfills a run stored before the table with the rows ingest made", async () => {
    const byIngest = await stored();
    expect(byIngest).toHaveLength(3);
    // As the migration leaves a run whose trajectories predate the table.
    await test.db.sql.query(`DELETE FROM question_stats WHERE run_id = $1::int`, [runId]);
    await test.db.sql.query(`UPDATE runs SET question_stats_pending = true WHERE id = $1::int`, [runId]);
    const filled = await backfillPendingQuestionStats(test.db);
    expect(filled.map((f) => [f.run, f.questions])).toEqual([[RUN, 3]]);
    expect(await stored()).toEqual(byIngest);
    const [run] = await test.db.sql.query<{ pending: boolean }>(
      `SELECT question_stats_pending AS pending FROM runs WHERE id = $1::int`,
      [runId],
    );
    expect(run!.pending).toBe(false);
  });

  it("gives the same rows when the whole run is read a row or two at a time", async () => {
    const byIngest = await stored();
    for (const pageRows of [1, 2]) {
      await refreshQuestionStats(test.db, runId, undefined, { pageRows });
      expect(await stored()).toEqual(byIngest);
    }
  });
});
