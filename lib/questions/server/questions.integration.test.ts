import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestRun, type TTestTrajectory } from "@/test/browse-test-data";
import type { TCrossMatrix } from "@/lib/questions/cross-run";
import { QUESTION_STATUSES } from "@/lib/questions/status";
import { getQuestionStatuses } from "./question-statuses";
import { getQuestionTimeline } from "./question-timeline";

// Questions whose status is known by construction: "right/judged" per step.
let n = 0;
function rollouts(question: string, step: number, right: number, wrong: number, o: Partial<TTestTrajectory> = {}) {
  return [
    ...Array.from({ length: right }, () => ({ key: `k${n++}`, question, step, em: 1, reward: 1, ...o })),
    ...Array.from({ length: wrong }, () => ({ key: `k${n++}`, question, step, em: 0, reward: 0, ...o })),
  ];
}
const RUN: TTestTrajectory[] = [
  ...rollouts("learned", 10, 0, 4), // 0/4, 3/4 → learned
  ...rollouts("learned", 20, 3, 1),
  ...rollouts("forgotten", 10, 2, 2), // 2/4, 1/4 → forgotten
  ...rollouts("forgotten", 30, 1, 3),
  ...rollouts("never", 10, 1, 3), // 1/4 → never learned
  ...rollouts("always", 10, 2, 0), // 2/2, 4/4 → always right
  ...rollouts("always", 40, 4, 0),
  ...rollouts("always", 50, 0, 4, { split: "test" }), // evaluation: not training
  ...rollouts("no step", 0, 1, 0, { step: null }), // no training step: no status, not counted
  ...rollouts("unjudged", 10, 0, 2, { em: null }), // no EM anywhere
  ...rollouts("late", 5, 0, 2), // sampled once, wrong → never learned
];

// The statuses in SQL of the test's own: bool_and/bool_or over solved steps, the last by step.
const INDEPENDENT = `WITH s AS (
    SELECT question, training_step, count(em) AS j, count(*) FILTER (WHERE em >= 1) AS r FROM trajectories
    WHERE run_id = $1 AND training_step IS NOT NULL AND coalesce(split, 'train') <> 'test'
    GROUP BY 1, 2 HAVING count(em) > 0),
  q AS (SELECT question, bool_and(r * 2 >= j) AS all_s, bool_or(r * 2 >= j) AS any_s,
      (array_agg(r * 2 >= j ORDER BY training_step DESC))[1] AS last_s FROM s GROUP BY question)
  SELECT CASE WHEN all_s THEN 'always_right' WHEN NOT any_s THEN 'never_learned'
    WHEN last_s THEN 'learned' ELSE 'forgotten' END AS status, count(*)::int AS n FROM q GROUP BY 1`;

// A second run on the same questions, statuses again known by construction.
const OTHER: TTestTrajectory[] = [
  ...rollouts("learned", 10, 0, 2), // never learned there: learned here, not there
  ...rollouts("forgotten", 10, 0, 2), // learned there: learned there, not here
  ...rollouts("forgotten", 20, 2, 0),
  ...rollouts("never", 10, 2, 0), // always right there: not "learned" there
  ...rollouts("always", 10, 1, 1), // 1/2 solved, then 0/2: forgotten there
  ...rollouts("always", 20, 0, 2),
  ...rollouts("late", 5, 0, 2), // never learned both
  ...rollouts("only there", 10, 1, 0),
];

describe.each(DATABASE_KINDS)("one question through training on %s", (kind) => {
  let test: TTestDatabase;
  let run: Awaited<ReturnType<typeof createTestRun>>;
  let other: Awaited<ReturnType<typeof createTestRun>>;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    run = await createTestRun(test.db, RUN);
    other = await createTestRun(test.db, OTHER);
    // Migrating a PGlite database takes over a minute when the machine is busy.
  }, 180_000);
  afterAll(() => test.dispose());

  it("counts each status as the independent SQL does, and lists the questions of one", async () => {
    const independent = await test.db.sql.query<{ status: string; n: number }>(INDEPENDENT, [run.runId]);
    const report = await getQuestionStatuses(test.db, { runId: run.runId, status: "forgotten", limit: 10 });
    const expected = Object.fromEntries(QUESTION_STATUSES.map((s) => [s, 0]));
    for (const row of independent) expected[row.status] = row.n;
    expect(report.counts).toEqual(expected);
    expect(report.counts).toEqual({ learned: 1, forgotten: 1, never_learned: 2, always_right: 1 }); // by hand
    expect(report.unjudged).toBe(1);
    expect(report.items).toEqual([
      expect.objectContaining({
        question: "forgotten",
        sampledSteps: 2,
        firstStep: 10,
        lastStep: 30,
        lastAccuracy: 0.25,
      }),
    ]);
    expect(run.keyOf(report.items[0]!.anchorId)).toBe(
      run.keyOf(run.ids[RUN.find((t) => t.question === "forgotten")!.key]!),
    );
  });

  it("crosses the run's statuses with another run's as the independent SQL of both runs does", async () => {
    const report = await getQuestionStatuses(test.db, {
      runId: run.runId,
      status: "learned",
      limit: 10,
      versus: { runId: other.runId, run: other.runName, status: "not_learned" },
    });
    // Each question's status in each run by the test's own SQL, joined on the question's text.
    const statusesOf = async (runId: number) =>
      new Map(
        (
          await test.db.sql.query<{ question: string; status: string }>(
            INDEPENDENT.replace("count(*)::int AS n FROM q GROUP BY 1", "question FROM q"),
            [runId],
          )
        ).map((r) => [r.question, r.status]),
      );
    const [here, there] = [await statusesOf(run.runId), await statusesOf(other.runId)];
    const cells: Record<string, number> = {};
    for (const [question, status] of here) {
      const key = `${status}/${there.get(question) ?? "absent"}`;
      cells[key] = (cells[key] ?? 0) + 1;
    }
    for (const [key, n] of Object.entries(cells)) {
      const [r, c] = key.split("/") as [keyof TCrossMatrix, keyof TCrossMatrix["learned"]];
      expect(report.versus!.matrix[r][c], key).toBe(n);
    }
    const shown = Object.values(report.versus!.matrix).flatMap((row) => Object.values(row));
    expect(shown.reduce((a, b) => a + b, 0)).toBe(here.size + 1); // + "unjudged", which has no status
    expect(report.versus!.matrix.unjudged.absent).toBe(1);
    expect(report.versus).toMatchObject({ run: other.runName, hereNotThere: 1, thereNotHere: 1 }); // by hand
    expect(report.items.map((q) => [q.question, q.versus?.status])).toEqual([["learned", "never_learned"]]);
    expect(other.keyOf(report.items[0]!.versus!.anchorId!)).toBe(OTHER.find((t) => t.question === "learned")!.key);
    const reverse = await getQuestionStatuses(test.db, {
      runId: run.runId,
      status: "not_learned",
      limit: 10,
      versus: { runId: other.runId, run: other.runName, status: "learned" },
    });
    expect(reverse.items.map((q) => [q.question, q.versus?.status])).toEqual([["forgotten", "learned"]]);
  });

  it("follows one question step by step from any of its trajectories", async () => {
    const anyRollout = RUN.filter((t) => t.question === "always").at(-1)!; // the evaluation one
    const timeline = await getQuestionTimeline(test.db, { runId: run.runId, trajectoryId: run.ids[anyRollout.key]! });
    expect(timeline).toMatchObject({ question: "always", status: "always_right" });
    expect(
      timeline!.steps.map(({ step, rollouts, judged, right, accuracy, meanReward }) => ({
        step,
        rollouts,
        judged,
        right,
        accuracy,
        meanReward,
      })),
    ).toEqual([
      { step: 10, rollouts: 2, judged: 2, right: 2, accuracy: 1, meanReward: 1 },
      { step: 40, rollouts: 4, judged: 4, right: 4, accuracy: 1, meanReward: 1 },
    ]);
    expect(await getQuestionTimeline(test.db, { runId: run.runId, trajectoryId: "999999" })).toBeNull();
  });
});
