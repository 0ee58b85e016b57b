import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestRun, type TTestTrajectory } from "@/test/browse-test-data";
import { getSearchP1Distribution } from "./search-p1-distribution";

// Trajectories whose bins are known by hand; the counts are checked again against SQL of the test's own.
const p1 = (key: string, step: number, c: Record<string, number>, dataset = "nq"): TTestTrajectory => ({
  key,
  step,
  dataset,
  components: c,
});
const RUN: TTestTrajectory[] = [
  p1("a", 1, { s_self: 0.05, s_ref: 0.95, n_exec: 1, n_plan: 4 }), // coverage 0.25 → bin 2
  p1("b", 1, { s_self: 0.15, s_ref: 1, n_exec: 2, n_plan: 2 }), // coverage 1 → bin 9
  p1("c", 2, { s_self: 0.15, s_ref: 0.5, n_exec: 0, n_plan: 0 }), // no plan: no coverage
  p1("d", 3, { s_self: 1, s_ref: 0, plan_coverage: 0.55, n_exec: 1, n_plan: 4 }, "hotpotqa"), // logged coverage wins
  p1("e", 4, { s_self: 0.4 }), // one track only: not a scatter point
  { key: "f", step: 5, components: { outcome: 1 } }, // no Search-P1 components
  { key: "g", step: 6 }, // no components at all
];

// Bins as width_bucket counts them (ten buckets over [0, 1), 1 into the last), per metric.
const INDEPENDENT = `SELECT m, least(width_bucket(v, 0, 1, 10), 10) - 1 AS bin, count(*)::int AS n FROM (
    SELECT 's_self' AS m, (reward_components->>'s_self')::float8 AS v FROM trajectories WHERE run_id = $1
    UNION ALL SELECT 's_ref', (reward_components->>'s_ref')::float8 FROM trajectories WHERE run_id = $1
    UNION ALL SELECT 'coverage', coalesce((reward_components->>'plan_coverage')::float8,
      (reward_components->>'n_exec')::float8 / nullif((reward_components->>'n_plan')::float8, 0))
      FROM trajectories WHERE run_id = $1) x
  WHERE v IS NOT NULL GROUP BY 1, 2`;

describe.each(DATABASE_KINDS)("Search-P1 distributions on %s", (kind) => {
  let test: TTestDatabase;
  let run: Awaited<ReturnType<typeof createTestRun>>;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    run = await createTestRun(test.db, RUN);
    // Migrating a PGlite database takes over a minute when the machine is busy.
  }, 180_000);
  afterAll(() => test.dispose());

  it("counts each histogram bin as the independent SQL does", async () => {
    const report = await getSearchP1Distribution(test.db, { runId: run.runId, scope: {} });
    const independent = await test.db.sql.query<{ m: string; bin: number; n: number }>(INDEPENDENT, [run.runId]);
    for (const metric of ["coverage", "s_self", "s_ref"] as const) {
      const expected = Array.from({ length: 10 }, () => 0);
      for (const row of independent.filter((r) => r.m === metric)) expected[row.bin] = row.n;
      expect(
        report.histograms[metric].bars.map((b) => b.count),
        metric,
      ).toEqual(expected);
    }
    // By hand.
    expect(report.inScope).toBe(7);
    expect(report.histograms.coverage.total).toBe(3);
    expect(report.histograms.coverage.bars.map((b) => b.count)).toEqual([0, 0, 1, 0, 0, 1, 0, 0, 0, 1]);
    expect(report.histograms.s_self.bars.map((b) => b.count)).toEqual([1, 2, 0, 0, 1, 0, 0, 0, 0, 1]);
    expect(report.histograms.s_ref.total).toBe(4);
    expect(report.datasets).toEqual(["hotpotqa", "nq"]);
  });

  it("plots every trajectory with both track scores, by id, and keeps to the scope", async () => {
    const report = await getSearchP1Distribution(test.db, { runId: run.runId, scope: {} });
    expect(report.scatter).toMatchObject({ total: 4, stride: 1 });
    expect(report.scatter.points).toEqual([
      { trajectoryId: run.ids.a, self: 0.05, reference: 0.95 },
      { trajectoryId: run.ids.b, self: 0.15, reference: 1 },
      { trajectoryId: run.ids.c, self: 0.15, reference: 0.5 },
      { trajectoryId: run.ids.d, self: 1, reference: 0 },
    ]);
    const scoped = await getSearchP1Distribution(test.db, {
      runId: run.runId,
      scope: { dataset: "nq", from: 2, to: 4 },
    });
    expect(scoped.inScope).toBe(2);
    expect(scoped.scatter.points.map((p) => run.keyOf(p.trajectoryId))).toEqual(["c"]);
    expect(scoped.histograms.s_self.total).toBe(2);
  });
});
