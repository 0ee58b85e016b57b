import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listEarlierVersionLabels } from "@/lib/annotate/server/label-history";
import { recordLabel } from "@/lib/annotate/server/label-writes";
import { createUser, type TUser } from "@/lib/auth/server/users";
import { getTrajectory } from "@/lib/browse/server/trajectory-detail";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { ingestSources } from "./pipeline";
import { openFileSource } from "../read-file";

const JUDGE = "judge:x";
type TVersion = { reasoning: string; answer: string };
const trajectoryLine = (id: string, { reasoning, answer }: TVersion) =>
  JSON.stringify({
    type: "trajectory",
    id,
    step: 5,
    question: `${id}?`,
    golden_answers: ["Paris"],
    final_answer: answer,
    steps: [
      { kind: "search", query: `capital ${id}`, labels: [{ source: JUDGE, name: "over_search", value: true }] },
      { kind: "reasoning", reasoning, labels: [{ source: JUDGE, name: "step_quality", value: "BAD" }] },
      { kind: "answer", answer },
    ],
  });

// Issue 14 item 1: a re-ingest of changed trajectories never deletes people's labels.
describe.each(DATABASE_KINDS)("people's labels across a re-ingest on %s", (kind) => {
  let test: TTestDatabase;
  let folder: string;
  let ada: TUser;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    folder = await mkdtemp(path.join(tmpdir(), "trajscope-keep-"));
    ada = await createUser(test.db, { name: "ada", role: "annotator" });
  });
  afterEach(() => test.dispose());

  async function ingest(name: string, versions: Record<string, TVersion>) {
    const file = path.join(folder, name);
    await writeFile(
      file,
      Object.entries(versions)
        .map(([id, v]) => trajectoryLine(id, v))
        .join("\n"),
    );
    return ingestSources(test.db, [await openFileSource(file)], { run: "r" });
  }
  const idOf = async (externalId: string) =>
    (
      await test.db.sql.query<{ id: string }>(`SELECT id::text AS id FROM trajectories WHERE external_id = $1`, [
        externalId,
      ])
    )[0]!.id;
  const judgeLabel = async (externalId: string, stepIndex: number, name: string) =>
    (
      await test.db.sql.query<{ id: string }>(
        `SELECT l.id::text AS id FROM labels l JOIN trajectories t ON t.run_id = l.run_id AND t.id = l.trajectory_id
         WHERE t.external_id = $1 AND l.step_index = $2 AND l.name = $3 AND l.source = $4`,
        [externalId, stepIndex, name, JUDGE],
      )
    )[0]!.id;
  async function correct(externalId: string, stepIndex: number | null, name: string, value: boolean | string) {
    const corrects = stepIndex === null ? null : { id: await judgeLabel(externalId, stepIndex, name), version: 1 };
    const [run] = await test.db.sql.query<{ id: number }>(`SELECT id FROM runs WHERE name = 'r'`);
    const trajectoryId = await idOf(externalId);
    return (
      await recordLabel(test.db, {
        runId: run!.id,
        trajectoryId,
        stepIndex,
        name,
        value,
        rationale: "checked",
        corrects,
        author: ada,
      })
    ).label;
  }

  it("keeps corrections on unchanged steps, orphans those whose step changed, and counts both", async () => {
    const v1 = { reasoning: "Paris is the capital", answer: "Paris" };
    await ingest("v1.jsonl", { t1: v1, t2: v1, t3: v1 });
    const onSearch = await correct("t1", 0, "over_search", false); // t1's search stays the same
    const onReasoning = await correct("t1", 1, "step_quality", "GOOD"); // t1's reasoning changes
    const onAnswer = await correct("t2", null, "answer_correct", true); // t2's answer changes
    const untouched = await correct("t3", 0, "over_search", false); // t3 is not changed at all

    const report = await ingest("v2.jsonl", {
      t1: { reasoning: "Paris, surely", answer: "Paris" },
      t2: { reasoning: "Paris is the capital", answer: "Lyon" },
      t3: v1,
    });
    expect(report).toMatchObject({ stored: 2, unchanged: 1, rejected: 0, peopleLabels: { carried: 1, orphaned: 2 } });

    // Every person's label is still there: two on their steps, two set aside with the old step text.
    const kept = await test.db.sql.query<Record<string, unknown>>(
      `SELECT l.id::text AS id, t.external_id, l.step_index, l.name, l.value, l.corrects_id::text AS corrects_id
       FROM labels l JOIN trajectories t ON t.run_id = l.run_id AND t.id = l.trajectory_id
       WHERE l.author_id IS NOT NULL ORDER BY l.id`,
    );
    expect(kept).toEqual([
      {
        id: onSearch.id,
        external_id: "t1",
        step_index: 0,
        name: "over_search",
        value: "false",
        corrects_id: await judgeLabel("t1", 0, "over_search"),
      },
      {
        id: untouched.id,
        external_id: "t3",
        step_index: 0,
        name: "over_search",
        value: "false",
        corrects_id: untouched.correctsId,
      },
    ]);
    const orphans = await test.db.sql.query<Record<string, unknown>>(
      `SELECT id::text AS id, trajectory_id::text AS trajectory_id, step_index, step_kind, step_text, name, value, author_id
       FROM orphaned_labels ORDER BY id`,
    );
    expect(orphans).toEqual([
      {
        id: onReasoning.id,
        trajectory_id: await idOf("t1"),
        step_index: 1,
        step_kind: "reasoning",
        step_text: "Paris is the capital",
        name: "step_quality",
        value: "GOOD",
        author_id: ada.id,
      },
      {
        id: onAnswer.id,
        trajectory_id: await idOf("t2"),
        step_index: null,
        step_kind: null,
        step_text: "Paris",
        name: "answer_correct",
        value: "true",
        author_id: ada.id,
      },
    ]);

    const [run] = await test.db.sql.query<{ id: number }>(`SELECT id FROM runs WHERE name = 'r'`);
    expect(await listEarlierVersionLabels(test.db.sql, { runId: run!.id, trajectoryId: await idOf("t1") })).toEqual([
      expect.objectContaining({
        id: onReasoning.id,
        authorName: "ada",
        value: "GOOD",
        earlierVersion: { stepKind: "reasoning", stepText: "Paris is the capital" },
      }),
    ]);

    // The trajectory page shows it apart from the labels that hold, as the table stores it.
    const detail = await getTrajectory(test.db, { runId: run!.id, trajectoryId: await idOf("t1") });
    const [stored] = orphans;
    expect(detail!.setAsideLabels.map((l) => [l.id, l.stepIndex, l.name, l.value, l.earlierVersion])).toEqual([
      [
        stored!.id,
        stored!.step_index,
        stored!.name,
        stored!.value,
        { stepKind: stored!.step_kind, stepText: stored!.step_text },
      ],
    ]);
    expect(detail!.labels.map((l) => l.id)).not.toContain(onReasoning.id);

    // The kept correction still holds: t1's search is not over-search, as Ada said, not as the judge logs it.
    const flags = await test.db.sql.query<{ external_id: string; has_over_search: boolean }>(
      `SELECT external_id, has_over_search FROM trajectories ORDER BY external_id`,
    );
    expect(flags).toEqual([
      { external_id: "t1", has_over_search: false },
      { external_id: "t2", has_over_search: true },
      { external_id: "t3", has_over_search: false },
    ]);

    // A third ingest of the same changed file changes nothing and loses nothing.
    const again = await ingest("v2-again.jsonl", {
      t1: { reasoning: "Paris, surely", answer: "Paris" },
      t2: { reasoning: "Paris is the capital", answer: "Lyon" },
      t3: v1,
    });
    expect(again).toMatchObject({ stored: 0, unchanged: 3, peopleLabels: { carried: 0, orphaned: 0 } });
    const [counts] = await test.db.sql.query<{ labels: number; orphans: number }>(
      `SELECT (SELECT count(*)::int FROM labels WHERE author_id IS NOT NULL) AS labels,
              (SELECT count(*)::int FROM orphaned_labels) AS orphans`,
    );
    expect(counts).toEqual({ labels: 2, orphans: 2 });
  });

  it("follows a step that moved when a new step was put before it", async () => {
    await ingest("v1.jsonl", { t1: { reasoning: "think", answer: "Paris" } });
    const label = await correct("t1", 1, "step_quality", "GOOD");
    const file = path.join(folder, "v2.jsonl");
    const record = JSON.parse(trajectoryLine("t1", { reasoning: "think", answer: "Paris" }));
    record.steps.unshift({ kind: "reasoning", reasoning: "first, a plan" });
    await writeFile(file, JSON.stringify(record));
    const report = await ingestSources(test.db, [await openFileSource(file)], { run: "r" });
    expect(report.peopleLabels).toEqual({ carried: 1, orphaned: 0 });
    const [row] = await test.db.sql.query<{ step_index: number; corrects_id: string | null }>(
      `SELECT step_index, corrects_id::text AS corrects_id FROM labels WHERE id = $1`,
      [label.id],
    );
    expect(row).toEqual({ step_index: 2, corrects_id: await judgeLabel("t1", 2, "step_quality") });
  });
});
