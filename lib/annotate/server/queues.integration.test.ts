import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EMPTY_FILTER, type TTrajectoryFilter } from "@/lib/browse/filter";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestRun, type TTestTrajectory } from "@/test/browse-test-data";
import { recordLabel } from "./label-writes";
import { createQueue, type TCreateQueueInput } from "./queues";
import { claimNextItem, getMyQueueWork, setWorkStatus } from "./queue-work";
import { createUser, type TUser } from "@/lib/auth/server/users";

const JUDGE = "judge:gpt-4.1-nano";

// 24 trajectories: training steps 0–300, three datasets (nq twice as often), the judge's
// over_search verdict true on every third, and a PRM that disagrees on the step quality of every fourth.
const trajectories: TTestTrajectory[] = Array.from({ length: 24 }, (_, i) => ({
  key: `t${i}`,
  step: (i % 4) * 100,
  dataset: ["nq", "hotpotqa", "nq", "musique"][i % 4]!,
  steps: [{ kind: "search" }, { kind: "answer" }],
  labels: [
    { step: 0, source: JUDGE, name: "over_search", value: String(i % 3 === 0), type: "boolean" },
    { step: 0, source: JUDGE, name: "step_quality", value: "GOOD" },
    { step: 0, source: "prm:p", name: "step_quality", value: i % 4 === 1 ? "BAD" : "GOOD" },
  ],
}));

describe.each(DATABASE_KINDS)("annotation queues on %s", (kind) => {
  let test: TTestDatabase;
  let run: Awaited<ReturnType<typeof createTestRun>>;
  let ada: TUser;
  let bob: TUser;
  let cy: TUser;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    run = await createTestRun(test.db, trajectories);
    ada = await createUser(test.db, { name: "ada", role: "admin" });
    bob = await createUser(test.db, { name: "bob", role: "annotator" });
    cy = await createUser(test.db, { name: "cy", role: "annotator" });
    await createUser(test.db, { name: "vic", role: "viewer" });
  });
  afterEach(() => test.dispose());

  const create = (over: Partial<TCreateQueueInput>) =>
    createQueue(test.db, {
      runId: run.runId,
      name: "q",
      filter: EMPTY_FILTER,
      filterQuery: "",
      strategy: "random",
      sampleSize: 4,
      annotatorsPerItem: 1,
      labelNames: ["over_search"],
      seed: 42,
      assignees: [],
      createdById: ada.id,
      ...over,
    });
  const itemKeys = async (queueId: number) =>
    (
      await test.db.prisma.queueItem.findMany({
        where: { runId: run.runId, queueId },
        orderBy: { position: "asc" },
        select: { trajectoryId: true },
      })
    ).map((i) => run.keyOf(String(i.trajectoryId)));

  it("draws a seeded random sample from a filter: judge said over-search, training steps 100–200", async () => {
    const filter: TTrajectoryFilter = {
      ...EMPTY_FILTER,
      trainingStep: { min: 100, max: 200 },
      labels: [{ name: "over_search", value: "true", source: JUDGE }],
    };
    const first = await create({ filter, filterQuery: "?step=100..200", sampleSize: 3 });
    expect(first).toMatchObject({ items: 3, sampleSize: 3, seed: 42, filterQuery: "?step=100..200", createdBy: "ada" });
    const keys = await itemKeys(first.id);
    // Matches: i % 3 = 0 and i % 4 in {1, 2} → t6, t9, t18, t21.
    for (const key of keys) expect(["t6", "t9", "t18", "t21"]).toContain(key);
    expect(await itemKeys((await create({ filter })).id)).toHaveLength(4);
    expect(await itemKeys((await create({ filter, sampleSize: 3 })).id)).toEqual(keys);
  });

  it("stratifies by dataset in equal shares and puts disagreements first", async () => {
    const byDataset = await itemKeys((await create({ strategy: "stratified-dataset", sampleSize: 6 })).id);
    const datasets = byDataset.map((key) => trajectories.find((t) => t.key === key)!.dataset);
    expect(datasets.sort()).toEqual(["hotpotqa", "hotpotqa", "musique", "musique", "nq", "nq"]);

    const byLabel = await itemKeys((await create({ strategy: "stratified-label", sampleSize: 4 })).id);
    expect(byLabel.filter((key) => Number(key.slice(1)) % 3 === 0)).toHaveLength(2);

    const disagreeing = await itemKeys(
      (await create({ strategy: "disagreements-first", sampleSize: 8, labelNames: ["step_quality"] })).id,
    );
    expect(disagreeing.slice(0, 6).every((key) => Number(key.slice(1)) % 4 === 1)).toBe(true);
    expect(disagreeing.slice(6).some((key) => Number(key.slice(1)) % 4 === 1)).toBe(false);
  });

  it("gives each item to N people, resumes where each left off, and counts done and skipped", async () => {
    const queue = await create({ sampleSize: 2, annotatorsPerItem: 2 });
    const claim = (user: TUser) => claimNextItem(test.db, { runId: run.runId, queueId: queue.id, userId: user.id });
    expect((await claim(ada))!.position).toBe(0);
    expect((await claim(ada))!.position).toBe(0); // resumes the unfinished item
    expect((await claim(bob))!.position).toBe(0);
    expect((await claim(cy))!.position).toBe(1); // item 0 has its two annotators

    const work = { runId: run.runId, queueId: queue.id, position: 0 };
    await expect(setWorkStatus(test.db, { ...work, user: ada, status: "done", reason: null })).rejects.toThrow(
      /Label something/,
    );
    const item = (await claim(ada))!;
    await recordLabel(test.db, {
      runId: run.runId,
      trajectoryId: item.trajectoryId,
      stepIndex: 0,
      name: "over_search",
      value: false,
      rationale: null,
      corrects: null,
      queue: { queueId: queue.id, position: 0 },
      author: ada,
    });
    await setWorkStatus(test.db, { ...work, user: ada, status: "done", reason: null });
    await setWorkStatus(test.db, { ...work, user: bob, status: "skipped", reason: "cannot tell" });
    // Cy still holds item 1; Ada takes its second slot; Bob has nothing left (he worked item 0).
    expect((await claim(cy))!.position).toBe(1);
    expect((await claim(ada))!.position).toBe(1);
    expect(await claim(bob)).toBeNull();
    // Bob's skip freed a slot on item 0: once Cy skips item 1, he gets it.
    await setWorkStatus(test.db, { ...work, position: 1, user: cy, status: "skipped", reason: "too long" });
    expect((await claim(cy))!.position).toBe(0);

    const mine = await getMyQueueWork(test.db, { runId: run.runId, queueId: queue.id, userId: bob.id });
    expect(mine.items.map((i) => [i.position, i.status, i.reason])).toEqual([[0, "skipped", "cannot tell"]]);
    expect(mine.queue.annotators).toEqual([
      { name: "ada", assigned: 1, done: 1, skipped: 0 },
      { name: "bob", assigned: 0, done: 0, skipped: 1 },
      { name: "cy", assigned: 1, done: 0, skipped: 1 },
    ]);
    expect(mine.queue).toMatchObject({ items: 2, completeItems: 0 });
  });

  it("hands items out in turn to the people named, and refuses viewers and unknown names", async () => {
    const queue = await create({ sampleSize: 3, annotatorsPerItem: 2, assignees: ["ada", "bob", "cy"] });
    expect(queue.annotators.map((a) => [a.name, a.assigned])).toEqual([
      ["ada", 2],
      ["bob", 2],
      ["cy", 2],
    ]);
    await expect(create({ assignees: ["vic"] })).rejects.toThrow(/vic is a viewer/);
    await expect(create({ assignees: ["nobody"] })).rejects.toThrow(/no user named "nobody"/);
    await expect(create({ filter: { ...EMPTY_FILTER, text: "no such text" } })).rejects.toThrow(/would be empty/);
  });
});
