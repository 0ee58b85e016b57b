import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_FILTER, DEFAULT_SORT } from "@/lib/browse/filter";
import { countTrajectories } from "@/lib/browse/server/trajectory-count";
import { listTrajectories } from "@/lib/browse/server/trajectories";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestRun, type TTestTrajectory } from "@/test/browse-test-data";
import { getGroupSignal, storedGroupSignal } from "./group-signal";
import { getGroupOf } from "./group-view";

// Groups known by construction: logged ids (verl with a uid, the demo) and derived ones (verl's
// dump: same question at the same step and split). Each comment says what the group is.
const t = (key: string, o: Partial<TTestTrajectory>): TTestTrajectory => ({ key, question: `Q ${key}`, ...o });
const RUN: TTestTrajectory[] = [
  // step 1, logged g1: rewards differ → signal
  t("a1", { step: 1, group: "g1", sample: 1, reward: 0, components: { em: 0, format: 0.2 } }),
  t("a0", { step: 1, group: "g1", sample: 0, reward: 1, components: { em: 1, format: 0.2 } }),
  t("a2", { step: 1, group: "g1", sample: 2, reward: 0, components: { em: 0, format: 0 } }),
  t("a3", { step: 1, group: "g1", sample: 3, reward: 1, components: { em: 1, format: 0.2 } }),
  // step 1, logged g2: all 1 → no signal
  t("b0", { step: 1, group: "g2", reward: 1 }),
  t("b1", { step: 1, group: "g2", reward: 1 }),
  t("b2", { step: 1, group: "g2", reward: 1 }),
  // step 2, logged g3: all 0 → no signal; g4 one rollout → single; g5 one reward known → single
  t("c0", { step: 2, group: "g3", reward: 0, dataset: "hotpotqa" }),
  t("c1", { step: 2, group: "g3", reward: 0, dataset: "hotpotqa" }),
  t("d0", { step: 2, group: "g4", reward: 0.5 }),
  t("e0", { step: 2, group: "g5", reward: 1 }),
  t("e1", { step: 2, group: "g5", reward: null }),
  // derived: step 1 "same" ×3, all 0 → no signal (the question is shared, the group id missing)
  t("f0", { step: 1, question: "same", reward: 0 }),
  t("f1", { step: 1, question: "same", reward: 0 }),
  t("f2", { step: 1, question: "same", reward: 0 }),
  // derived: step 2 "same" — another step, another group: with f3 rewards differ → signal
  t("f3", { step: 2, question: "same", reward: 1 }),
  t("f4", { step: 2, question: "same", reward: 0 }),
  // derived: step 1 "same" in the test split — another group of one
  t("f5", { step: 1, question: "same", split: "test", reward: 0 }),
  // no training step: in no step's series
  t("n0", { step: null, group: "g9", reward: 1 }),
  t("n1", { step: null, group: "g9", reward: 1 }),
];

// Groups and their signal written independently of lib/groups: a text key per group, and
// stddev_samp (null below two values) in place of min = max.
const INDEPENDENT_GROUPS = `SELECT training_step AS step,
    coalesce(split, '') || '|' || coalesce('id:' || group_id, 'q:' || question) AS key,
    count(reward) AS n, stddev_samp(reward) AS sd
  FROM trajectories WHERE run_id = $1 GROUP BY 1, 2`;

describe.each(DATABASE_KINDS)("GRPO groups on %s", (kind) => {
  let test: TTestDatabase;
  let run: Awaited<ReturnType<typeof createTestRun>>;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    run = await createTestRun(test.db, RUN);
    await createTestRun(test.db, [t("other", { step: 1, group: "g2", reward: 0 })]);
    // Migrating a PGlite database takes over a minute when the machine is busy.
  }, 180_000);
  afterAll(() => test.dispose());

  const keysOf = (ids: string[]) => ids.map((id) => run.keyOf(id));

  it("opens a logged group in sample order, with numeric components", async () => {
    const group = await getGroupOf(test.db, { runId: run.runId, trajectoryId: run.ids.a2 as string });
    expect(group).toMatchObject({ trainingStep: 1, split: "train", groupId: "g1", isDerived: false });
    expect(keysOf(group!.members.map((m) => m.id))).toEqual(["a0", "a1", "a2", "a3"]);
    expect(group!.members[0]).toMatchObject({ reward: 1, sampleIndex: 0, components: { em: 1, format: 0.2 } });
  });

  it("derives a group from the question, the step and the split when no id was logged", async () => {
    const view = async (key: string) => {
      const group = await getGroupOf(test.db, { runId: run.runId, trajectoryId: run.ids[key] as string });
      return { isDerived: group!.isDerived, members: keysOf(group!.members.map((m) => m.id)) };
    };
    expect(await view("f1")).toEqual({ isDerived: true, members: ["f0", "f1", "f2"] });
    expect(await view("f4")).toEqual({ isDerived: true, members: ["f3", "f4"] });
    expect(await view("f5")).toEqual({ isDerived: true, members: ["f5"] });
    expect(await getGroupOf(test.db, { runId: run.runId, trajectoryId: "999999" })).toBeNull();
  });

  it("holds every group view equal to the independent grouping", async () => {
    const rows = await test.db.sql.query<{ id: string; key: string }>(
      `SELECT id::text, coalesce(split, '') || '|' || coalesce(training_step::text, '') || '|' ||
         coalesce('id:' || group_id, 'q:' || question) AS key FROM trajectories WHERE run_id = $1`,
      [run.runId],
    );
    for (const row of rows) {
      const group = await getGroupOf(test.db, { runId: run.runId, trajectoryId: row.id });
      const expected = rows.filter((r) => r.key === row.key).map((r) => r.id);
      expect(group!.members.map((m) => m.id).sort()).toEqual(expected.sort());
    }
  });

  it("counts each step's groups, those without signal and those of one, as the independent SQL does", async () => {
    const groups = await test.db.sql.query<{ step: number | null; n: string | number; sd: number | null }>(
      INDEPENDENT_GROUPS,
      [run.runId],
    );
    const steps = [...new Set(groups.flatMap((g) => (g.step === null ? [] : [g.step])))].sort((a, b) => a - b);
    const expected = steps.map((step) => {
      const at = groups.filter((g) => g.step === step);
      return {
        step,
        groups: at.length,
        noSignal: at.filter((g) => Number(g.n) >= 2 && g.sd === 0).length,
        single: at.filter((g) => Number(g.n) < 2).length,
      };
    });
    const summary = await getGroupSignal(test.db, { runId: run.runId, dataset: null });
    expect(summary.rows).toEqual(expected);
    // By hand: step 1 g1 g2 "same" "same"(test) → 4 groups, 2 without signal (g2, "same"), 1 of one;
    // step 2 g3 g4 g5 "same" → 4 groups, 1 without signal (g3), 2 of one (g4, g5).
    expect(summary.rows).toEqual([
      { step: 1, groups: 4, noSignal: 2, single: 1 },
      { step: 2, groups: 4, noSignal: 1, single: 2 },
    ]);
    expect(summary).toMatchObject({ trajectories: 18, derivedTrajectories: 6 });
    const hotpot = await getGroupSignal(test.db, { runId: run.runId, dataset: "hotpotqa" });
    expect(hotpot.rows).toEqual([{ step: 2, groups: 1, noSignal: 1, single: 0 }]);
    // The counts follow the dataset too (c0, c1: logged); none at all when no row matches.
    expect(hotpot).toMatchObject({ trajectories: 2, derivedTrajectories: 0 });
    const none = await getGroupSignal(test.db, { runId: run.runId, dataset: "no such dataset" });
    expect(none).toEqual({ rows: [], trajectories: 0, derivedTrajectories: 0 });
  });

  it("keeps a run's group signal until the run changes", async () => {
    const input = { runId: run.runId, dataset: null };
    const served = () => storedGroupSignal(test.db, test.db, input);
    expect(await served()).toEqual(await getGroupSignal(test.db, input));
    // Served, not recomputed: an edit to the stored copy shows while nothing is written.
    await test.db.sql.query(
      `UPDATE run_summaries SET summary = jsonb_set(summary, '{trajectories}', '-1')
       WHERE run_id = $1 AND key LIKE 'group-signal:%'`,
      [run.runId],
    );
    expect((await served()).trajectories).toBe(-1);
    // A write to the run's trajectories: computed afresh (then the reward is put back).
    const changeReward = (by: number) =>
      test.db.sql.query(`UPDATE trajectories SET reward = reward + $2 WHERE run_id = $1 AND group_id = 'g2'`, [
        run.runId,
        by,
      ]);
    await changeReward(1);
    try {
      expect(await served()).toEqual(await getGroupSignal(test.db, input));
      expect((await served()).trajectories).toBe(18);
    } finally {
      await changeReward(-1);
    }
  });

  it("filters and counts the trajectories of groups without signal", async () => {
    const independent = await test.db.sql.query<{ id: string }>(
      `SELECT t.id::text FROM trajectories t
       JOIN (${INDEPENDENT_GROUPS}) g ON g.step IS NOT DISTINCT FROM t.training_step
         AND g.key = coalesce(t.split, '') || '|' || coalesce('id:' || t.group_id, 'q:' || t.question)
       WHERE t.run_id = $1 AND g.n >= 2 AND g.sd = 0 ORDER BY t.id`,
      [run.runId],
    );
    const filter = { ...EMPTY_FILTER, flags: ["no_signal_group" as const] };
    const page = await listTrajectories(test.db, {
      runId: run.runId,
      filter,
      sort: { key: "id", direction: "asc" },
      limit: 100,
    });
    expect(page.items.map((r) => r.id)).toEqual(independent.map((r) => r.id));
    // By hand: g2 (3), g3 (2), "same" at step 1 (3), g9 without a step (2).
    expect(keysOf(page.items.map((r) => r.id)).sort()).toEqual([
      "b0",
      "b1",
      "b2",
      "c0",
      "c1",
      "f0",
      "f1",
      "f2",
      "n0",
      "n1",
    ]);
    expect(await countTrajectories(test.db, { runId: run.runId, filter })).toEqual({ count: 10, isExact: true });
    const withStep = { ...filter, trainingStep: { min: 2, max: 2 } };
    const steps = await listTrajectories(test.db, {
      runId: run.runId,
      filter: withStep,
      sort: DEFAULT_SORT,
      limit: 100,
    });
    expect(keysOf(steps.items.map((r) => r.id))).toEqual(["c0", "c1"]);
  });
});
