import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openFileSource } from "@/lib/ingest/read-file";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { trajectoryLine } from "@/test/ingest-files";
import { REAL_FIXTURES } from "@/test/real-fixtures";
import { getRunTrajectoryCount } from "./run-stats";
import { listRuns } from "./runs";

// Headline figures as an independent scan of the run computes them.
const SCAN_SQL = `SELECT count(*)::int AS trajectories, count(DISTINCT training_step)::int AS steps,
  min(training_step) AS min_step, max(training_step) AS max_step, count(em)::int AS em_n, avg(em) AS em,
  count(acc)::int AS acc_n, avg(acc) AS acc, count(reward)::int AS reward_n, avg(reward) AS reward
  FROM trajectories t JOIN runs r ON r.id = t.run_id WHERE r.name = $1`;

type TScan = {
  trajectories: number;
  steps: number;
  min_step: number | null;
  max_step: number | null;
  em_n: number;
  em: number | null;
  acc_n: number;
  acc: number | null;
  reward_n: number;
  reward: number | null;
};

describe.each(DATABASE_KINDS)("run headline figures on %s", (kind) => {
  let test: TTestDatabase;
  let folder: string;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    folder = await mkdtemp(path.join(tmpdir(), "run-stats-"));
  });
  afterAll(() => test.dispose());

  async function expectHeadlineEqualsScan(run: string) {
    const [scan] = await test.db.sql.query<TScan>(SCAN_SQL, [run]);
    const summary = (await listRuns(test.db)).find((r) => r.name === run)!;
    expect(summary.trajectoryCount).toBe(scan!.trajectories);
    expect(await getRunTrajectoryCount(test.db, summary.id)).toBe(scan!.trajectories);
    expect(summary.headline).not.toBeNull();
    const h = summary.headline!;
    expect(h.trajectories).toBe(scan!.trajectories);
    expect(h.trainingSteps).toEqual(
      scan!.min_step === null ? null : { count: scan!.steps, min: scan!.min_step, max: scan!.max_step },
    );
    for (const [name, mean, n] of [
      ["em", scan!.em, scan!.em_n],
      ["acc", scan!.acc, scan!.acc_n],
      ["reward", scan!.reward, scan!.reward_n],
    ] as const) {
      expect(h[name].count, name).toBe(n);
      if (mean === null) expect(h[name].mean, name).toBeNull();
      else expect(h[name].mean, name).toBeCloseTo(mean, 12);
    }
    return summary;
  }

  it("an evaluation run without training steps: the real R1-Searcher Bamboogle file", async () => {
    const file = path.join(REAL_FIXTURES, "r1-searcher-bamboogle-qwen.jsonl");
    await ingestSources(test.db, [await openFileSource(file)], { run: "bamboogle" });
    const summary = await expectHeadlineEqualsScan("bamboogle");
    const lines = (await readFile(file, "utf8")).split("\n").filter(Boolean).length;
    expect(summary.headline!.trajectories).toBe(lines);
    expect(summary.headline!.trainingSteps).toBeNull();
  });

  it("a training run with steps and an evaluation split, then a re-ingest that changes some", async () => {
    const lines = [
      trajectoryLine("a", { step: 3, reward: { total: 1 }, dataset: "nq" }),
      trajectoryLine("b", { step: 3, final_answer: "Lyon", reward: { total: 0.25 }, dataset: "hotpotqa" }),
      trajectoryLine("c", { step: 7, final_answer: "Paris, France", reward: { total: 0.5 } }),
      trajectoryLine("d", { step: 12 }),
      trajectoryLine("e", { final_answer: "Lille", split: "test", reward: { total: 0 } }),
      trajectoryLine("f", { split: "test", reward: { total: 1 } }),
    ];
    const file = path.join(folder, "train.jsonl");
    await writeFile(file, lines.join("\n") + "\n");
    await ingestSources(test.db, [await openFileSource(file)], { run: "train" });
    const first = await expectHeadlineEqualsScan("train");
    expect(first.headline!.trainingSteps).toEqual({ count: 3, min: 3, max: 12 });
    expect(first.headline!.trajectories).toBe(6);

    // Step 7's trajectory becomes wrong and a new step appears: only those steps are recomputed.
    const changed = [
      ...lines.slice(0, 2),
      trajectoryLine("c", { step: 7, final_answer: "Marseille", reward: { total: 0 } }),
      ...lines.slice(3),
      trajectoryLine("g", { step: 20, reward: { total: 0.75 } }),
    ];
    await writeFile(file, changed.join("\n") + "\n");
    await ingestSources(test.db, [await openFileSource(file)], { run: "train" });
    const second = await expectHeadlineEqualsScan("train");
    expect(second.headline!.trainingSteps).toEqual({ count: 4, min: 3, max: 20 });
  });

  it("a run with no trajectory yet has no headline", async () => {
    await test.db.prisma.run.create({ data: { name: "empty" } });
    const empty = (await listRuns(test.db)).find((r) => r.name === "empty")!;
    expect(empty).toMatchObject({ trajectoryCount: 0, headline: null });
  });

  it("stores each record's file name and line, as the file numbers them", async () => {
    const file = path.join(REAL_FIXTURES, "r1-searcher-hotpotqa-llama-40.jsonl");
    await ingestSources(test.db, [await openFileSource(file)], { run: "hotpot-lines" });
    const questions = (await readFile(file, "utf8"))
      .split("\n")
      .map((line, i) => [i + 1, line] as const)
      .filter(([, line]) => line.trim())
      .map(([line, text]) => ({ line, question: (JSON.parse(text) as { question: string }).question }));
    const stored = await test.db.sql.query<{ source_file: string; source_line: number; question: string }>(
      `SELECT source_file, source_line, question FROM trajectories t JOIN runs r ON r.id = t.run_id
       WHERE r.name = 'hotpot-lines' ORDER BY source_line`,
    );
    expect(new Set(stored.map((s) => s.source_file))).toEqual(new Set([path.basename(file)]));
    expect(stored.map((s) => ({ line: s.source_line, question: s.question }))).toEqual(questions);
  });
});
