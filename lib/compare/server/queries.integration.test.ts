import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCurvesRoute } from "@/app/api/compare/curves/route";
import { GET as getDiffRoute } from "@/app/api/compare/diff/route";
import { GET as getScoresRoute } from "@/app/api/compare/scores/route";
import { compareApiPath } from "@/lib/compare/queries";
import { DEFAULT_COMPARE_STATE, type TCompareState } from "@/lib/compare/state";
import { setProcessDb } from "@/lib/db/client";
import { ingestComparedRuns } from "@/test/compare-test-data";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { asJson, callRoute } from "@/test/resolvers";
import { compareServerQueries } from "./queries";

// A page passes each part its state (partStates) directly; the endpoint parses the part's
// canonical query string. Both must give one DTO, and the scores must count what SQL counts.
const state: TCompareState = {
  ...DEFAULT_COMPARE_STATE,
  runs: ["base", "ours"],
  curve: "reward",
  smooth: 0.5,
  correct: "acc",
  datasets: ["nq"],
  scope: "all",
};

describe.each(DATABASE_KINDS)("compare resolvers on %s", (kind) => {
  let test: TTestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    setProcessDb(test.db);
    await ingestComparedRuns(test.db);
  });
  afterAll(() => test.dispose());

  it("counts each run's trajectories per dataset as SQL does", async () => {
    const scores = await new QueryClient().fetchQuery(compareServerQueries.scores(state));
    const counts = await test.db.sql.query<{ run: string; dataset: string; n: number }>(
      `SELECT r.name AS run, t.dataset, count(*)::int AS n FROM trajectories t JOIN runs r ON r.id = t.run_id
       WHERE r.name IN ('base', 'ours') AND t.dataset = 'nq' GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(counts.length).toBeGreaterThan(0);
    const rows = scores.rows.map((r) => ({ run: r.run, dataset: r.dataset, n: r.trajectories }));
    expect(rows.sort((x, y) => x.run.localeCompare(y.run))).toEqual(counts);
  });

  it.each([
    ["scores", getScoresRoute],
    ["curves", getCurvesRoute],
    ["diff", getDiffRoute],
  ] as const)("prefetches the %s the endpoint answers", async (part, route) => {
    const { status, body } = await callRoute(route, compareApiPath(part, state));
    expect(status).toBe(200);
    expect(asJson(await new QueryClient().fetchQuery(compareServerQueries[part](state) as never))).toEqual(body);
  });
});
