import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBrowseParams } from "@/lib/browse/params";
import { estimateRows } from "@/lib/db/planner-statistics";
import { SqlParams } from "@/lib/db/sql-params";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { trajectoryFilterSql } from "./trajectory-filter-sql";

// The planner's estimate of a filter picks the list's plan (and was, until counts were sampled from
// the run, the count a large run showed): it must be the statistics' own. At 10^7 trajectories the
// disagreement filter was estimated at 35,808 where 592,010 matched: it tested the column for NULL
// beside the name, and the planner took both for independent, counting the share of rows without
// names twice.

const TRAJECTORIES = 5000;
const stateOf = (query: string) => parseBrowseParams(Object.fromEntries(new URLSearchParams(query))).state;

describe.each(DATABASE_KINDS)("the planner's estimate of a filter on %s", (kind) => {
  let test: TTestDatabase;
  let runId: number;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    const [run] = await test.db.sql.query<{ id: number }>(
      `INSERT INTO runs (name, updated_at) VALUES ('estimates', now()) RETURNING id`,
    );
    runId = run!.id;
    // A tenth disagree on step_quality, a twenty-fifth on answer_correct (a few on both).
    await test.db.sql.query(
      `INSERT INTO trajectories (run_id, external_id, question, content_hash, training_step, disagreed_labels)
       SELECT $1, 'e' || g, 'Question ' || g, md5(g::text), g % 50,
              CASE WHEN g % 10 = 0 AND g % 25 = 0 THEN ARRAY['answer_correct', 'step_quality']
                   WHEN g % 10 = 0 THEN ARRAY['step_quality'] WHEN g % 25 = 0 THEN ARRAY['answer_correct'] END
       FROM generate_series(1, ${TRAJECTORIES}) g`,
      [runId],
    );
    // A table this small is read whole: the statistics are exact.
    await test.db.sql.query("ANALYZE trajectories");
  });
  afterAll(() => test.dispose());

  it.each([
    ["disagree=step_quality", "disagreed_labels @> ARRAY['step_quality']"],
    ["disagree=answer_correct", "disagreed_labels @> ARRAY['answer_correct']"],
    ["disagree=any", "disagreed_labels IS NOT NULL"],
  ])("estimates %s near its count", async (query, condition) => {
    const [counted] = await test.db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM trajectories WHERE run_id = $1 AND ${condition}`,
      [runId],
    );
    const params = new SqlParams();
    const where = trajectoryFilterSql(stateOf(query).filter, params, params.add(runId, "int")).join(" AND ");
    const estimate = await estimateRows(test.db, `SELECT 1 FROM trajectories t WHERE ${where}`, params.values);
    expect(counted!.n).toBeGreaterThan(0);
    expect(estimate / counted!.n, `${query}: estimated ${estimate}, counted ${counted!.n}`).toBeGreaterThan(0.8);
    expect(estimate / counted!.n, `${query}: estimated ${estimate}, counted ${counted!.n}`).toBeLessThan(1.25);
  });
});
