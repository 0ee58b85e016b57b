import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBrowseRun } from "@/e2e/seed-browse-run";
import { BROWSE_RUN } from "@/e2e/seeded-runs";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { batchesOf, forEachBatch, mapBatches, type TBatch, type TSession } from "./run-batches";

const BATCHES: TBatch[] = Array.from({ length: 7 }, (_, i) => ({ lo: String(i * 10), hi: String(i * 10 + 10) }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)("run batches on %s", (kind) => {
  let test: TTestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await seedBrowseRun(test.db);
  }, 120_000);
  afterAll(() => test?.dispose());

  // Batch 0 finishes last of the first few: on PostgreSQL the other connection runs ahead of it.
  const work = async (sql: TSession, batch: TBatch) => {
    if (batch.lo === "0") await sleep(50);
    const [row] = await sql.query<{ lo: string }>("SELECT $1::text AS lo", [batch.lo]);
    return row!.lo;
  };

  it("hands each batch's result on in batch order, whatever order they finished in", async () => {
    const consumed: string[] = [];
    await forEachBatch(test.db, BATCHES, work, (lo) => consumed.push(lo));
    expect(consumed).toEqual(BATCHES.map((b) => b.lo));
    expect(await mapBatches(test.db, BATCHES, work)).toEqual(consumed);
  });

  // How many of the run's trajectories each batch holds, and how many the run has, counted in SQL.
  async function countsOf(runId: number, batches: TBatch[]) {
    const counts: number[] = [];
    for (const { lo, hi } of batches) {
      const [row] = await test.db.sql.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM trajectories WHERE run_id = $1 AND id > $2::bigint AND id <= $3::bigint",
        [runId, lo, hi],
      );
      counts.push(row!.n);
    }
    const [all] = await test.db.sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM trajectories WHERE run_id = $1",
      [runId],
    );
    return { counts, total: all!.n };
  }

  it("cuts a run into batches that hold each trajectory once, by its first and last id or by counting", async () => {
    const [run] = await test.db.sql.query<{ id: number }>("SELECT id FROM runs WHERE name = $1", [BROWSE_RUN.name]);
    const runId = run!.id;
    // The count ingest stores at its end (this run is seeded, not ingested).
    const storeCount = (count: string) =>
      test.db.sql.query(
        `INSERT INTO run_stats (run_id, trajectories, training_steps, em_count, acc_count, reward_count)
         SELECT $1, ${count}, 0, 0, 0, 0 FROM (SELECT count(*)::int AS n FROM trajectories WHERE run_id = $1) c
         ON CONFLICT (run_id) DO UPDATE SET trajectories = EXCLUDED.trajectories`,
        [runId],
      );
    // As ingested: ids are dense, the ranges come from the first and last id and the stored count.
    await storeCount("c.n");
    const even = await countsOf(runId, await batchesOf(test.db, runId, 7));
    expect(even.counts.reduce((a, b) => a + b, 0)).toBe(even.total);
    expect(Math.max(...even.counts)).toBeLessThanOrEqual(14);
    expect(even.counts.length).toBe(Math.ceil(even.total / 7));

    // A stored count that does not fit the ids (a run still being written): every 7th id, counted.
    await storeCount("1");
    const counted = await countsOf(runId, await batchesOf(test.db, runId, 7));
    expect(counted.counts.slice(0, -1).every((n) => n === 7)).toBe(true);
    expect(counted.counts.reduce((a, b) => a + b, 0)).toBe(counted.total);
  });
});
