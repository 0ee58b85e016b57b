import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { DEMO_TEST_RUNS, EDGE_RUN, seedDemoRuns, seedEdgeRun } from "@/test/what-if-test-data";
import { backfillPendingRewardFeatures } from "./backfill-reward-features";

// A run stored before the reward_features column gets, from `trajscope migrate`'s backfill, the
// features ingest writes for the same records (from the parsed record; the backfill reads the
// stored rows as the what-if loads them).

describe.each(DATABASE_KINDS)("the reward features backfill on %s", (kind) => {
  let test: TTestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await seedEdgeRun(test.db);
    await seedDemoRuns(test.db);
  }, 120_000);
  afterAll(() => test?.dispose());

  const features = () =>
    test.db.sql.query<{ run: string; external_id: string; reward_features: number | null }>(
      `SELECT r.name AS run, t.external_id, t.reward_features FROM trajectories t JOIN runs r ON r.id = t.run_id
       ORDER BY r.name, t.external_id`,
    );

  it("fills the runs the migration marked with what ingest wrote, and clears their marks", async () => {
    const ingested = await features();
    expect(new Set(ingested.map((r) => r.run))).toEqual(new Set([EDGE_RUN, ...DEMO_TEST_RUNS]));
    expect(ingested.filter((r) => r.reward_features === null)).toEqual([]);
    // Different features across the runs: the comparison below can tell them apart.
    expect(new Set(ingested.map((r) => r.reward_features)).size).toBeGreaterThan(3);

    await test.db.sql.query(`UPDATE trajectories SET reward_features = NULL`);
    await test.db.sql.query(`UPDATE runs SET reward_features_pending = true`);
    const filled = await backfillPendingRewardFeatures(test.db);
    expect(
      filled.map(({ run, trajectories }) => ({ run, trajectories })).sort((a, b) => a.run.localeCompare(b.run)),
    ).toEqual(
      [...new Set(ingested.map((r) => r.run))].sort().map((run) => ({
        run,
        trajectories: ingested.filter((r) => r.run === run).length,
      })),
    );
    expect(await features()).toEqual(ingested);
    const pending = await test.db.sql.query(`SELECT name FROM runs WHERE reward_features_pending`);
    expect(pending).toEqual([]);
    expect(await backfillPendingRewardFeatures(test.db)).toEqual([]);
  });
});
