import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordLabel } from "@/lib/annotate/server/label-writes";
import { createUser } from "@/lib/auth/server/users";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { ingestSources } from "./pipeline";
import { openFileSource } from "../read-file";

const JUDGE = "judge:prm";
const STEPS = [
  { kind: "search", query: "q" },
  { kind: "reasoning", reasoning: "so" },
  { kind: "answer", answer: "Paris" },
];
// By hand: t1 correct with a BAD intermediate step (flawed but correct); t2 correct, all GOOD, an
// over-search; t3 wrong with a BAD step (not flawed-but-correct: its answer is wrong).
const JUDGEMENTS: Record<string, { step: number; name: string; value: string | boolean }[]> = {
  t1: [
    { step: 0, name: "step_quality", value: "BAD" },
    { step: 1, name: "step_quality", value: "GOOD" },
  ],
  t2: [
    { step: 0, name: "step_quality", value: "GOOD" },
    { step: 1, name: "step_quality", value: "GOOD" },
    { step: 0, name: "over_search", value: true },
  ],
  t3: [{ step: 0, name: "step_quality", value: "BAD" }],
};
const ANSWERS: Record<string, string> = { t1: "Paris", t2: "Paris", t3: "Lyon" };

const trajectoryLine = (id: string, withLabels: boolean) =>
  JSON.stringify({
    type: "trajectory",
    id,
    step: 10,
    question: `${id}?`,
    golden_answers: ["Paris"],
    final_answer: ANSWERS[id],
    steps: STEPS.map((s, i) => ({
      ...s,
      ...(withLabels && {
        labels: JUDGEMENTS[id]!.filter((j) => j.step === i).map(({ step: _s, ...j }) => ({ source: JUDGE, ...j })),
      }),
    })),
  });
const labelsLine = (id: string, change: Record<string, string> = {}) =>
  JSON.stringify({
    type: "labels",
    trajectory: id,
    labels: JUDGEMENTS[id]!.map((j) => ({ source: JUDGE, ...j, value: change[`${j.step}/${j.name}`] ?? j.value })),
  });

// Issue 12 item 14: the derived columns and step_stats follow the labels whatever order they came in.
describe.each(DATABASE_KINDS)("derived flags on %s", (kind) => {
  let test: TTestDatabase;
  let folder: string;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    folder = await mkdtemp(path.join(tmpdir(), "trajscope-flags-"));
  });
  afterEach(() => test.dispose());

  let fileCount = 0;
  async function ingest(run: string, lines: string[]) {
    const file = path.join(folder, `f${(fileCount += 1)}.jsonl`);
    await writeFile(file, lines.join("\n"));
    return ingestSources(test.db, [await openFileSource(file)], { run });
  }
  const flagsOf = (run: string) =>
    test.db.sql.query<Record<string, unknown>>(
      `SELECT t.external_id, t.has_over_search, t.has_under_search, t.is_flawed_but_correct
       FROM trajectories t JOIN runs r ON r.id = t.run_id WHERE r.name = $1 ORDER BY t.external_id`,
      [run],
    );
  /** step_stats' over-search rate of the run, and the same computed here from the labels that hold. */
  const overSearchRate = async (run: string) => {
    const [stored] = await test.db.sql.query<{ mean: number | null; count: number }>(
      `SELECT s.mean, s.count FROM step_stats s JOIN runs r ON r.id = s.run_id
       WHERE r.name = $1 AND s.name = 'over_search_rate' AND s.dataset = '' AND s.training_step = 10`,
      [run],
    );
    const [independent] = await test.db.sql.query<{ mean: number | null; count: number }>(
      `SELECT avg(CASE WHEN l.value = 'true' THEN 1.0 ELSE 0.0 END)::float8 AS mean, count(*)::int AS count
       FROM labels l JOIN runs r ON r.id = l.run_id JOIN steps s ON s.run_id = l.run_id
         AND s.trajectory_id = l.trajectory_id AND s.index = l.step_index
       WHERE r.name = $1 AND l.name = 'over_search' AND s.kind = 'search'
         AND NOT EXISTS (SELECT 1 FROM labels c WHERE c.run_id = l.run_id AND c.corrects_id = l.id)`,
      [run],
    );
    return { stored: stored ?? null, independent };
  };
  const EXPECTED = [
    { external_id: "t1", has_over_search: false, has_under_search: false, is_flawed_but_correct: true },
    { external_id: "t2", has_over_search: true, has_under_search: false, is_flawed_but_correct: false },
    { external_id: "t3", has_over_search: false, has_under_search: false, is_flawed_but_correct: false },
  ];

  it("labels read from a separate file after the trajectories set the same flags as labels inline", async () => {
    await ingest(
      "inline",
      ["t1", "t2", "t3"].map((id) => trajectoryLine(id, true)),
    );
    await ingest(
      "separate",
      ["t1", "t2", "t3"].map((id) => trajectoryLine(id, false)),
    );
    await ingest(
      "separate",
      ["t1", "t2", "t3"].map((id) => labelsLine(id)),
    );

    expect(await flagsOf("inline")).toEqual(EXPECTED);
    expect(await flagsOf("separate")).toEqual(EXPECTED);
    const rate = await overSearchRate("separate");
    expect(rate.stored).toEqual({ mean: 1, count: 1 });
    expect(rate.stored).toEqual(rate.independent);
  });

  it("a person's correction keeps holding when the judge's file is read again with new values", async () => {
    await ingest(
      "r",
      ["t1", "t2", "t3"].map((id) => trajectoryLine(id, false)),
    );
    await ingest(
      "r",
      ["t1", "t2", "t3"].map((id) => labelsLine(id)),
    );
    const ada = await createUser(test.db, { name: "ada", role: "annotator" });
    const [run] = await test.db.sql.query<{ id: number }>(`SELECT id FROM runs WHERE name = 'r'`);
    const [judged] = await test.db.sql.query<{ id: string; trajectory_id: string }>(
      `SELECT l.id::text AS id, l.trajectory_id::text AS trajectory_id FROM labels l
       JOIN trajectories t ON t.run_id = l.run_id AND t.id = l.trajectory_id
       WHERE t.external_id = 't1' AND l.step_index = 0 AND l.name = 'step_quality'`,
    );
    await recordLabel(test.db, {
      runId: run!.id,
      trajectoryId: judged!.trajectory_id,
      stepIndex: 0,
      name: "step_quality",
      value: "GOOD",
      rationale: null,
      corrects: { id: judged!.id, version: 1 },
      author: ada,
    });
    // The judge changes its mind on t2's search (no longer over-search) and insists on t1's BAD step.
    await ingest("r", [labelsLine("t1"), labelsLine("t2", { "0/over_search": "false" as never }), labelsLine("t3")]);
    const [t1, t2, t3] = EXPECTED;
    expect(await flagsOf("r")).toEqual([
      { ...t1, is_flawed_but_correct: false },
      { ...t2, has_over_search: false },
      t3,
    ]);
    const rate = await overSearchRate("r");
    expect(rate.stored).toEqual({ mean: 0, count: 1 });
    expect(rate.stored).toEqual(rate.independent);
  });
});
