import { appendFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { FolderWatcher } from "./watch";

// verl's rollout dump: one line per sample, no id; two samples of a group may be identical.
const sample = (step: number, i: number) =>
  JSON.stringify({
    input: `question ${i % 3}`,
    output: `<answer> a${i % 2} </answer>`,
    gts: { target: ["a0"] },
    score: i % 2 ? 0 : 1,
    step,
  });

describe.each(DATABASE_KINDS)("trajscope watch (%s)", (kind) => {
  let t: TTestDatabase;
  let dir: string;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    dir = await mkdtemp(path.join(tmpdir(), "trajscope-watch-"));
  });
  afterAll(async () => {
    await t.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  // Independent of the watcher: rows per training step.
  const countsByStep = async () => {
    const rows = await t.db.sql.query<{ step: number; n: number }>(
      `SELECT training_step AS step, count(*)::int AS n FROM trajectories tr JOIN runs r ON r.id = tr.run_id
       WHERE r.name = 'watched' GROUP BY 1 ORDER BY 1`,
    );
    return Object.fromEntries(rows.map((row) => [row.step, row.n]));
  };

  it("ingests complete lines as they appear, waits for a partial one, and stores nothing twice after a crash", async () => {
    const watcher = () => new FolderWatcher(t.db, { dir, run: "watched" });
    // Step 1 written whole; step 2 half written, ending in a partial line. Samples 0 and 6 are identical.
    const lines = Array.from({ length: 8 }, (_, i) => sample(2, i));
    await writeFile(path.join(dir, "1.jsonl"), Array.from({ length: 6 }, (_, i) => sample(1, i)).join("\n") + "\n");
    await writeFile(path.join(dir, "2.jsonl"), lines.slice(0, 4).join("\n") + "\n" + lines[4]!.slice(0, 20));
    const first = watcher();
    expect((await first.pass()).map((f) => [path.basename(f.file), f.report.stored])).toEqual([
      ["1.jsonl", 6],
      ["2.jsonl", 4],
    ]);
    expect(await countsByStep()).toEqual({ 1: 6, 2: 4 });
    expect(await first.pass()).toEqual([]);

    // The partial line completes and more follow: only the new lines are stored.
    await appendFile(path.join(dir, "2.jsonl"), lines[4]!.slice(20) + "\n" + lines.slice(5).join("\n") + "\n");
    expect((await first.pass()).map((f) => f.report.stored)).toEqual([4]);
    expect(await countsByStep()).toEqual({ 1: 6, 2: 8 });

    // A crash after the write but before the offset was saved: the next watcher reads the file again.
    await t.db.sql.query("DELETE FROM watched_files WHERE path LIKE '%2.jsonl'");
    await writeFile(path.join(dir, "3.jsonl"), sample(3, 0) + "\n");
    const restarted = await watcher().pass();
    expect(restarted.map((f) => [path.basename(f.file), f.report.stored, f.report.unchanged])).toEqual([
      ["2.jsonl", 0, 8],
      ["3.jsonl", 1, 0],
    ]);
    expect(await countsByStep()).toEqual({ 1: 6, 2: 8, 3: 1 });
    // The charts' per-step aggregates follow.
    const stats = await t.db.sql.query<{ step: number; n: number }>(
      `SELECT s.training_step AS step, s.count AS n FROM step_stats s JOIN runs r ON r.id = s.run_id
       WHERE r.name = 'watched' AND s.dataset = '' AND s.name = 'reward' ORDER BY 1`,
    );
    expect(stats.map((s) => [s.step, Number(s.n)])).toEqual([
      [1, 6],
      [2, 8],
      [3, 1],
    ]);
  }, 120_000);
});
