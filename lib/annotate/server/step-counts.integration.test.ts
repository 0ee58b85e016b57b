import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createUser } from "@/lib/auth/server/users";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { backfillPendingStepCounts } from "./backfill-step-counts";
import { ingestLines } from "@/test/ingest-files";
import { recordLabel } from "./label-writes";

// The step count columns (lib/rewards/formula/step-counts.ts: the formula's counts, OSR's and USR's
// denominators, IFBC's judgement) against a count made here in SQL from
// the labels stored, after each way labels arrive: inline with the rollouts, a label file read
// later, a person's correction, a re-ingest that keeps people's labels, and the backfill of runs
// stored before the columns. The label that holds is one no correction targets, a person's over a
// model's, then the newest (created_at, then id): the trajectory page's rule.

const JUDGE = "judge:x";
const at = (minute: number) => `2026-11-30T10:${String(minute).padStart(2, "0")}:00Z`;
type TJudgement = { step: number; name: string; value: string | boolean | number; minute?: number };
// By hand, per trajectory: steps search, reasoning, search, answer.
const JUDGEMENTS: Record<string, TJudgement[]> = {
  // Over-search on both searches, the second undone by a later label listed first.
  t1: [
    { step: 0, name: "over_search", value: true, minute: 0 },
    { step: 2, name: "over_search", value: false, minute: 7 },
    { step: 2, name: "over_search", value: "yes", minute: 3 },
    { step: 1, name: "step_quality", value: "BAD" },
  ],
  // Under-search on the reasoning step and on the answer; step qualities as numbers and flags.
  t2: [
    { step: 1, name: "under_search", value: 1 },
    { step: 3, name: "under_search", value: "TRUE" },
    { step: 0, name: "step_quality", value: 0 },
    { step: 2, name: "step_quality", value: false },
    { step: 3, name: "step_quality", value: " good " },
  ],
  // Nothing judged.
  t3: [],
  // Over-search on the second search, then undone by a later label listed before it: none holds.
  t4: [
    { step: 2, name: "over_search", value: false, minute: 9 },
    { step: 2, name: "over_search", value: true, minute: 1 },
  ],
};
const STEPS = [
  { kind: "search", query: "capital of France" },
  { kind: "reasoning", reasoning: "so it is Paris" },
  { kind: "search", query: "France capital" },
  { kind: "answer", answer: "Paris" },
];
const labelOf = (j: TJudgement) => ({
  source: JUDGE,
  name: j.name,
  value: j.value,
  ...(j.minute !== undefined && { created_at: at(j.minute) }),
});
const trajectoryLine = (id: string, withLabels: boolean, question = `${id}?`) =>
  JSON.stringify({
    type: "trajectory",
    id,
    step: 1,
    question,
    golden_answers: ["Paris"],
    final_answer: "Paris",
    steps: STEPS.map((s, i) => ({
      ...s,
      ...(withLabels && { labels: JUDGEMENTS[id]!.filter((j) => j.step === i).map(labelOf) }),
    })),
  });
const labelsLine = (id: string) =>
  JSON.stringify({
    type: "labels",
    trajectory: id,
    labels: JUDGEMENTS[id]!.map((j) => ({ step: j.step, ...labelOf(j) })),
  });

// Read as lib/metrics/process reads values: flags true/yes/1 and false/no/0 (trimmed, any case);
// a step is BAD by its category, or by a false flag.
const COUNT_SQL = `
  WITH holding AS (
    SELECT DISTINCT ON (l.trajectory_id, l.step_index, l.name) l.trajectory_id, l.step_index, l.name,
      lower(btrim(l.value)) AS v
    FROM labels l WHERE l.run_id = $1 AND l.step_index IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM labels c WHERE c.run_id = l.run_id AND c.corrects_id = l.id)
    ORDER BY l.trajectory_id, l.step_index, l.name, l.source LIKE 'human:%' DESC, l.created_at DESC, l.id DESC
  ), judged AS (
    SELECT s.trajectory_id, s.kind,
      (SELECT h.v IN ('true', 'yes', '1') FROM holding h
        WHERE h.trajectory_id = s.trajectory_id AND h.step_index = s.index AND h.name = 'over_search') AS over,
      (SELECT h.v IN ('true', 'yes', '1') FROM holding h
        WHERE h.trajectory_id = s.trajectory_id AND h.step_index = s.index AND h.name = 'under_search') AS under,
      (SELECT h.v IS NOT NULL FROM holding h
        WHERE h.trajectory_id = s.trajectory_id AND h.step_index = s.index AND h.name = 'over_search') AS over_read,
      (SELECT h.v IS NOT NULL FROM holding h
        WHERE h.trajectory_id = s.trajectory_id AND h.step_index = s.index AND h.name = 'under_search') AS under_read,
      (SELECT CASE WHEN h.v IN ('bad', 'false', 'no', '0') THEN 'bad' WHEN h.v IN ('good', 'true', 'yes', '1')
        THEN 'good' END FROM holding h
        WHERE h.trajectory_id = s.trajectory_id AND h.step_index = s.index AND h.name = 'step_quality') AS quality,
      -- Intermediate: every step but the last answer.
      s.index IS DISTINCT FROM (SELECT max(a.index) FROM steps a WHERE a.run_id = s.run_id
        AND a.trajectory_id = s.trajectory_id AND a.kind = 'answer') AS intermediate
    FROM steps s WHERE s.run_id = $1
  )
  SELECT t.external_id,
    count(j.kind) FILTER (WHERE j.kind = 'search' AND j.over)::int AS over_search_steps,
    count(j.kind) FILTER (WHERE j.kind <> 'search' AND j.under)::int AS under_search_steps,
    count(j.kind) FILTER (WHERE j.kind IN ('search', 'reasoning'))::int AS hiprag_steps,
    count(j.kind) FILTER (WHERE (j.kind = 'search' AND NOT coalesce(j.over, false))
      OR (j.kind = 'reasoning' AND NOT coalesce(j.under, false)))::int AS correct_steps,
    count(j.kind) FILTER (WHERE j.quality = 'bad')::int AS bad_steps,
    count(j.kind) FILTER (WHERE j.kind = 'search' AND j.over_read)::int AS over_search_labelled,
    count(j.kind) FILTER (WHERE j.kind <> 'search' AND j.under_read)::int AS under_search_labelled,
    CASE WHEN bool_or(j.intermediate AND j.quality = 'bad') THEN true
      WHEN bool_or(j.intermediate AND j.quality = 'good') THEN false
      WHEN NOT bool_or(j.intermediate) AND bool_or(j.quality IS NOT NULL) THEN false END
      AS has_flawed_intermediate_step
  FROM trajectories t LEFT JOIN judged j ON j.trajectory_id = t.id
  WHERE t.run_id = $1 GROUP BY t.external_id ORDER BY t.external_id`;
const STORED_SQL = `SELECT external_id, over_search_steps, under_search_steps, hiprag_steps, correct_steps, bad_steps,
    over_search_labelled, under_search_labelled, has_flawed_intermediate_step
  FROM trajectories WHERE run_id = $1 ORDER BY external_id`;

describe.each(DATABASE_KINDS)("step counts on %s", (kind) => {
  let test: TTestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
  });
  afterEach(() => test.dispose());

  const ingest = (run: string, lines: string[]) => ingestLines(test.db, run, lines);
  const stored = (runId: number) => test.db.sql.query<Record<string, unknown>>(STORED_SQL, [runId]);
  const counted = (runId: number) => test.db.sql.query<Record<string, unknown>>(COUNT_SQL, [runId]);
  const IDS = ["t1", "t2", "t3", "t4"];
  // The hand count of JUDGEMENTS, so the SQL above is checked too.
  // prettier-ignore
  const BY_HAND = [
    { external_id: "t1", over_search_steps: 1, under_search_steps: 0, hiprag_steps: 3, correct_steps: 2, bad_steps: 1,
      over_search_labelled: 2, under_search_labelled: 0, has_flawed_intermediate_step: true },
    { external_id: "t2", over_search_steps: 0, under_search_steps: 2, hiprag_steps: 3, correct_steps: 2, bad_steps: 2,
      over_search_labelled: 0, under_search_labelled: 2, has_flawed_intermediate_step: true },
    { external_id: "t3", over_search_steps: 0, under_search_steps: 0, hiprag_steps: 3, correct_steps: 3, bad_steps: 0,
      over_search_labelled: 0, under_search_labelled: 0, has_flawed_intermediate_step: null },
    { external_id: "t4", over_search_steps: 0, under_search_steps: 0, hiprag_steps: 3, correct_steps: 3, bad_steps: 0,
      over_search_labelled: 1, under_search_labelled: 0, has_flawed_intermediate_step: null },
  ];
  // The flag columns, from the same holding labels: a search step over-searched, a non-search step
  // under-searched (lib/metrics/process's deriveTrajectoryFlags).
  async function expectFlagsAsCounted(runId: number) {
    const flags = await test.db.sql.query<{ external_id: string; has_over_search: boolean; has_under_search: boolean }>(
      `SELECT external_id, has_over_search, has_under_search FROM trajectories WHERE run_id = $1 ORDER BY external_id`,
      [runId],
    );
    const counts = await counted(runId);
    expect(flags).toEqual(
      counts.map((c) => ({
        external_id: c.external_id,
        has_over_search: (c.over_search_steps as number) > 0,
        has_under_search: (c.under_search_steps as number) > 0,
      })),
    );
  }

  it("labels inline and labels from a later file give the counts the stored labels say", async () => {
    const inline = await ingest(
      "inline",
      IDS.map((id) => trajectoryLine(id, true)),
    );
    const separate = await ingest(
      "separate",
      IDS.map((id) => trajectoryLine(id, false)),
    );
    expect((await stored(separate)).map((r) => r.over_search_steps)).toEqual([0, 0, 0, 0]);
    await ingest(
      "separate",
      IDS.map((id) => labelsLine(id)),
    );
    expect(await counted(inline)).toEqual(BY_HAND);
    expect(await stored(inline)).toEqual(BY_HAND);
    expect(await stored(separate)).toEqual(await counted(separate));
    expect(await stored(separate)).toEqual(BY_HAND);
    await expectFlagsAsCounted(inline);
    await expectFlagsAsCounted(separate);
  });

  it("follows a person's correction and keeps it across a re-ingest of a changed trajectory", async () => {
    const runId = await ingest(
      "r",
      IDS.map((id) => trajectoryLine(id, true)),
    );
    const ada = await createUser(test.db, { name: "ada", role: "annotator" });
    const [t1] = await test.db.sql.query<{ id: string }>(
      `SELECT id::text AS id FROM trajectories WHERE run_id = $1 AND external_id = 't1'`,
      [runId],
    );
    const [judged] = await test.db.sql.query<{ id: string }>(
      `SELECT id::text AS id FROM labels WHERE run_id = $1 AND trajectory_id = $2 AND step_index = 0 AND name = 'over_search'`,
      [runId, t1!.id],
    );
    const correct = (stepIndex: number, name: string, value: boolean | string, corrects: string | null) =>
      recordLabel(test.db, {
        runId,
        trajectoryId: t1!.id,
        stepIndex,
        name,
        value,
        rationale: null,
        corrects: corrects ? { id: corrects, version: 1 } : null,
        author: ada,
      });
    await correct(0, "over_search", false, judged!.id);
    await correct(3, "step_quality", "BAD", null);
    const corrected = { ...BY_HAND[0]!, over_search_steps: 0, correct_steps: 3, bad_steps: 2 };
    expect(await counted(runId)).toEqual([corrected, ...BY_HAND.slice(1)]);
    expect(await stored(runId)).toEqual(await counted(runId));

    // t1 comes back with a new question: replaced under its id, the people's labels carried over.
    await ingest("r", [trajectoryLine("t1", true, "t1, asked again?"), trajectoryLine("t2", true)]);
    expect(await stored(runId)).toEqual(await counted(runId));
    expect((await stored(runId))[0]).toEqual(corrected);
  });

  it("a person's label holds over a model's made after it, as on the trajectory page", async () => {
    const runId = await ingest(
      "people-first",
      IDS.map((id) => trajectoryLine(id, true)),
    );
    // Ada's review of t1, read from her tool's export: the reasoning step GOOD beside the judge's BAD.
    await ingest("people-first", [
      JSON.stringify({
        type: "labels",
        trajectory: "t1",
        labels: [{ step: 1, source: "human:ada", name: "step_quality", value: "GOOD", created_at: at(30) }],
      }),
    ]);
    const byAda = { ...BY_HAND[0]!, bad_steps: 0, has_flawed_intermediate_step: false };
    expect(await counted(runId)).toEqual([byAda, ...BY_HAND.slice(1)]);
    expect(await stored(runId)).toEqual(await counted(runId));

    // The judge runs again later and says BAD once more, and over-search on the first search: its
    // new over_search holds (no person spoke there), Ada's GOOD still holds over its BAD.
    await ingest("people-first", [
      JSON.stringify({
        type: "labels",
        trajectory: "t1",
        labels: [
          { step: 1, source: JUDGE, name: "step_quality", value: "BAD", created_at: at(45) },
          { step: 0, source: JUDGE, name: "over_search", value: false, created_at: at(45) },
        ],
      }),
    ]);
    const afterJudge = { ...byAda, over_search_steps: 0, correct_steps: 3 };
    expect(await counted(runId)).toEqual([afterJudge, ...BY_HAND.slice(1)]);
    expect(await stored(runId)).toEqual(await counted(runId));
    // The backfill (the migration that moved the counts to this rule) derives the same.
    await test.db.sql.query(`UPDATE runs SET step_counts_pending = true WHERE id = $1`, [runId]);
    await backfillPendingStepCounts(test.db);
    expect(await stored(runId)).toEqual(await counted(runId));
  });

  it("the migration's backfill fills runs stored before the columns", async () => {
    // Another run first, so that this one's ids cross from one digit to two (9, 10, 11).
    await ingest(
      "before",
      Array.from({ length: 8 }, (_, i) => trajectoryLine(`f${i}`, false)),
    );
    const runId = await ingest(
      "old",
      IDS.map((id) => trajectoryLine(id, true)),
    );
    const ids = await test.db.sql.query<{ id: string }>(`SELECT id::text AS id FROM trajectories WHERE run_id = $1`, [
      runId,
    ]);
    expect(ids.map((r) => r.id.length).sort()).toEqual([1, 2, 2, 2]);
    const nulls = Object.fromEntries(Object.keys(BY_HAND[0]!).map((k) => [k, null]));
    await test.db.sql.query(
      `UPDATE trajectories SET over_search_steps = NULL, under_search_steps = NULL, hiprag_steps = NULL,
         correct_steps = NULL, bad_steps = NULL, over_search_labelled = NULL, under_search_labelled = NULL,
         has_flawed_intermediate_step = NULL WHERE run_id = $1`,
      [runId],
    );
    await test.db.sql.query(`UPDATE runs SET step_counts_pending = true WHERE id = $1`, [runId]);
    // A flag the labels do not imply: the backfill fills the counts and leaves every other column.
    await test.db.sql.query(`UPDATE trajectories SET has_under_search = true WHERE run_id = $1`, [runId]);
    expect((await stored(runId)).map((r) => ({ ...r, external_id: null }))).toEqual(IDS.map(() => nulls));

    const analyses = async () =>
      (
        await test.db.sql.query<{ n: number }>(
          `SELECT analyze_count::int AS n FROM pg_stat_user_tables WHERE relname = 'trajectories'`,
        )
      )[0]?.n;
    const analysedBefore = await analyses();
    // Two at a time: a batch must start after the largest id of the last, not after its last text.
    const filled = await backfillPendingStepCounts(test.db, 2);
    // The fill rewrote the run's rows: the planner's statistics are taken again after it.
    if (kind === "postgres") expect(await analyses()).toBeGreaterThan(analysedBefore!);
    expect(filled.map(({ run, trajectories }) => ({ run, trajectories }))).toEqual([{ run: "old", trajectories: 4 }]);
    expect(await stored(runId)).toEqual(BY_HAND);
    const flags = await test.db.sql.query<{ has_under_search: boolean }>(
      `SELECT has_under_search FROM trajectories WHERE run_id = $1`,
      [runId],
    );
    expect(flags.map((f) => f.has_under_search)).toEqual([true, true, true, true]);
    const [run] = await test.db.sql.query<{ pending: boolean }>(
      `SELECT step_counts_pending AS pending FROM runs WHERE id = $1`,
      [runId],
    );
    expect(run!.pending).toBe(false);
    expect(await backfillPendingStepCounts(test.db)).toEqual([]);
  });
});
