import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_FILTER, type TFlag, type TSort, type TTrajectoryFilter } from "@/lib/browse/filter";
import type { TDatabase } from "@/lib/db/connection";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestRun } from "@/test/browse-test-data";
import { listTrajectories } from "./trajectories";

// "Incorrect answers with the highest F1" is where a researcher looks for near misses. F1 and reward
// follow correctness, so a scan of (run_id, f1, id) reads every correct answer (F1 = 1) before the
// first incorrect one: seconds on a run of millions. The list must instead read one range of the
// (run_id, (em >= 1), f1 | reward, id) indexes. The plan is checked on a run shaped like a real
// one (correct answers score F1 = 1 and the top rewards), with fresh planner statistics. Flawed but
// correct answers, the lowest reward or F1 first, have every incorrect answer before them: they
// read one range of a partial index of the flagged rows.

const TRAJECTORIES = 20_000;

type TPlanNode = { "Node Type": string; "Index Name"?: string; Filter?: string; Plans?: TPlanNode[] };
const nodesOf = (node: TPlanNode): TPlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Runs `work` on `db`, and returns the SQL and values of every query it made. */
async function queriesOf(db: TDatabase, work: (db: TDatabase) => Promise<unknown>) {
  const seen: { sql: string; values: unknown[] }[] = [];
  const query: TDatabase["sql"]["query"] = (sql, values = []) => {
    seen.push({ sql, values });
    return db.sql.query(sql, values);
  };
  await work({ ...db, sql: { ...db.sql, query } });
  return seen;
}

describe.each(DATABASE_KINDS)("the outcome under a sort by F1 or reward on %s", (kind) => {
  let test: TTestDatabase;
  let runId: number;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    ({ runId } = await createTestRun(test.db, []));
    // About 45 % correct (EM 1, F1 1, reward near 1); the rest spread below, a few without scores.
    await test.db.sql.query(
      `INSERT INTO trajectories (run_id, id, external_id, content_hash, training_step, question, golden_answers, em, f1, reward, search_count, step_count)
       SELECT $1::int, i, 't' || i, 'h' || i, i / 100, 'Question ' || i, '{}', e.em, e.f1, e.reward, i % 4, 2
       FROM generate_series(1, ${TRAJECTORIES}) i,
         LATERAL (SELECT CASE WHEN i % 50 = 0 THEN NULL WHEN i % 20 < 9 THEN 1 ELSE 0 END::float8 AS em) c,
         LATERAL (SELECT c.em, CASE WHEN c.em = 1 THEN 1 ELSE (i % 97) / 100.0 END AS f1,
                         CASE WHEN c.em = 1 THEN 0.9 + (i % 11) / 100.0 ELSE (i % 89) / 100.0 END AS reward) e`,
      [runId],
    );
    // A tenth of the correct answers are flawed.
    await test.db.sql.query(
      `UPDATE trajectories SET is_flawed_but_correct = true WHERE run_id = $1 AND em = 1 AND id % 10 = 3`,
      [runId],
    );
    await test.db.sql.exec("ANALYZE trajectories");
  });
  afterAll(() => test?.dispose());

  const listed = async (
    filter: Partial<Omit<TTrajectoryFilter, "flags">> & { flags?: readonly TFlag[] },
    sort: TSort,
  ) => {
    const input = { runId, filter: { ...EMPTY_FILTER, ...filter, flags: [...(filter.flags ?? [])] }, sort, limit: 50 };
    let ids: string[] = [];
    const [first] = await queriesOf(test.db, async (db) => {
      ids = (await listTrajectories(db, input)).items.map((r) => r.id);
    });
    const [explained] = await test.db.sql.query<{ "QUERY PLAN": unknown }>(
      `EXPLAIN (FORMAT JSON) ${first!.sql}`,
      first!.values,
    );
    const raw = explained!["QUERY PLAN"];
    const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: TPlanNode }];
    return { ids, scans: nodesOf(plan[0].Plan).filter((n) => n["Node Type"].includes("Scan")) };
  };

  it.each([
    [
      { outcome: "incorrect" },
      { key: "f1", direction: "desc" },
      "trajectories_run_id_em_correct_f1_id_idx",
      "em < 1",
      "f1 DESC",
    ],
    [
      { outcome: "correct" },
      { key: "f1", direction: "asc" },
      "trajectories_run_id_em_correct_f1_id_idx",
      "em >= 1",
      "f1",
    ],
    [
      { outcome: "incorrect" },
      { key: "reward", direction: "desc" },
      "trajectories_run_id_em_correct_reward_id_idx",
      "em < 1",
      "reward DESC",
    ],
    [
      { flags: ["flawed_but_correct"] },
      { key: "reward", direction: "asc" },
      "trajectories_flawed_reward_idx",
      "is_flawed_but_correct",
      "reward",
    ],
    [
      { flags: ["flawed_but_correct"] },
      { key: "f1", direction: "asc" },
      "trajectories_flawed_f1_idx",
      "is_flawed_but_correct",
      "f1",
    ],
  ] as const)("%o sorted by %o reads one range of %s", async (filter, sort, index, condition, order) => {
    const { ids, scans } = await listed(filter, sort);

    expect(scans.map((n) => [n["Index Name"], n.Filter])).toEqual([[index, undefined]]);
    // The page itself, against the same question asked plainly.
    const column = sort.key;
    const expected = await test.db.sql.query<{ key: string }>(
      `SELECT id::text AS key FROM trajectories WHERE run_id = $1 AND ${condition} AND ${column} IS NOT NULL
       ORDER BY ${order}, id ${sort.direction === "desc" ? "DESC" : ""} LIMIT 50`,
      [runId],
    );
    expect(ids).toEqual(expected.map((r) => r.key));
    expect(ids).toHaveLength(50);
  });
});
