import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DomainError } from "@/lib/http/errors";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestRun } from "@/test/browse-test-data";
import { listTrajectoryLabels } from "./label-history";
import { recordLabel, type TRecordLabelInput } from "./label-writes";
import { createQueue } from "./queues";
import { claimNextItem } from "./queue-work";
import { listStepStats } from "@/lib/dynamics/server/step-stats";
import { createUser, type TUser } from "@/lib/auth/server/users";
import { EMPTY_FILTER } from "@/lib/browse/filter";

const JUDGE = "judge:gpt-4.1-nano";

describe.each(DATABASE_KINDS)("saving people's labels on %s", (kind) => {
  let test: TTestDatabase;
  let runId: number;
  let trajectoryId: string;
  let ada: TUser;
  let bob: TUser;
  let judgeOver: string;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    const run = await createTestRun(test.db, [
      {
        key: "t",
        step: 100,
        em: 1,
        overSearch: true,
        flawed: true,
        steps: [{ kind: "search", query: "capital of france" }, { kind: "answer" }],
        labels: [
          { step: 0, source: JUDGE, name: "over_search", value: "true", type: "boolean" },
          { step: 0, source: JUDGE, name: "step_quality", value: "BAD" },
        ],
      },
    ]);
    runId = run.runId;
    trajectoryId = run.ids.t!;
    const labels = await listTrajectoryLabels(test.db.sql, { runId, trajectoryId });
    judgeOver = labels.find((l) => l.name === "over_search")!.id;
    ada = await createUser(test.db, { name: "ada", role: "admin" });
    bob = await createUser(test.db, { name: "bob", role: "annotator" });
  });
  afterEach(() => test.dispose());

  const save = (author: TUser, over: Partial<TRecordLabelInput>) =>
    recordLabel(test.db, {
      runId,
      trajectoryId,
      stepIndex: 0,
      name: "over_search",
      value: false,
      rationale: "the date was not in the question",
      corrects: null,
      author,
      ...over,
    });
  const conflictOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  };

  it("a correction flows into the flags and the training step's aggregates", async () => {
    const statsBefore = await listStepStats(test.db, { runId, names: ["over_search_rate"] });
    const { label, flags } = await save(ada, { corrects: { id: judgeOver, version: 1 } });
    expect(label).toMatchObject({ source: "human:ada", value: "false", version: 2, correctsId: judgeOver });
    expect(flags).toEqual({ hasOverSearch: false, hasUnderSearch: false, isFlawedButCorrect: true });
    const row = await test.db.prisma.trajectory.findFirstOrThrow({ where: { runId }, select: { hasOverSearch: true } });
    expect(row.hasOverSearch).toBe(false);
    const stats = await listStepStats(test.db, { runId, names: ["over_search_rate"] });
    expect(statsBefore).toEqual([]);
    expect(stats).toMatchObject([{ trainingStep: 100, name: "over_search_rate", count: 1, mean: 0 }]);
  });

  it("refuses a stale correction and an add where a label holds, with 409 and the label that holds", async () => {
    await save(ada, { corrects: { id: judgeOver, version: 1 } });
    const stale = await conflictOf(save(bob, { value: true, corrects: { id: judgeOver, version: 1 } }));
    expect(stale.code).toBe("label_conflict");
    expect(stale.message).toMatch(/ada already changed this label to "false" \(version 2\)/);
    expect(stale.details).toMatchObject({ current: { authorName: "ada", value: "false", version: 2 } });

    const blind = await conflictOf(save(bob, { name: "step_quality", value: "GOOD", corrects: null }));
    expect(blind.code).toBe("label_conflict");
    expect(blind.details).toMatchObject({ current: { source: JUDGE, value: "BAD", version: 1 } });
    expect(await test.db.prisma.label.count({ where: { runId } })).toBe(3);
  });

  it("two people adding the first label at once: one is saved, the other gets 409 (issue 14 item 8)", async () => {
    // Targets where no label holds yet, so each save is a first label (corrects: null).
    const targets: Partial<TRecordLabelInput>[] = [
      { stepIndex: null, name: "answer_correct", value: true },
      { stepIndex: null, name: "plan_coverage", value: 0.5 },
      { stepIndex: null, name: "reference_coverage", value: 0.25 },
      { stepIndex: 1, name: "step_quality", value: "GOOD" },
      { stepIndex: 1, name: "under_search", value: true },
    ];
    for (const target of targets) {
      const outcomes = await Promise.allSettled([save(ada, target), save(bob, target)]);
      const saved = outcomes.filter((o) => o.status === "fulfilled");
      const refused = outcomes.flatMap((o) => (o.status === "rejected" ? [o.reason as DomainError] : []));
      expect(saved).toHaveLength(1);
      expect(refused.map((e) => e.code)).toEqual(["label_conflict"]);
      const counted = await test.db.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM labels WHERE run_id = $1 AND trajectory_id = $2
           AND step_index IS NOT DISTINCT FROM $3::int AND name = $4`,
        [runId, trajectoryId, target.stepIndex, target.name],
      );
      expect(counted[0]!.n).toBe(1);
    }
  });

  it("refuses values a label does not take and steps that do not exist", async () => {
    expect((await conflictOf(save(ada, { name: "step_quality", value: "great" }))).code).toBe("invalid_label_value");
    expect((await conflictOf(save(ada, { stepIndex: 1, name: "over_search", value: true }))).code).toBe(
      "invalid_label_value",
    );
    expect((await conflictOf(save(ada, { stepIndex: 7 }))).code).toBe("step_not_found");
  });

  it("in a queue, each person's label is their own, beside the judge's and each other's", async () => {
    const queue = await createQueue(test.db, {
      runId,
      name: "q",
      filter: EMPTY_FILTER,
      filterQuery: "",
      strategy: "random",
      sampleSize: 1,
      annotatorsPerItem: 2,
      labelNames: ["over_search"],
      seed: 1,
      assignees: [],
      createdById: ada.id,
    });
    const inQueue = { queueId: queue.id, position: 0 };
    expect((await conflictOf(save(ada, { queue: inQueue }))).code).toBe("not_your_queue_item");
    await claimNextItem(test.db, { runId, queueId: queue.id, userId: ada.id });
    await claimNextItem(test.db, { runId, queueId: queue.id, userId: bob.id });
    const mine = await save(ada, { queue: inQueue, value: false });
    await save(bob, { queue: inQueue, value: true });
    // Ada changes her mind: she corrects her own label, and only at the version she saw.
    expect((await conflictOf(save(ada, { queue: inQueue, value: true }))).code).toBe("label_conflict");
    const second = await save(ada, { queue: inQueue, value: true, corrects: { id: mine.label.id, version: 1 } });
    expect(second.label.version).toBe(2);
    // Ada's second label is the newest person's label nobody corrected: it holds, over the judge's.
    expect(second.flags.hasOverSearch).toBe(true);
    const sources = (await listTrajectoryLabels(test.db.sql, { runId, trajectoryId }))
      .filter((l) => l.name === "over_search")
      .map((l) => [l.source, l.value, l.correctsId !== null]);
    expect(sources).toEqual([
      [JUDGE, "true", false],
      ["human:ada", "false", false],
      ["human:bob", "true", false],
      ["human:ada", "true", true],
    ]);
  });
});
