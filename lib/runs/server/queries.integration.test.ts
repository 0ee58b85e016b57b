import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRunsRoute } from "@/app/api/runs/route";
import { setProcessDb } from "@/lib/db/client";
import { createTestRun } from "@/test/browse-test-data";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { asJson, callRoute, codeOf } from "@/test/resolvers";
import { refreshStepStats } from "@/lib/dynamics/server/step-stats";
import { findRun, runServerQueries } from "./queries";
import { refreshRunStats } from "./run-stats";

describe.each(DATABASE_KINDS)("run resolvers on %s", (kind) => {
  let test: TTestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    setProcessDb(test.db);
    const { runId } = await createTestRun(test.db, [{ key: "a" }, { key: "b" }, { key: "c" }]);
    await createTestRun(test.db, []);
    // Written directly, not ingested: summarised as ingest's end does.
    await refreshStepStats(test.db, runId);
    await refreshRunStats(test.db, runId);
  });
  afterAll(() => test.dispose());

  it("lists the runs newest first with their trajectory counts, as SQL does", async () => {
    const expected = await test.db.sql.query<{ name: string; trajectoryCount: number }>(
      `SELECT r.name, (SELECT count(*)::int FROM trajectories t WHERE t.run_id = r.id) AS "trajectoryCount"
       FROM runs r ORDER BY r.created_at DESC, r.id DESC`,
    );
    const runs = await new QueryClient().fetchQuery(runServerQueries.list());
    expect(runs.map(({ name, trajectoryCount }) => ({ name, trajectoryCount }))).toEqual(expected);
    expect(await callRoute(getRunsRoute, "/api/runs")).toEqual({ status: 200, body: { runs: asJson(runs) } });
  });

  it("finds a run by its name, and answers run_not_found for a name no run has", async () => {
    const [first] = await test.db.sql.query<{ id: number; name: string }>(`SELECT id, name FROM runs ORDER BY id`);
    expect(await findRun(first!.name)).toMatchObject(first!);
    expect(await codeOf(findRun("no such run"))).toBe("run_not_found");
  });
});
