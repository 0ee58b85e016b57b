import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createUser } from "@/lib/auth/server/users";
import { parseBrowseParams } from "@/lib/browse/params";
import { countTrajectories } from "@/lib/browse/server/trajectory-count";
import { listTrajectories } from "@/lib/browse/server/trajectories";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { ingestLines } from "@/test/ingest-files";
import { recordLabel } from "./label-writes";

// disagreed_labels (refresh-derived.ts) against a count made here in SQL from the labels stored,
// after each way labels arrive: inline with the rollouts, a label file read later, a person's
// label or correction, a re-ingest that keeps people's labels, and the migration that filled it.
// Two sources disagree on a name when their current labels of one step (or of the whole
// trajectory) differ; a source's current label is its newest, unless a correction hides it.

const JUDGE = "judge:x";
const PRM = "prm:y";
const at = (minute: number) => `2026-11-30T10:${String(minute).padStart(2, "0")}:00Z`;
type TJudgement = { step: number | null; source: string; name: string; value: string; minute?: number };
// By hand, per trajectory: steps search, answer.
const JUDGEMENTS: Record<string, TJudgement[]> = {
  // The judge and the PRM differ on step 0's quality and on the whole trajectory's verdict.
  d1: [
    { step: 0, source: JUDGE, name: "step_quality", value: "BAD" },
    { step: 0, source: PRM, name: "step_quality", value: "GOOD" },
    { step: null, source: JUDGE, name: "answer_correct", value: "true" },
    { step: null, source: PRM, name: "answer_correct", value: "false" },
  ],
  // They agree.
  d2: [
    { step: 0, source: JUDGE, name: "step_quality", value: "BAD" },
    { step: 0, source: PRM, name: "step_quality", value: "BAD" },
  ],
  // The judge changed its mind to the PRM's value (its newer label listed first): no disagreement.
  d3: [
    { step: 0, source: JUDGE, name: "step_quality", value: "GOOD", minute: 9 },
    { step: 0, source: JUDGE, name: "step_quality", value: "BAD", minute: 1 },
    { step: 0, source: PRM, name: "step_quality", value: "GOOD", minute: 5 },
  ],
  // Different steps, different names: nothing to compare.
  d4: [
    { step: 0, source: JUDGE, name: "step_quality", value: "BAD" },
    { step: 1, source: PRM, name: "step_quality", value: "GOOD" },
    { step: 1, source: JUDGE, name: "over_search", value: "true" },
  ],
  // One source only.
  d5: [{ step: 1, source: JUDGE, name: "step_quality", value: "GOOD" }],
};
const IDS = Object.keys(JUDGEMENTS);
const BY_HAND = [
  { external_id: "d1", names: ["answer_correct", "step_quality"] },
  { external_id: "d2", names: null },
  { external_id: "d3", names: null },
  { external_id: "d4", names: null },
  { external_id: "d5", names: null },
];

const labelOf = (j: TJudgement) => ({
  source: j.source,
  name: j.name,
  value: j.value,
  ...(j.minute !== undefined && { created_at: at(j.minute) }),
});
const STEPS = [
  { kind: "search", query: "capital of France" },
  { kind: "answer", answer: "Paris" },
];
const trajectoryLine = (id: string, withLabels: boolean, question = `${id}?`) =>
  JSON.stringify({
    type: "trajectory",
    id,
    step: 1,
    question,
    golden_answers: ["Paris"],
    final_answer: "Paris",
    ...(withLabels && { labels: JUDGEMENTS[id]!.filter((j) => j.step === null).map(labelOf) }),
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

// Each source's newest label per (trajectory, step, name), then those no correction hides; pairs of
// such labels of two sources with different values.
const COUNT_SQL = `
  WITH newest AS (
    SELECT DISTINCT ON (l.trajectory_id, l.step_index, l.name, l.source) l.id, l.trajectory_id, l.step_index,
      l.name, l.source, l.value
    FROM labels l WHERE l.run_id = $1
    ORDER BY l.trajectory_id, l.step_index, l.name, l.source, l.created_at DESC, l.id DESC
  ), current AS (
    SELECT * FROM newest x WHERE NOT EXISTS (SELECT 1 FROM labels c WHERE c.run_id = $1 AND c.corrects_id = x.id)
  )
  SELECT t.external_id,
    (SELECT array_agg(DISTINCT x.name ORDER BY x.name) FROM current x JOIN current y
       ON y.trajectory_id = x.trajectory_id AND y.step_index IS NOT DISTINCT FROM x.step_index AND y.name = x.name
         AND y.source <> x.source AND y.value <> x.value
     WHERE x.trajectory_id = t.id) AS names
  FROM trajectories t WHERE t.run_id = $1 ORDER BY t.external_id`;
const STORED_SQL = `SELECT external_id, disagreed_labels AS names FROM trajectories WHERE run_id = $1 ORDER BY external_id`;

describe.each(DATABASE_KINDS)("disagreed labels on %s", (kind) => {
  let test: TTestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
  });
  afterEach(() => test.dispose());

  const ingest = (run: string, lines: string[]) => ingestLines(test.db, run, lines);
  const stored = (runId: number) => test.db.sql.query(STORED_SQL, [runId]);
  const counted = (runId: number) => test.db.sql.query(COUNT_SQL, [runId]);
  const idOf = async (runId: number, externalId: string) =>
    (
      await test.db.sql.query<{ id: string }>(
        `SELECT id::text AS id FROM trajectories WHERE run_id = $1 AND external_id = $2`,
        [runId, externalId],
      )
    )[0]!.id;
  // What the list's filter shows and counts, as external ids.
  async function listed(runId: number, query: string) {
    const { filter, sort } = parseBrowseParams(Object.fromEntries(new URLSearchParams(query))).state;
    const page = await listTrajectories(test.db, { runId, filter, sort, limit: 100 });
    const ids = new Set(page.items.map((r) => r.id));
    const rows = await test.db.sql.query<{ id: string; external_id: string }>(
      `SELECT id::text AS id, external_id FROM trajectories WHERE run_id = $1 ORDER BY external_id`,
      [runId],
    );
    const count = await countTrajectories(test.db, { runId, filter });
    return { ids: rows.filter((r) => ids.has(r.id)).map((r) => r.external_id), count };
  }

  it("labels inline and from a later file store the names the labels disagree on", async () => {
    const inline = await ingest(
      "inline",
      IDS.map((id) => trajectoryLine(id, true)),
    );
    const separate = await ingest(
      "separate",
      IDS.map((id) => trajectoryLine(id, false)),
    );
    await ingest(
      "separate",
      IDS.map((id) => labelsLine(id)),
    );
    expect(await counted(inline)).toEqual(BY_HAND);
    expect(await stored(inline)).toEqual(BY_HAND);
    expect(await stored(separate)).toEqual(BY_HAND);
    for (const runId of [inline, separate]) {
      expect(await listed(runId, "disagree=any")).toEqual({ ids: ["d1"], count: { count: 1, isExact: true } });
      expect(await listed(runId, "disagree=answer_correct")).toEqual({
        ids: ["d1"],
        count: { count: 1, isExact: true },
      });
      expect(await listed(runId, "disagree=over_search")).toEqual({ ids: [], count: { count: 0, isExact: true } });
    }
  });

  it("follows people's labels and corrections, and keeps them across a re-ingest", async () => {
    const runId = await ingest(
      "r",
      IDS.map((id) => trajectoryLine(id, true)),
    );
    const ada = await createUser(test.db, { name: "ada", role: "annotator" });
    const [prmGood] = await test.db.sql.query<{ id: string }>(
      `SELECT id::text AS id FROM labels WHERE run_id = $1 AND trajectory_id = $2 AND step_index = 0 AND source = $3`,
      [runId, await idOf(runId, "d1"), PRM],
    );
    // Ada corrects the PRM's GOOD on d1 to BAD, the judge's value: the PRM's label no longer counts,
    // and Ada agrees with the judge. Her review of d5, read from her tool's export, says BAD where
    // the judge said GOOD.
    await recordLabel(test.db, {
      runId,
      trajectoryId: await idOf(runId, "d1"),
      stepIndex: 0,
      name: "step_quality",
      value: "BAD",
      rationale: null,
      corrects: { id: prmGood!.id, version: 1 },
      author: ada,
    });
    await ingest("r", [
      JSON.stringify({
        type: "labels",
        trajectory: "d5",
        labels: [{ step: 1, source: "human:ada", name: "step_quality", value: "BAD" }],
      }),
    ]);
    const afterAda = [
      { external_id: "d1", names: ["answer_correct"] },
      ...BY_HAND.slice(1, 4),
      { external_id: "d5", names: ["step_quality"] },
    ];
    expect(await counted(runId)).toEqual(afterAda);
    expect(await stored(runId)).toEqual(afterAda);

    // d1 and d5 come back with new questions: replaced under their ids, Ada's labels carried over.
    await ingest("r", [trajectoryLine("d5", true, "d5, asked again?"), trajectoryLine("d1", true, "d1 again?")]);
    expect(await counted(runId)).toEqual(afterAda);
    expect(await stored(runId)).toEqual(afterAda);
    expect((await listed(runId, "disagree=step_quality")).ids).toEqual(["d5"]);
  });

  it("the migration fills the trajectories stored before the column", async () => {
    const runId = await ingest(
      "old",
      IDS.map((id) => trajectoryLine(id, true)),
    );
    await test.db.sql.query(`UPDATE trajectories SET disagreed_labels = NULL`);
    const migration = await readFile(
      path.join(import.meta.dirname, "../../../prisma/migrations/20261206120000_disagreed_labels/migration.sql"),
      "utf8",
    );
    const backfill = migration.slice(migration.indexOf('UPDATE "trajectories"'));
    await test.db.sql.exec(backfill.slice(0, backfill.indexOf(";") + 1));
    expect(await stored(runId)).toEqual(BY_HAND);
  });
});
