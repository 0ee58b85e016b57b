import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBrowseParams } from "@/lib/browse/params";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { openFileSource } from "@/lib/ingest/read-file";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { REAL_FIXTURES } from "@/test/real-fixtures";
import { countTrajectories } from "./trajectory-count";
import { listTrajectories } from "./trajectories";

// Issue 13 item 1: right after an ingest the list's label filters must count exactly and fast.
// Without fresh planner statistics (PGlite has no autovacuum; PostgreSQL may run without it) the
// planner took the run for one row: "≈ 1 trajectory (estimated)" and seconds per page.
const COPIES = 4; // 4 × 125 rows: the size of the run in the issue
const TOUCHED = ["trajectories", "steps", "labels", "step_stats"];
const stateOf = (query: string) => parseBrowseParams(Object.fromEntries(new URLSearchParams(query))).state;

/** The R1-Searcher Bamboogle sample repeated, each copy's questions marked so every line is its own trajectory. */
async function sampleFile(): Promise<{ file: string; judgedRight: number }> {
  const lines = (await readFile(path.join(REAL_FIXTURES, "r1-searcher-bamboogle-qwen.jsonl"), "utf8"))
    .trim()
    .split("\n");
  const records = lines.map((line) => JSON.parse(line) as { question: string; gpt4o_output: string });
  const copies = Array.from({ length: COPIES }, (_, copy) =>
    records.map((record) => JSON.stringify({ ...record, question: `${record.question} [copy ${copy}]` })),
  ).flat();
  const folder = await mkdtemp(path.join(tmpdir(), "trajscope-count-"));
  const file = path.join(folder, "r1-searcher-bamboogle-qwen.jsonl");
  await writeFile(file, copies.join("\n"));
  // Counted from the source itself: GPT-4o said "True".
  const judgedRight = COPIES * records.filter((r) => r.gpt4o_output.trim().toLowerCase() === "true").length;
  return { file, judgedRight };
}

describe.each(DATABASE_KINDS)("counts right after an ingest on %s", (kind) => {
  let test: TTestDatabase;
  let runId: number;
  let judgedRight: number;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    const sample = await sampleFile();
    judgedRight = sample.judgedRight;
    const report = await ingestSources(test.db, [await openFileSource(sample.file)], { run: "bamboogle" });
    expect(report).toMatchObject({ rejected: 0 });
    runId = report.runId;
  });
  afterAll(() => test.dispose());

  it("leaves planner statistics for every table it touched", async () => {
    for (const table of TOUCHED) {
      const [counted] = await test.db.sql.query<{ rows: number }>(`SELECT count(*)::int AS rows FROM ${table}`);
      const rows = counted!.rows;
      const [stats] = await test.db.sql.query<{ reltuples: number; analyzed: boolean | null }>(
        `SELECT c.reltuples::float8 AS reltuples, s.last_analyze IS NOT NULL AS analyzed
           FROM pg_class c LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
          WHERE c.oid = to_regclass($1)`,
        [table],
      );
      // ANALYZE reads every row of a table this small, so the planner's row count is exact; a table
      // never analyzed reads -1 (step_stats stays empty here: evaluation files have no training step).
      expect(stats, table).toMatchObject({ reltuples: rows });
      if (kind === "postgres") expect(stats!.analyzed, table).toBe(true);
    }
  });

  it.each([
    ["label=answer_correct=true", "judged right, counted from the source file"],
    ["outcome=incorrect&label=answer_correct=true", "the issue's filter, counted by independent SQL"],
  ])("counts %s exactly (%s)", async (query) => {
    const [counted] = await test.db.sql.query<{ independent: number }>(
      `SELECT count(*)::int AS independent FROM trajectories t
        WHERE t.run_id = $1 AND ($2::boolean IS FALSE OR t.em < 1)
          AND t.id IN (SELECT trajectory_id FROM labels
                        WHERE run_id = $1 AND source = 'judge:gpt-4o' AND name = 'answer_correct' AND value = 'true')`,
      [runId, query.startsWith("outcome=incorrect")],
    );
    const independent = counted!.independent;
    if (query === "label=answer_correct=true") expect(independent).toBe(judgedRight);
    const { filter, sort } = stateOf(query);
    // How long this takes right after an ingest is measured by `npm run bench:counts`.
    const [count, page] = await Promise.all([
      countTrajectories(test.db, { runId, filter }),
      listTrajectories(test.db, { runId, filter, sort, limit: 50 }),
    ]);
    expect(count).toEqual({ count: independent, isExact: true });
    expect(page.items).toHaveLength(Math.min(50, independent));
  });

  // Runs last: it adds a second judge's labels to the run the tests above read.
  it("refreshes statistics after a label file alone, and counts its labels exactly", async () => {
    const trajectories = await test.db.sql.query<{ external_id: string }>(
      `SELECT external_id FROM trajectories WHERE run_id = $1 ORDER BY id`,
      [runId],
    );
    // Every third trajectory judged right by a second judge: a known count.
    const lines = trajectories.map(({ external_id }, i) =>
      JSON.stringify({
        type: "labels",
        trajectory: external_id,
        labels: [{ source: "judge:second", name: "answer_correct", value: i % 3 === 0 }],
      }),
    );
    const folder = await mkdtemp(path.join(tmpdir(), "trajscope-count-labels-"));
    const file = path.join(folder, "second-judge.jsonl");
    await writeFile(file, lines.join("\n"));
    const report = await ingestSources(test.db, [await openFileSource(file)], { run: "bamboogle" });
    expect(report).toMatchObject({ rejected: 0, stored: trajectories.length });

    const [labels] = await test.db.sql.query<{ rows: number; reltuples: number }>(
      `SELECT (SELECT count(*)::int FROM labels) AS rows,
              (SELECT reltuples::float8 FROM pg_class WHERE oid = to_regclass('labels')) AS reltuples`,
    );
    expect(labels!.reltuples).toBe(labels!.rows);
    const { filter } = stateOf("label=answer_correct=true@judge:second");
    expect(await countTrajectories(test.db, { runId, filter })).toEqual({
      count: Math.ceil(trajectories.length / 3),
      isExact: true,
    });
  });
});
