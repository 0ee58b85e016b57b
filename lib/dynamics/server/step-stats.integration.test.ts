import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { openFileSource } from "@/lib/ingest/read-file";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { listStepStats, refreshStepStats } from "./step-stats";

const search = (overSearch: boolean) => ({
  kind: "search",
  query: "q",
  labels: [{ source: "judge:x", name: "over_search", value: overSearch }],
});
const trajectory = (id: string, step: number, dataset: string, reward: number, steps: unknown[] = []) =>
  JSON.stringify({
    type: "trajectory",
    id,
    step,
    dataset,
    question: "q?",
    golden_answers: ["Paris"],
    final_answer: reward > 0.5 ? "Paris" : "Lyon",
    reward: { total: reward, components: { answer: reward > 0.5 ? 1 : 0, format: 0.2 } },
    steps,
  });

describe.each(DATABASE_KINDS)("per-step aggregates on %s", (kind) => {
  let test: TTestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
  });
  afterEach(() => test.dispose());

  it("are computed at ingest, overall and per dataset, and follow label corrections", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "trajscope-stats-"));
    const file = path.join(folder, "run.jsonl");
    await writeFile(
      file,
      [
        trajectory("a", 0, "nq", 0.0, [search(true), search(false)]),
        trajectory("b", 0, "nq", 1.0, [search(false)]),
        trajectory("c", 0, "hotpotqa", 0.5),
        trajectory("d", 0, "hotpotqa", 0.2),
        trajectory("e", 1, "nq", 1.0, [search(true)]),
      ].join("\n"),
    );
    const report = await ingestSources(test.db, [await openFileSource(file)], { run: "r" });
    const stats = (names: string[], dataset?: string) =>
      listStepStats(test.db, { runId: report.runId, names, dataset });

    expect(await stats(["reward"])).toEqual([
      {
        trainingStep: 0,
        name: "reward",
        dataset: "",
        count: 4,
        mean: 0.425,
        min: 0,
        max: 1,
        p50: 0.35,
        p90: expect.closeTo(0.85, 12),
      },
      { trainingStep: 1, name: "reward", dataset: "", count: 1, mean: 1, min: 1, max: 1, p50: 1, p90: 1 },
    ]);
    // The population variance a confidence band needs: rewards 0, 1, 0.5, 0.2 at step 0, by hand.
    const variances = await test.db.sql.query<{ step: number; variance: number }>(
      `SELECT training_step AS step, variance FROM step_stats WHERE run_id = $1 AND name = 'reward' AND dataset = ''
       ORDER BY training_step`,
      [report.runId],
    );
    const m = (0 + 1 + 0.5 + 0.2) / 4;
    const byHand = [0, 1, 0.5, 0.2].reduce((s, v) => s + (v - m) ** 2, 0) / 4;
    expect(variances.map((v) => v.step)).toEqual([0, 1]);
    expect(variances[0]!.variance).toBeCloseTo(byHand, 12);
    expect(variances[1]!.variance).toBe(0);
    expect((await stats(["em", "component:answer"], "nq")).map((s) => [s.name, s.trainingStep, s.mean])).toEqual([
      ["component:answer", 0, 0.5],
      ["component:answer", 1, 1],
      ["em", 0, 0.5],
      ["em", 1, 1],
    ]);
    expect((await stats(["over_search_rate"])).map((s) => [s.trainingStep, s.count, s.mean])).toEqual([
      [0, 3, 1 / 3],
      [1, 1, 1],
    ]);

    // Search-P1's efficiency aggregates: turns by outcome (EM ≥ 1), trajectories per search count.
    // Turns = searches + answer for a, b, e; c and d have no steps, so no turns (not counted).
    const turns = await stats(["turns/success", "turns/failure"]);
    expect(turns.map((s) => [s.name, s.trainingStep, s.count, s.mean])).toEqual([
      ["turns/failure", 0, 1, 3],
      ["turns/success", 0, 1, 2],
      ["turns/success", 1, 1, 2],
    ]);
    const iterationNames = ["success", "failure"].flatMap((o) =>
      ["0", "1", "2", "3+"].map((b) => `iterations/${o}/${b}`),
    );
    const iterations = (rows: Awaited<ReturnType<typeof stats>>) =>
      rows.map((s) => [s.name, s.trainingStep, s.count, s.mean]);
    expect(iterations(await stats(iterationNames))).toEqual([
      ["iterations/failure/0", 0, 2, 0],
      ["iterations/failure/2", 0, 1, 2],
      ["iterations/success/1", 0, 1, 1],
      ["iterations/success/1", 1, 1, 1],
    ]);
    expect(iterations(await stats(iterationNames, "hotpotqa"))).toEqual([["iterations/failure/0", 0, 2, 0]]);

    // A person corrects the judge's over_search on trajectory a's first step: the rate follows.
    const [judged] = await test.db.sql.query<{ id: string; trajectory_id: string }>(
      `SELECT l.id::text AS id, l.trajectory_id::text AS trajectory_id FROM labels l
       JOIN trajectories t ON t.run_id = l.run_id AND t.id = l.trajectory_id
       WHERE t.external_id = 'a' AND l.step_index = 0`,
    );
    await test.db.sql.query(
      `INSERT INTO labels (run_id, trajectory_id, step_index, source, name, value_type, value, value_number, corrects_id)
       VALUES ($1, $2, 0, 'human:ada', 'over_search', 'boolean', 'false', 0, $3)`,
      [report.runId, judged!.trajectory_id, judged!.id],
    );
    await refreshStepStats(test.db, report.runId, [0]);
    expect((await stats(["over_search_rate"])).map((s) => [s.trainingStep, s.count, s.mean])).toEqual([
      [0, 3, 0],
      [1, 1, 1],
    ]);

    // An annotator's own label beside the judge's (not a correction) holds instead of it, once.
    const [b] = await test.db.sql.query<{ id: string }>(
      `SELECT id::text AS id FROM trajectories WHERE external_id = 'b'`,
    );
    await test.db.sql.query(
      `INSERT INTO labels (run_id, trajectory_id, step_index, source, name, value_type, value, value_number)
       VALUES ($1, $2, 0, 'human:bob', 'over_search', 'boolean', 'true', 1)`,
      [report.runId, b!.id],
    );
    await refreshStepStats(test.db, report.runId, [0]);
    expect((await stats(["over_search_rate"])).map((s) => [s.trainingStep, s.count, s.mean])).toEqual([
      [0, 3, 1 / 3],
      [1, 1, 1],
    ]);
  });
});
