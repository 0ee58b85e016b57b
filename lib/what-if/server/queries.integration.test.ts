import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getTrajectoryRewardRoute } from "@/app/api/runs/[runId]/what-if/trajectories/[trajectoryId]/route";
import { setProcessDb } from "@/lib/db/client";
import { parseSpec } from "@/lib/what-if/spec";
import { createTestRun } from "@/test/browse-test-data";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { asJson, callRoute, codeOf } from "@/test/resolvers";
import { resolveRunMetrics, resolveTrajectoryReward, resolveWhatIf, whatIfServerQueries } from "./queries";
import { readyWhatIf, storedWhatIf } from "./what-if";
import { getWhatIfRun } from "./what-if-run";

// The resolvers' own part: without a spec they use the run's own reward (config.reward), and a
// trajectory or run that is not there is a not-found code, as on the endpoints.
describe.each(DATABASE_KINDS)("what-if resolvers on %s", (kind) => {
  let test: TTestDatabase;
  let run: Awaited<ReturnType<typeof createTestRun>>;
  let other: Awaited<ReturnType<typeof createTestRun>>;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    setProcessDb(test.db);
    // Search-R1's EM reward is the stored EM: 1 and 0 here, so its mean is 0.5 by hand.
    run = await createTestRun(
      test.db,
      [
        { key: "right", golds: ["Paris"], answer: "Paris", em: 1, reward: 0.2 },
        { key: "wrong", golds: ["Paris"], answer: "London", em: 0, reward: 0.2 },
      ],
      { reward: { preset: "search-r1-em" } },
    );
    other = await createTestRun(test.db, [{ key: "elsewhere" }]);
  });
  afterAll(() => test.dispose());

  it("recomputes with the run's own preset when no spec is given", async () => {
    const result = await resolveWhatIf({ run: run.runName, spec: null });
    expect(result.spec).toEqual(parseSpec({ preset: "search-r1-em" }));
    expect(result.trajectories).toBe(2);
    expect(result.recomputed.mean).toBe(0.5);
    expect(result.logged.mean).toBeCloseTo(0.2);
  });

  it("has a run's what-if ready for its page once computed, until the run changes", async () => {
    const whatIfRun = (await getWhatIfRun(test.db, run.runName))!;
    const input = { run: whatIfRun, spec: parseSpec({ formula: "3 * em" }) };
    expect(await readyWhatIf(test.db, input)).toBeNull();
    const computed = await storedWhatIf(test.db, test.db, input);
    expect(computed.recomputed.mean).toBe(1.5);
    expect(await readyWhatIf(test.db, input)).toEqual(computed);
    // Another spec is not ready; a write to the run makes none ready.
    expect(await readyWhatIf(test.db, { ...input, spec: parseSpec({ formula: "2 * em" }) })).toBeNull();
    await test.db.sql.query(`UPDATE trajectories SET reward = reward WHERE run_id = $1`, [run.runId]);
    expect(await readyWhatIf(test.db, input)).toBeNull();
    // A run this small answers its page with the what-if computed.
    const forPage = await whatIfServerQueries.forPage(run.runName, input.spec);
    expect(await forPage!.queryFn()).toEqual(await storedWhatIf(test.db, test.db, input));
  });

  it("recomputes one trajectory with the run's preset, or with the spec asked for", async () => {
    const own = await resolveTrajectoryReward({ run: run.runName, trajectoryId: run.ids.right!, spec: null });
    expect(own.recomputed.total).toBe(1);
    expect(own.logged.total).toBeCloseTo(0.2);
    const formula = parseSpec({ formula: "2 * em + 1" });
    const asked = await resolveTrajectoryReward({ run: run.runName, trajectoryId: run.ids.wrong!, spec: formula });
    expect(asked.recomputed.total).toBe(1);
  });

  it("answers not-found codes for a missing run or a trajectory of another run", async () => {
    const elsewhere = other.ids.elsewhere!;
    expect(await codeOf(resolveWhatIf({ run: "no such run", spec: null }))).toBe("run_not_found");
    expect(await codeOf(resolveRunMetrics({ run: "no such run" }))).toBe("run_not_found");
    expect(await codeOf(resolveTrajectoryReward({ run: run.runName, trajectoryId: elsewhere, spec: null }))).toBe(
      "trajectory_not_found",
    );
  });

  it("gives the endpoint's JSON", async () => {
    const id = run.ids.right!;
    const { status, body } = await callRoute(
      getTrajectoryRewardRoute,
      `/api/runs/${encodeURIComponent(run.runName)}/what-if/trajectories/${id}`,
      { runId: run.runName, trajectoryId: id },
    );
    expect(status).toBe(200);
    expect(body).toEqual(asJson(await resolveTrajectoryReward({ run: run.runName, trajectoryId: id, spec: null })));
  });
});
