import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_FILTER, type TTrajectoryFilter } from "@/lib/browse/filter";
import { recordLabel } from "@/lib/annotate/server/label-writes";
import { createUser } from "@/lib/auth/server/users";
import { ingestDemoFamily } from "@/lib/ingest/server/demo";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { getFailureCountsByStep, storedFailureCountsByStep } from "@/lib/failures/server/failure-counts";
import { DEFAULT_CORRECTNESS_CHOICE } from "@/lib/metrics/process";
import { getRunMetrics } from "@/lib/what-if/server/run-metrics";
import { getWhatIfRun } from "@/lib/what-if/server/what-if-run";
import { getRunOverview } from "./run-overview";
import { cachedRunSummary, runChangeCount, summaryKey } from "./run-summary-cache";

// The unfiltered overview is served from run_summaries while the run is unchanged, and computed
// afresh after any write to its trajectories or labels: a person's correction must show at once.
// Figures are checked against SQL counts of the run's current labels and trajectories.

describe.each(DATABASE_KINDS)("the stored run overview on %s", (kind) => {
  let test: TTestDatabase;
  let runId: number;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await ingestDemoFamily(test.db, { steps: 3, perStep: 4, evalQuestions: 4, runs: ["demo-hiprag"] });
    const [run] = await test.db.sql.query<{ id: number }>(`SELECT id FROM runs WHERE name = 'demo-hiprag'`);
    runId = run!.id;
  });
  afterAll(() => test?.dispose());

  /** Search steps whose current over_search label says yes, of those labelled (the overview's OSR). */
  const overSearchBySql = async () => {
    const [row] = await test.db.sql.query<{ count: number; total: number }>(
      `SELECT count(*) FILTER (WHERE c.value = 'true')::int AS count, count(*)::int AS total FROM (
         SELECT DISTINCT ON (l.trajectory_id, l.step_index) l.value FROM labels l
         JOIN steps s ON s.run_id = l.run_id AND s.trajectory_id = l.trajectory_id AND s.index = l.step_index
         WHERE l.run_id = $1 AND l.name = 'over_search' AND s.kind = 'search'
         ORDER BY l.trajectory_id, l.step_index, l.created_at DESC, l.id DESC) c`,
      [runId],
    );
    return row!;
  };
  /** A filter every trajectory of the run passes: its every dataset (the overview then scans). */
  const everyDataset = async (): Promise<TTrajectoryFilter> => {
    const rows = await test.db.sql.query<{ dataset: string }>(
      `SELECT DISTINCT dataset FROM trajectories WHERE run_id = $1`,
      [runId],
    );
    expect(rows.map((r) => r.dataset)).not.toContain(null);
    return { ...EMPTY_FILTER, datasets: rows.map((r) => r.dataset) };
  };
  const stored = () =>
    test.db.sql.query<{ changes: string }>(`SELECT changes::text FROM run_summaries WHERE run_id = $1`, [runId]);

  it("is stored at the run's change count, and served while the run is unchanged", async () => {
    const first = await getRunOverview(test.db, runId);
    // What is stored is what later readers get: plain JSON, nothing lost on the way.
    expect(await getRunOverview(test.db, runId)).toEqual(first);
    const [{ n }] = (await test.db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM trajectories WHERE run_id = $1`,
      [runId],
    )) as [{ n: number }];
    expect(first.overall.trajectories).toBe(n);
    expect(first.overall.searchDecisions.osr).toMatchObject(await overSearchBySql());
    expect((await overSearchBySql()).total).toBeGreaterThan(0);
    expect(await stored()).toEqual([{ changes: String(await runChangeCount(test.db, runId)) }]);

    // Served, not recomputed: an edit to the stored copy shows as long as nothing is written.
    await test.db.sql.query(
      `UPDATE run_summaries SET summary = jsonb_set(summary, '{overall,trajectories}', '-1') WHERE run_id = $1`,
      [runId],
    );
    expect((await getRunOverview(test.db, runId)).overall.trajectories).toBe(-1);
    // A filter's cards are stored apart.
    expect((await getRunOverview(test.db, runId, await everyDataset())).overall.trajectories).toBe(n);
  });

  it("shows a person's correction at once", async () => {
    const before = await overSearchBySql();
    const [judged] = await test.db.sql.query<{ id: string; trajectory_id: string; step_index: number }>(
      `SELECT l.id::text, l.trajectory_id::text, l.step_index FROM labels l
       JOIN steps s ON s.run_id = l.run_id AND s.trajectory_id = l.trajectory_id AND s.index = l.step_index
       WHERE l.run_id = $1 AND l.name = 'over_search' AND l.value = 'true' AND s.kind = 'search' ORDER BY l.id LIMIT 1`,
      [runId],
    );
    const ada = await createUser(test.db, { name: "ada", role: "annotator" });
    await recordLabel(test.db, {
      runId,
      author: ada,
      trajectoryId: judged!.trajectory_id,
      stepIndex: judged!.step_index,
      name: "over_search",
      value: false,
      rationale: "the first search was needed",
      corrects: { id: judged!.id, version: 1 },
    });

    const after = await overSearchBySql();
    expect(after).toEqual({ count: before.count - 1, total: before.total });
    const overview = await getRunOverview(test.db, runId);
    expect(overview.overall.searchDecisions.osr).toMatchObject(after);
    expect(overview.overall.trajectories).toBeGreaterThan(0);
    expect(await stored()).toEqual([{ changes: String(await runChangeCount(test.db, runId)) }]);
  });

  it("counts one change per writing statement, none for a statement that changes nothing", async () => {
    const count = () => runChangeCount(test.db, runId);
    const start = await count();
    await test.db.sql.query(`UPDATE trajectories SET em = em WHERE run_id = $1`, [runId]);
    expect(await count()).toBe(start + 1);
    await test.db.sql.query(`UPDATE trajectories SET em = em WHERE run_id = $1 AND id < 0`, [runId]);
    await test.db.sql.query(`DELETE FROM labels WHERE run_id = $1 AND name = 'no such label'`, [runId]);
    expect(await count()).toBe(start + 1);
  });

  it("is computed afresh when a change commits while it is being computed", async () => {
    const key = "during";
    let computed = 0;
    const compute = async () => {
      computed++;
      if (computed === 1) {
        await test.db.sql.query(
          `UPDATE trajectories SET reward = reward WHERE run_id = $1 AND id IN (
          SELECT id FROM trajectories WHERE run_id = $1 ORDER BY id LIMIT 1)`,
          [runId],
        );
      }
      return getRunOverview(test.db, runId, await everyDataset());
    };
    await cachedRunSummary(test.db, test.db, { runId, key }, compute);
    await cachedRunSummary(test.db, test.db, { runId, key }, compute);
    await cachedRunSummary(test.db, test.db, { runId, key }, compute);
    expect(computed).toBe(2);
  });

  it("is computed once for readers who ask at the same time", async () => {
    let computed = 0;
    const compute = async () => {
      computed++;
      return getRunOverview(test.db, runId, await everyDataset());
    };
    const [a, b] = await Promise.all([
      cachedRunSummary(test.db, test.db, { runId, key: "together" }, compute),
      cachedRunSummary(test.db, test.db, { runId, key: "together" }, compute),
    ]);
    expect(computed).toBe(1);
    expect(b).toEqual(a);
  });

  it("keeps the what-if page's run metrics the same way", async () => {
    const run = (await getWhatIfRun(test.db, "demo-hiprag"))!;
    const key = summaryKey("run-metrics", run);
    const fresh = await getRunMetrics(test.db, run);
    const served = () => cachedRunSummary(test.db, test.db, { runId, key }, () => getRunMetrics(test.db, run));
    expect(await served()).toEqual(fresh);
    expect(await served()).toEqual(fresh);
    expect(fresh.overSearchRate).toMatchObject(await overSearchBySql());
  });

  it("keeps the dynamics page's failure cells per step the same way", async () => {
    const input = { runId, choice: DEFAULT_CORRECTNESS_CHOICE, dataset: null };
    const served = () => storedFailureCountsByStep(test.db, test.db, input);
    const fresh = await getFailureCountsByStep(test.db, input);
    const [{ n }] = (await test.db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM trajectories WHERE run_id = $1 AND training_step IS NOT NULL`,
      [runId],
    )) as [{ n: number }];
    expect(fresh.reduce((sum, row) => sum + row.trajectories, 0)).toBe(n);
    expect(n).toBeGreaterThan(0);
    expect(await served()).toEqual(fresh);
    // Served, not recomputed: an edit to the stored copy shows while nothing is written.
    await test.db.sql.query(
      `UPDATE run_summaries SET summary = jsonb_set(summary, '{0,trajectories}', '-1')
       WHERE run_id = $1 AND key LIKE 'failures-by-step:%'`,
      [runId],
    );
    expect((await served())[0]!.trajectories).toBe(-1);
    // A write to the run's trajectories: computed afresh.
    await test.db.sql.query(
      `UPDATE trajectories SET em = 1 - em WHERE run_id = $1 AND id = (SELECT min(id) FROM trajectories
         WHERE run_id = $1 AND training_step IS NOT NULL AND em IS NOT NULL)`,
      [runId],
    );
    const changed = await getFailureCountsByStep(test.db, input);
    expect(changed).not.toEqual(fresh);
    expect(await served()).toEqual(changed);
  });

  it("leaves a run free to be deleted, with its changes and stored overviews", async () => {
    await test.db.sql.query(`DELETE FROM runs WHERE id = $1`, [runId]);
    const [left] = await test.db.sql.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM run_changes WHERE run_id = $1) + (SELECT count(*) FROM run_summaries WHERE run_id = $1) AS n`,
      [runId],
    );
    expect(Number(left!.n)).toBe(0);
  });
});
