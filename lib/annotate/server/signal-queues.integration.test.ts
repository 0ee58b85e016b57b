import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TUser } from "@/lib/auth/server/users";
import { EMPTY_FILTER } from "@/lib/browse/filter";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestRun, type TTestTrajectory } from "@/test/browse-test-data";
import { createQueue, type TCreateQueueInput } from "./queues";

// GRPO groups with advantages known by hand, and a judge's answer_correct verdicts against EM.
let n = 0;
const rollout = (o: {
  group: string | null;
  step: number;
  reward: number;
  judge?: boolean;
  question?: string;
  flagged?: boolean;
}) => {
  const t: TTestTrajectory = {
    key: `r${n++}`,
    behaviours: o.flagged ? ["repeated_query"] : [],
    group: o.group,
    step: o.step,
    reward: o.reward,
    em: o.reward >= 1 ? 1 : 0,
    question: o.question ?? `question of ${o.group}`,
  };
  if (o.judge !== undefined)
    t.labels = [
      { step: null, source: "judge:gpt-4o", name: "answer_correct", value: String(o.judge), type: "boolean" },
    ];
  return t;
};
const RUN: TTestTrajectory[] = [
  // g1 at step 1: advantages 1.5, −0.5, −0.5, −0.5; the judge disagrees with EM once.
  rollout({ group: "g1", step: 1, reward: 1, judge: true }),
  rollout({ group: "g1", step: 1, reward: 0, judge: true, flagged: true }),
  rollout({ group: "g1", step: 1, reward: 0 }),
  rollout({ group: "g1", step: 1, reward: 0 }),
  // g2 at step 1: ±0.7071; the judge disagrees twice.
  rollout({ group: "g2", step: 1, reward: 1, judge: false, flagged: true }),
  rollout({ group: "g2", step: 1, reward: 0, judge: true }),
  // A derived group (no group id: same question, same step): −1, 1, 0; the judge agrees.
  rollout({ group: null, step: 2, reward: 0.2, question: "derived", judge: false }),
  rollout({ group: null, step: 2, reward: 0.8, question: "derived", flagged: true }),
  rollout({ group: null, step: 2, reward: 0.5, question: "derived" }),
  // g1's id again at step 5 is another group: ±0.7071.
  rollout({ group: "g1", step: 5, reward: 0 }),
  rollout({ group: "g1", step: 5, reward: 1 }),
  // No signal (equal rewards), and a lone rollout.
  rollout({ group: "g3", step: 3, reward: 1, judge: true }),
  rollout({ group: "g3", step: 3, reward: 1 }),
  rollout({ group: "g4", step: 3, reward: 1, flagged: true }),
];

// The selection rules in SQL of the test's own: verl's advantage by window functions, and
// disagreement counts per group.
const EXTREME = `SELECT id::text FROM (
    SELECT id, training_step, (reward - avg(reward) OVER g) / (stddev_samp(reward) OVER g + 1e-6) AS adv,
      count(reward) OVER g AS size
    FROM trajectories WHERE run_id = $1
    WINDOW g AS (PARTITION BY split, training_step, group_id, CASE WHEN group_id IS NULL THEN question END)) a
  WHERE size >= 2 AND abs(adv) > 0 AND training_step BETWEEN $3 AND $4 ORDER BY round(abs(adv)::numeric, 9) DESC, a.id LIMIT $2`;
const JUDGE_VS_EM = `WITH v AS (
    SELECT t.id, t.split, t.training_step, t.group_id, CASE WHEN t.group_id IS NULL THEN t.question END AS q,
      (SELECT l.value = 'true' FROM labels l WHERE l.run_id = t.run_id AND l.trajectory_id = t.id
         AND l.step_index IS NULL AND l.name = 'answer_correct' AND l.source LIKE 'judge:%'
       ORDER BY l.id DESC LIMIT 1) AS judge, t.em >= 1 AS rule
    FROM trajectories t WHERE t.run_id = $1),
  d AS (SELECT split, training_step, group_id, q, count(*) FILTER (WHERE judge <> rule) AS n FROM v GROUP BY 1, 2, 3, 4)
  SELECT v.id::text FROM v JOIN d ON d.split IS NOT DISTINCT FROM v.split
    AND d.training_step IS NOT DISTINCT FROM v.training_step AND d.group_id IS NOT DISTINCT FROM v.group_id
    AND d.q IS NOT DISTINCT FROM v.q
  WHERE d.n > 0 ORDER BY d.n DESC, v.id LIMIT $2`;

// Flagged rollouts by the same advantage, highest first, those without one (a lone rollout) last.
const FLAGGED = `SELECT id::text FROM (
    SELECT id, behaviour_flags, (reward - avg(reward) OVER g) / (stddev_samp(reward) OVER g + 1e-6) AS adv,
      count(reward) OVER g AS size
    FROM trajectories WHERE run_id = $1
    WINDOW g AS (PARTITION BY split, training_step, group_id, CASE WHEN group_id IS NULL THEN question END)) a
  WHERE behaviour_flags <> 0
  ORDER BY CASE WHEN size >= 2 THEN round(adv::numeric, 9) END DESC NULLS LAST, a.id LIMIT $2`;

describe.each(DATABASE_KINDS)("queues filled by the training signal on %s", (kind) => {
  let test: TTestDatabase;
  let run: Awaited<ReturnType<typeof createTestRun>>;
  let ada: TUser;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    run = await createTestRun(test.db, RUN);
    ada = await createUser(test.db, { name: "ada", role: "admin" });
  }, 180_000);
  afterAll(() => test.dispose());

  const create = (over: Partial<TCreateQueueInput>) =>
    createQueue(test.db, {
      runId: run.runId,
      name: `q${n++}`,
      filter: EMPTY_FILTER,
      filterQuery: "",
      strategy: "extreme-advantages",
      sampleSize: 4,
      annotatorsPerItem: 1,
      labelNames: [],
      seed: 1,
      assignees: [],
      createdById: ada.id,
      ...over,
    });
  const queued = async (queueId: number) =>
    (
      await test.db.prisma.queueItem.findMany({
        where: { runId: run.runId, queueId },
        orderBy: { position: "asc" },
        select: { trajectoryId: true },
      })
    ).map((i) => String(i.trajectoryId));
  const independent = async (sql: string, values: unknown[]) =>
    (await test.db.sql.query<{ id: string }>(sql, [run.runId, ...values])).map((r) => r.id);

  it("queues the most extreme advantages, as the test's SQL picks them", async () => {
    const queue = await create({ sampleSize: 5 });
    expect(await queued(queue.id)).toEqual(await independent(EXTREME, [5, 0, 1000]));
    // By hand: 1.5 (g1), then the derived group's ±1, then the ±0.7071 of g2 (lower id first).
    expect((await queued(queue.id)).map(run.keyOf)).toEqual(["r0", "r6", "r7", "r4", "r5"]);
  });

  it("computes a group's advantages over all its rollouts but queues only the filtered ones", async () => {
    const queue = await create({ filter: { ...EMPTY_FILTER, trainingStep: { min: 5, max: 5 } }, sampleSize: 10 });
    expect(await queued(queue.id)).toEqual(await independent(EXTREME, [10, 5, 5]));
    expect((await queued(queue.id)).map(run.keyOf)).toEqual(["r9", "r10"]);
  });

  it("queues the groups where the judge's verdict disagrees with EM, most disagreements first", async () => {
    const queue = await create({ strategy: "judge-vs-reward", sampleSize: 5 });
    expect(await queued(queue.id)).toEqual(await independent(JUDGE_VS_EM, [5]));
    expect((await queued(queue.id)).map(run.keyOf)).toEqual(["r4", "r5", "r0", "r1", "r2"]);
  });

  it("queues the rollouts a behaviour detector flagged, those the trainer reinforces most first", async () => {
    const queue = await create({ strategy: "flagged-reinforced", sampleSize: 10 });
    expect(await queued(queue.id)).toEqual(await independent(FLAGGED, [10]));
    // By hand: the derived group's +1, g2's +0.7071, g1's −0.5, then the lone rollout's none.
    expect((await queued(queue.id)).map(run.keyOf)).toEqual(["r7", "r4", "r1", "r13"]);
  });
});
