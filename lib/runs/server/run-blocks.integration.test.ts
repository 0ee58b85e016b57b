import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { recordLabel } from "@/lib/annotate/server/label-writes";
import { createUser } from "@/lib/auth/server/users";
import { parseBrowseParams } from "@/lib/browse/params";
import { ingestDemoFamily } from "@/lib/ingest/server/demo";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { BLOCK_SIZE, blockRows, type TStaleBlocks } from "./run-blocks";
import { getRunOverview, warmRunOverview } from "./run-overview";

// A run whose trajectory ids cross a block boundary (the id sequence is set just below it before
// ingest), so its sums live in two blocks. Each block is computed once, then again only after a
// statement that wrote one of its trajectories or their labels. What the blocks add up to is
// checked against SQL over the whole run.

describe.each(DATABASE_KINDS)("sums kept per block of trajectory ids on %s", (kind) => {
  let test: TTestDatabase;
  let runId: number;
  let computed: string[] = [];
  const BOUNDARY = BLOCK_SIZE * 3;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await test.db.sql.query(`SELECT setval(pg_get_serial_sequence('trajectories', 'id'), $1::bigint)`, [BOUNDARY - 10]);
    await ingestDemoFamily(test.db, { steps: 3, perStep: 4, evalQuestions: 4, runs: ["demo-hiprag"] });
    const [run] = await test.db.sql.query<{ id: number }>(`SELECT id FROM runs WHERE name = 'demo-hiprag'`);
    runId = run!.id;
  });
  afterAll(() => test?.dispose());

  /** Trajectories per block, as blockRows gives them; the blocks computed are noted. */
  const countsPerBlock = async () => {
    const rows = await blockRows(test.db, test.db, { runId, key: "count" }, async (stale: TStaleBlocks) => {
      computed.push(...stale.blocks);
      const rows = await test.db.sql.query<{ block: string; n: number }>(
        `SELECT (id / $2)::text AS block, count(*)::int AS n FROM trajectories
         WHERE run_id = $1 AND id / $2 = ANY($3::bigint[]) GROUP BY id / $2`,
        [runId, BLOCK_SIZE, stale.blocks],
      );
      // The spans cover the stale blocks' ids, and only theirs.
      const covered = stale.spans.flatMap(({ first, last }) => {
        const [from, to] = [BigInt(first) / BigInt(BLOCK_SIZE), BigInt(last) / BigInt(BLOCK_SIZE)];
        return Array.from({ length: Number(to - from) + 1 }, (_, i) => String(from + BigInt(i)));
      });
      expect(covered).toEqual(stale.blocks);
      return rows;
    });
    return rows.sort((a, b) => Number(a.block) - Number(b.block)).map((r) => r.n);
  };
  const recomputed = async () => {
    computed = [];
    const counts = await countsPerBlock();
    return { counts, computed: computed.sort() };
  };
  const trajectoryIn = async (block: 2 | 3) => {
    const [row] = await test.db.sql.query<{ id: string }>(
      `SELECT id::text FROM trajectories WHERE run_id = $1 AND id / $2 = $3 ORDER BY id LIMIT 1`,
      [runId, BLOCK_SIZE, block],
    );
    return row!.id;
  };

  it("computes each block once, as SQL counts its trajectories, then serves it while unchanged", async () => {
    const bySql = await test.db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM trajectories WHERE run_id = $1 GROUP BY id / $2 ORDER BY id / $2`,
      [runId, BLOCK_SIZE],
    );
    expect(bySql).toHaveLength(2);
    expect(await recomputed()).toEqual({ counts: bySql.map((r) => r.n), computed: ["2", "3"] });
    expect(await recomputed()).toEqual({ counts: bySql.map((r) => r.n), computed: [] });
  });

  it("recomputes only the block a statement wrote, whether to a trajectory or to its labels", async () => {
    await test.db.sql.query(`UPDATE trajectories SET em = em WHERE run_id = $1 AND id = $2`, [
      runId,
      await trajectoryIn(3),
    ]);
    expect((await recomputed()).computed).toEqual(["3"]);

    const [label] = await test.db.sql.query<{ id: string; trajectory_id: string; step_index: number }>(
      `SELECT id::text, trajectory_id::text, step_index FROM labels
       WHERE run_id = $1 AND trajectory_id / $2 = 2 AND name = 'over_search' ORDER BY id LIMIT 1`,
      [runId, BLOCK_SIZE],
    );
    await recordLabel(test.db, {
      runId,
      author: await createUser(test.db, { name: "ada", role: "annotator" }),
      trajectoryId: label!.trajectory_id,
      stepIndex: label!.step_index,
      name: "over_search",
      value: true,
      rationale: "checked by hand",
      corrects: { id: label!.id, version: 1 },
    });
    expect((await recomputed()).computed).toEqual(["2"]);
    // A change noted before ids were kept reaches every block.
    await test.db.sql.query(`INSERT INTO run_changes (run_id) VALUES ($1)`, [runId]);
    expect((await recomputed()).computed).toEqual(["2", "3"]);
    // One copy per block and key: recomputing replaced the older ones.
    const rows = await test.db.sql.query(`SELECT block FROM run_summary_blocks WHERE run_id = $1 AND key = 'count'`, [
      runId,
    ]);
    expect(rows).toHaveLength(2);
  });

  it("computes a block afresh when a change to it commits while it is being computed", async () => {
    const id = await trajectoryIn(2);
    await test.db.sql.query(`UPDATE trajectories SET em = em WHERE run_id = $1 AND id = $2`, [runId, id]);
    let isFirst = true;
    await blockRows(test.db, test.db, { runId, key: "count" }, async () => {
      if (isFirst)
        await test.db.sql.query(`UPDATE trajectories SET f1 = f1 WHERE run_id = $1 AND id = $2`, [runId, id]);
      isFirst = false;
      return [];
    });
    expect((await recomputed()).computed).toEqual(["2"]);
    expect((await recomputed()).computed).toEqual([]);
  });

  it("adds the overview's blocks up to what SQL counts over the whole run, before and after a change", async () => {
    const bySql = () =>
      test.db.sql.query<{ dataset: string; n: number; em: number; reward: number; min: number; max: number }>(
        `SELECT dataset, count(*)::int AS n, avg(em) AS em, avg(reward) AS reward,
                min(training_step) AS min, max(training_step) AS max
         FROM trajectories WHERE run_id = $1 GROUP BY dataset ORDER BY dataset`,
        [runId],
      );
    const check = async () => {
      const overview = await getRunOverview(test.db, runId);
      const expected = await bySql();
      expect(overview.byDataset.map((d) => [d.dataset, d.trajectories])).toEqual(expected.map((d) => [d.dataset, d.n]));
      overview.byDataset.forEach((d, i) => {
        expect(d.em).toBeCloseTo(expected[i]!.em, 12);
        expect(d.reward).toBeCloseTo(expected[i]!.reward, 12);
      });
      const all = expected.reduce((n, d) => n + d.n, 0);
      expect(overview.overall.trajectories).toBe(all);
      expect(overview.overall.em).toBeCloseTo(expected.reduce((s, d) => s + d.em * d.n, 0) / all, 12);
      expect(overview.overall.trainingSteps).toEqual({
        min: Math.min(...expected.map((d) => d.min)),
        max: Math.max(...expected.map((d) => d.max)),
      });
    };
    await check();
    await test.db.sql.query(`UPDATE trajectories SET em = 1 - em, reward = reward + 1 WHERE run_id = $1 AND id = $2`, [
      runId,
      await trajectoryIn(3),
    ]);
    await check();
  });

  it("serves the page the sums an ingest left computed, under whatever build the dashboard is", async () => {
    // As an ingest of a large run ends (lib/ingest/server/after-ingest.ts), in the command's process.
    await test.db.sql.query(`DELETE FROM run_summary_blocks WHERE run_id = $1`, [runId]);
    await warmRunOverview(test.db, runId);
    const warmed = await test.db.sql.query<{ key: string }>(
      `SELECT DISTINCT key FROM run_summary_blocks WHERE run_id = $1`,
      [runId],
    );
    expect(warmed).toHaveLength(1);
    // The stored sums say one trajectory more than the run has: a page that reads them shows it, a
    // page that scanned the run would not.
    await test.db.sql.query(
      `UPDATE run_summary_blocks SET summary = jsonb_set(summary, '{0,n}', to_jsonb((summary->0->>'n')::int + 1))
       WHERE run_id = $1 AND block = 2`,
      [runId],
    );
    const [counted] = await test.db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM trajectories WHERE run_id = $1`,
      [runId],
    );
    vi.stubEnv("TRAJSCOPE_BUILD_ID", "a-dashboard-build");
    try {
      // The filter of the run page with nothing chosen, as its URL gives it.
      const { filter } = parseBrowseParams({}).state;
      const overview = await getRunOverview(test.db, runId, filter);
      expect(overview.overall.trajectories).toBe(counted!.n + 1);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
