import fs from "node:fs";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parquetReadObjects } from "hyparquet";
import { parquetWriteBuffer } from "hyparquet-writer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getGroupOf } from "@/lib/groups/server/group-view";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { expandInputPaths } from "../expand-paths";
import { fileRanges, openFileSource } from "../read-file";
import { exportRun } from "../server/export-run";
import { ingestSources, type TReject } from "../server/pipeline";
import { getRunByName } from "@/lib/runs/server/runs";
import { FolderWatcher } from "../server/watch";

// TRL's completions/ folder (reference/trl, written by make-completions.ts from TRL's own arithmetic)
// through the whole pipeline, as `trajscope ingest out/completions` reads it. Expected values come
// from the script's expected.json and from the parquet files read here with hyparquet directly.
const REFERENCE = path.join(import.meta.dirname, "reference/trl");
type TExpectedRow = {
  file: string;
  row: number;
  step: number;
  rewards: Record<string, number | null>;
  advantage: number;
  reward: number | null;
  group: number;
  sample: number;
};
const EXPECTED: TExpectedRow[] = JSON.parse(fs.readFileSync(path.join(REFERENCE, "expected.json"), "utf8"));
const key = (step: number, group: number, sample: number) => `${step}:${group}#${sample}`;

type TStoredRow = {
  step: number;
  group_id: string;
  sample_index: number;
  reward: number | null;
  logged_advantage: number | null;
  reward_components: Record<string, number> | null;
  source_file: string;
  source_line: number;
};

describe.each(DATABASE_KINDS)("TRL completion logs stored on %s", (kind) => {
  let test: TTestDatabase;
  let folder: string;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    folder = await mkdtemp(path.join(tmpdir(), "trajscope-trl-"));
    await cp(path.join(REFERENCE, "completions"), path.join(folder, "completions"), { recursive: true });
  });
  afterAll(async () => {
    await test.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  async function ingestPaths(paths: string[], run: string) {
    const rejects: TReject[] = [];
    const files = await expandInputPaths(paths);
    const report = await ingestSources(test.db, await Promise.all(files.map((f) => openFileSource(f))), {
      run,
      onReject: (r) => rejects.push(r),
    });
    return { report, rejects };
  }

  const storedRows = (run: string) =>
    test.db.sql.query<TStoredRow>(
      `SELECT t.training_step AS step, t.group_id, t.sample_index, t.reward, t.logged_advantage, t.reward_components,
              t.source_file, t.source_line
       FROM trajectories t JOIN runs r ON r.id = t.run_id WHERE r.name = $1 ORDER BY t.id`,
      [run],
    );

  it("stores every row of the folder with its rewards per function, total and logged advantage", async () => {
    const { report, rejects } = await ingestPaths([path.join(folder, "completions")], "trl-grpo");
    expect(rejects).toEqual([]);
    expect(report).toMatchObject({ read: EXPECTED.length, stored: EXPECTED.length, rejected: 0 });
    expect(report.files.map((f) => [path.basename(f.file), f.format])).toEqual([
      ["completions_00005.parquet", "trl"],
      ["completions_00010.parquet", "trl"],
      ["completions_00015.parquet", "trl"],
    ]);
    const stored = await storedRows("trl-grpo");
    expect(stored).toHaveLength(EXPECTED.length);
    const byPlace = new Map(
      stored.map((row) => [key(row.step, Number(row.group_id.split(":")[1]), row.sample_index), row]),
    );
    for (const row of EXPECTED) {
      const got = byPlace.get(key(row.step, row.group, row.sample));
      expect(got?.group_id).toBe(`${row.step}:${row.group}`);
      expect([got?.source_file, got?.source_line]).toEqual([row.file, row.row]);
      expect(got?.reward).toBe(row.reward);
      expect(got?.logged_advantage).toBe(row.advantage);
      const components = Object.fromEntries(Object.entries(row.rewards).filter(([, v]) => v !== null));
      expect(got?.reward_components ?? {}).toEqual(components);
    }
  });

  it("stores the advantages the parquet files hold, read here with hyparquet", async () => {
    for (const step of [5, 10, 15]) {
      const file = await fileRanges(
        path.join(folder, "completions", `completions_${String(step).padStart(5, "0")}.parquet`),
      );
      const rows = await parquetReadObjects({ file, columns: ["advantage"], rowFormat: "object" });
      const stored = await test.db.sql.query<{ a: number }>(
        `SELECT t.logged_advantage AS a FROM trajectories t JOIN runs r ON r.id = t.run_id
         WHERE r.name = 'trl-grpo' AND t.training_step = $1 ORDER BY t.source_line`,
        [step],
      );
      expect(stored.map((row) => row.a)).toEqual(rows.map((row) => row.advantage));
    }
  });

  it("shows each group's logged advantages in the group view, member by member", async () => {
    const [run] = await test.db.sql.query<{ id: number }>(`SELECT id FROM runs WHERE name = 'trl-grpo'`);
    const anchors = await test.db.sql.query<{ id: string; group_id: string }>(
      `SELECT DISTINCT ON (group_id) id::text, group_id FROM trajectories WHERE run_id = $1 ORDER BY group_id, id`,
      [run!.id],
    );
    expect(anchors).toHaveLength(9);
    for (const anchor of anchors) {
      const view = await getGroupOf(test.db, { runId: run!.id, trajectoryId: anchor.id });
      const [step, group] = anchor.group_id.split(":").map(Number);
      const expected = EXPECTED.filter((row) => row.step === step && row.group === group);
      expect(view?.isDerived).toBe(false);
      expect(view?.members.map((m) => [m.sampleIndex, m.loggedAdvantage, m.reward])).toEqual(
        expected.map((row) => [row.sample, row.advantage, row.reward]),
      );
    }
  });

  it("finds nothing new in the files again, nor in the same table as JSON lines", async () => {
    const again = await ingestPaths([path.join(folder, "completions")], "trl-grpo");
    expect(again.report).toMatchObject({ read: EXPECTED.length, stored: 0, unchanged: EXPECTED.length });
    const json = await ingestPaths([path.join(REFERENCE, "completions_00010.jsonl")], "trl-grpo");
    expect(json.report).toMatchObject({ read: 12, stored: 0, unchanged: 12, rejected: 0 });
    // Both renderings in one ingest: the same records, not twelve identical samples more.
    const both = await ingestPaths(
      [path.join(folder, "completions"), path.join(REFERENCE, "completions_00010.jsonl")],
      "trl-both",
    );
    expect(both.report).toMatchObject({ read: EXPECTED.length + 12, stored: EXPECTED.length, unchanged: 12 });
  });

  it("exports the logged advantage in the canonical records", async () => {
    const run = await getRunByName(test.db, "trl-grpo");
    const advantages: [string, number][] = [];
    for await (const line of exportRun(test.db, run!, "jsonl")) {
      const record = JSON.parse(line) as { type: string; group?: string; sample?: number; advantage?: number };
      if (record.type === "trajectory") advantages.push([`${record.group}#${record.sample}`, record.advantage!]);
    }
    expect(advantages.sort()).toEqual(
      EXPECTED.map((row): [string, number] => [key(row.step, row.group, row.sample), row.advantage]).sort(),
    );
  });

  it("reports a bad row with its file, row and reason and stores the rest", async () => {
    const file = path.join(folder, "bad", "completions_00020.parquet");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const buffer = parquetWriteBuffer({
      columnData: [
        { name: "step", data: [20n, 20n, 20n], type: "INT64", nullable: true },
        { name: "prompt", data: ["p", "p", "p"], type: "STRING", nullable: true },
        { name: "completion", data: ["a", null, "c"], type: "STRING", nullable: true },
        { name: "accuracy_reward", data: [1, 0, 1], type: "DOUBLE", nullable: true },
        { name: "advantage", data: [0.5, -1, 0.5], type: "DOUBLE", nullable: true },
      ],
    });
    await writeFile(file, Buffer.from(buffer));
    const { report, rejects } = await ingestPaths([file], "trl-bad");
    expect(report).toMatchObject({ read: 3, stored: 2, rejected: 1 });
    expect(rejects).toEqual([{ file, line: 2, reason: 'row 2: "completion" must be a string, got null' }]);
  });

  it("watches a completions folder: a parquet file is read once it is finished", async () => {
    const dir = path.join(folder, "watched");
    fs.mkdirSync(dir);
    const bytes = fs.readFileSync(path.join(folder, "completions", "completions_00005.parquet"));
    // pandas writes in place, footer last: a file without it waits, whatever its size does.
    await writeFile(path.join(dir, "completions_00005.parquet"), bytes.subarray(0, bytes.length - 100));
    const watcher = new FolderWatcher(test.db, { dir, run: "trl-watched" });
    expect(await watcher.pass()).toEqual([]);
    expect(await watcher.pass()).toEqual([]);
    await writeFile(path.join(dir, "completions_00005.parquet"), bytes);
    expect(await watcher.pass()).toEqual([]); // its size just changed: one more pass
    const done = await watcher.pass();
    expect(done.map((f) => [path.basename(f.file), f.report.stored, f.report.rejected])).toEqual([
      ["completions_00005.parquet", 12, 0],
    ]);
    expect(await watcher.pass()).toEqual([]);
  });
});
