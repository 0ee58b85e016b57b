import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BEHAVIOURS } from "@/lib/behaviour/detectors";
import { EMPTY_FILTER } from "@/lib/browse/filter";
import { openFileSource } from "@/lib/ingest/read-file";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { REAL_FIXTURES } from "@/test/real-fixtures";
import { getBehaviourCounts } from "./behaviour-counts";

// The overview card's counts on a real run (R1-Searcher on Bamboogle): each equal to a count written
// here per behaviour from the steps themselves where SQL can say it simply (no search; a repeated
// query), the filter applied as the list applies it, and trajectories without flags counted nowhere.
const FILE = path.join(REAL_FIXTURES, "r1-searcher-bamboogle-qwen.jsonl");

describe.each(DATABASE_KINDS)("behaviour counts on %s", (kind) => {
  let test: TTestDatabase;
  let runId: number;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    const report = await ingestSources(test.db, [await openFileSource(FILE)], { run: "bamboogle-counts" });
    expect(report).toMatchObject({ rejected: 0 });
    runId = report.runId;
  }, 180_000);
  afterAll(() => test.dispose());

  const count = async (where: string, values: unknown[] = []) => {
    const [row] = await test.db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM trajectories t WHERE t.run_id = $1 AND ${where}`,
      [runId, ...values],
    );
    return row!.n;
  };
  const NO_SEARCH = `t.final_answer IS NOT NULL AND t.step_count > 0
    AND NOT EXISTS (SELECT 1 FROM steps s WHERE s.run_id = t.run_id AND s.trajectory_id = t.id AND s.kind = 'search')`;
  const REPEATED = `(SELECT count(k) > count(DISTINCT k) FROM (
      SELECT nullif(btrim(regexp_replace(lower(s.query), '[^[:alnum:]]+', ' ', 'g')), '') AS k
      FROM steps s WHERE s.run_id = t.run_id AND s.trajectory_id = t.id AND s.kind = 'search') q)`;

  it("counts each behaviour of the whole run in one scan, of trajectories whose flags were computed", async () => {
    const counts = await getBehaviourCounts(test.db, runId);
    expect(counts.trajectories).toBe(125);
    expect(counts.computed).toBe(125);
    expect(counts.flagged.no_search).toBe(await count(NO_SEARCH));
    expect(counts.flagged.repeated_query).toBe(await count(REPEATED));
    expect(counts.flagged.no_search).toBeGreaterThan(0);
    expect(counts.flagged.repeated_query).toBeGreaterThan(0);
    // The file logs no reward: nothing can have a reward without a right answer.
    expect(counts.flagged.format_only_reward).toBe(0);
    expect(Object.keys(counts.flagged)).toEqual([...BEHAVIOURS]);
  });

  it("applies the list's filter, and counts trajectories without flags nowhere", async () => {
    const filter = { ...EMPTY_FILTER, searches: { min: 2, max: null } };
    const filtered = await getBehaviourCounts(test.db, runId, filter);
    expect(filtered.trajectories).toBe(await count("t.search_count >= 2"));
    expect(filtered.flagged.no_search).toBe(0);
    expect(filtered.flagged.repeated_query).toBe(await count(`t.search_count >= 2 AND ${REPEATED}`));

    // Ten trajectories lose their flags, as a run ingested before the detectors has none.
    await test.db.sql.query(
      `UPDATE trajectories SET behaviour_flags = NULL
       WHERE run_id = $1 AND id IN (SELECT id FROM trajectories WHERE run_id = $1 ORDER BY id LIMIT 10)`,
      [runId],
    );
    const partial = await getBehaviourCounts(test.db, runId);
    expect(partial.trajectories).toBe(125);
    expect(partial.computed).toBe(115);
    const kept = `t.id NOT IN (SELECT id FROM trajectories WHERE run_id = $1 ORDER BY id LIMIT 10)`;
    expect(partial.flagged.no_search).toBe(await count(`${kept} AND ${NO_SEARCH}`));
  });
});
