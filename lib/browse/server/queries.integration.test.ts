import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRunRoute } from "@/app/api/runs/[runId]/route";
import { GET as getNeighboursRoute } from "@/app/api/runs/[runId]/trajectories/[trajectoryId]/neighbours/route";
import { GET as getTrajectoryRoute } from "@/app/api/runs/[runId]/trajectories/[trajectoryId]/route";
import { GET as getCountRoute } from "@/app/api/runs/[runId]/trajectories/count/route";
import { GET as getListRoute } from "@/app/api/runs/[runId]/trajectories/route";
import { DEFAULT_SORT } from "@/lib/browse/filter";
import { parseBrowseParams } from "@/lib/browse/params";
import { setProcessDb } from "@/lib/db/client";
import { createTestRun } from "@/test/browse-test-data";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { asJson, callRoute, codeOf } from "@/test/resolvers";
import {
  browseServerQueries,
  resolveNeighbours,
  resolveResponse,
  resolveRunHeader,
  resolveStep,
  resolveTrajectory,
  resolveTrajectoryCount,
  resolveTrajectoryPage,
} from "./queries";

const list = parseBrowseParams({}).state;
const all = { filter: list.filter, sort: DEFAULT_SORT };

describe.each(DATABASE_KINDS)("browse resolvers on %s", (kind) => {
  let test: TTestDatabase;
  let run: Awaited<ReturnType<typeof createTestRun>>;
  let other: Awaited<ReturnType<typeof createTestRun>>;
  const sqlRows = <T extends Record<string, unknown>>(text: string, values: unknown[]) =>
    test.db.sql.query<T>(text, values);

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    setProcessDb(test.db);
    run = await createTestRun(
      test.db,
      [
        { key: "late", step: 30, em: 1, steps: [{ kind: "search", query: "q" }, { kind: "answer" }], response: "r" },
        { key: "early", step: 10, em: 0 },
        { key: "none", step: null, em: 1 },
        { key: "middle", step: 20, em: 1 },
      ],
      { reward: { weights: { accuracy: 1 } } },
    );
    other = await createTestRun(test.db, [{ key: "elsewhere" }]);
  });
  afterAll(() => test.dispose());

  it("finds the run by name as independent SQL reads it", async () => {
    const [row] = await sqlRows<{ id: number; created_at: string }>(
      `SELECT id, to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at FROM runs WHERE name = $1`,
      [run.runName],
    );
    expect(await resolveRunHeader({ run: run.runName })).toMatchObject({
      id: row!.id,
      name: run.runName,
      createdAt: row!.created_at,
      rewardWeights: { accuracy: 1 },
    });
  });

  it("lists and counts the run's trajectories in training order, as SQL orders them", async () => {
    const ids = await sqlRows<{ id: string }>(
      `SELECT id::text FROM trajectories WHERE run_id = $1 ORDER BY training_step NULLS LAST, id`,
      [run.runId],
    );
    const page = await resolveTrajectoryPage({ run: run.runName, ...all, limit: 3 });
    expect(page.items.map((r) => r.id)).toEqual(ids.slice(0, 3).map((r) => r.id));
    expect(page.nextCursor).not.toBeNull();
    expect(await resolveTrajectoryCount({ run: run.runName, filter: all.filter })).toEqual({
      count: ids.length,
      isExact: true,
    });
  });

  it("finds a trajectory's neighbours in the list as SQL's window functions do", async () => {
    const rows = await sqlRows<{ id: string; previous: string | null; next: string | null }>(
      `SELECT id::text, lag(id::text) OVER w AS previous, lead(id::text) OVER w AS next FROM trajectories
       WHERE run_id = $1 WINDOW w AS (ORDER BY training_step NULLS LAST, id)`,
      [run.runId],
    );
    for (const row of rows) {
      expect(await resolveNeighbours({ run: run.runName, trajectoryId: row.id, ...all })).toEqual({
        previousId: row.previous,
        nextId: row.next,
      });
    }
  });

  it("answers not-found codes for a missing run, a trajectory of another run and a missing step", async () => {
    const elsewhere = other.ids.elsewhere!;
    expect(await codeOf(resolveRunHeader({ run: "no such run" }))).toBe("run_not_found");
    expect(await codeOf(resolveTrajectory({ run: "no such run", trajectoryId: elsewhere }))).toBe("run_not_found");
    expect(await codeOf(resolveTrajectory({ run: run.runName, trajectoryId: elsewhere }))).toBe("trajectory_not_found");
    expect(await codeOf(resolveResponse({ run: run.runName, trajectoryId: elsewhere }))).toBe("trajectory_not_found");
    expect(await codeOf(resolveNeighbours({ run: run.runName, trajectoryId: elsewhere, ...all }))).toBe(
      "trajectory_not_found",
    );
    expect(await codeOf(resolveStep({ run: run.runName, trajectoryId: run.ids.late!, stepIndex: 2 }))).toBe(
      "step_not_found",
    );
    expect((await resolveStep({ run: run.runName, trajectoryId: run.ids.late!, stepIndex: 0 })).query).toBe("q");
  });

  it("prefetches for a page exactly the JSON the endpoint answers", async () => {
    const name = run.runName;
    const id = run.ids.middle!;
    const client = new QueryClient();
    const base = `/api/runs/${encodeURIComponent(name)}`;
    const ofRun = { runId: name };
    const ofTrajectory = { runId: name, trajectoryId: id };
    const cases = [
      [browseServerQueries.run(name), getRunRoute, base, ofRun, (b: { run: unknown }) => b.run],
      [browseServerQueries.count(name, list), getCountRoute, `${base}/trajectories/count`, ofRun, null],
      [browseServerQueries.trajectory(name, id), getTrajectoryRoute, `${base}/trajectories/${id}`, ofTrajectory, null],
      [
        browseServerQueries.neighbours(name, id, list),
        getNeighboursRoute,
        `${base}/trajectories/${id}/neighbours`,
        ofTrajectory,
        null,
      ],
    ] as const;
    for (const [query, route, path, params, unwrap] of cases) {
      const { status, body } = await callRoute(route, path, params);
      expect(status).toBe(200);
      expect(asJson(await client.fetchQuery(query as never))).toEqual(unwrap ? unwrap(body as never) : body);
    }
    await client.prefetchInfiniteQuery(browseServerQueries.list(name, list));
    const firstPage = client.getQueryData(browseServerQueries.list(name, list).queryKey)!.pages[0];
    expect(asJson(firstPage)).toEqual((await callRoute(getListRoute, `${base}/trajectories`, { runId: name })).body);
  });

  it("answers the same not-found code through the endpoint, with status 404", async () => {
    const elsewhere = other.ids.elsewhere!;
    const { status, body } = await callRoute(
      getTrajectoryRoute,
      `/api/runs/${encodeURIComponent(run.runName)}/trajectories/${elsewhere}`,
      { runId: run.runName, trajectoryId: elsewhere },
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: { code: "trajectory_not_found" } });
  });
});
