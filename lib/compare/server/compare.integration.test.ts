import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { diffGroup, questionKey } from "@/lib/compare/diff";
import { DEFAULT_COMPARE_STATE, type TCompareState } from "@/lib/compare/state";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { BASE_SAMPLES, ingestComparedRuns, OURS_SAMPLES } from "@/test/compare-test-data";
import { captureComparison, loadCompareCurves, loadCompareDiff, loadCompareScores } from "./compare-view";

// The diff's definition in plain TypeScript (lib/compare/diff.ts), to hold the SQL to it.
function expectedCounts() {
  const tally = (samples: typeof BASE_SAMPLES) => {
    const byKey = new Map<string, { n: number; k: number }>();
    for (const s of samples) {
      const key = questionKey(s.dataset, s.question);
      const t = byKey.get(key) ?? { n: 0, k: 0 };
      byKey.set(key, { n: t.n + 1, k: t.k + Number(s.right) });
    }
    return byKey;
  };
  const [a, b] = [tally(BASE_SAMPLES), tally(OURS_SAMPLES)];
  const counts = { questionsA: a.size, questionsB: b.size, shared: 0, bothRight: 0, bothWrong: 0, onlyA: 0, onlyB: 0 };
  for (const [key, side] of a) {
    const other = b.get(key);
    if (!other) continue;
    counts.shared += 1;
    counts[diffGroup({ a: side, b: other })] += 1;
  }
  return counts;
}

// Pooled (scope=all) unless a test says otherwise: these samples spread over training steps.
const state = (patch: Partial<TCompareState> = {}): TCompareState => ({
  ...DEFAULT_COMPARE_STATE,
  runs: ["base", "ours"],
  scope: "all",
  ...patch,
});

describe.each(DATABASE_KINDS)("comparing runs on %s", (kind) => {
  let test: TTestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    await ingestComparedRuns(test.db);
  });
  afterEach(() => test.dispose());

  it("scores each run per dataset within the filter, with its reward components", async () => {
    const scores = await loadCompareScores(test.db, state());
    expect(scores.missing).toEqual([]);
    expect(scores.datasets).toEqual(["nq", "triviaqa", "hotpotqa"]);
    const em = Object.fromEntries(scores.rows.map((r) => [`${r.run}/${r.dataset}`, [r.trajectories, r.em]]));
    expect(em).toEqual({
      "base/nq": [4, 0.75],
      "base/hotpotqa": [3, 1 / 3],
      "ours/nq": [3, 2 / 3],
      "ours/hotpotqa": [4, 0.25],
      "ours/triviaqa": [1, 1],
    });
    expect(scores.components.filter((c) => c.run === "base")).toEqual([
      { run: "base", component: "accuracy", mean: 4 / 7, trajectories: 7 },
      { run: "base", component: "format", mean: 1, trajectories: 7 },
    ]);
    const filtered = await loadCompareScores(test.db, state({ datasets: ["nq"], step: { min: null, max: 0 } }));
    expect(filtered.rows.map((r) => r.dataset)).toEqual(["nq", "nq"]);
    expect((await loadCompareScores(test.db, state({ runs: ["base", "nope"] }))).missing).toEqual(["nope"]);
  });

  it("scores each run's evaluation set by default, says which, and gives n and a paired test per cell", async () => {
    const scores = await loadCompareScores(test.db, state({ scope: "evaluation", metric: "correct", correct: "em" }));
    // Every sample is split "test": each run is scored on that split at its own last training step.
    const last = await test.db.sql.query<{ run: string; step: number; n: number; right: number }>(
      `SELECT r.name AS run, t.training_step AS step, count(*)::int AS n, count(*) FILTER (WHERE t.em >= 1)::int AS right
       FROM trajectories t JOIN runs r ON r.id = t.run_id
       WHERE t.split = 'test' AND t.training_step =
         (SELECT max(training_step) FROM trajectories x WHERE x.run_id = t.run_id AND x.split = 'test')
       GROUP BY 1, 2 ORDER BY 1`,
    );
    expect(last.length).toBe(2);
    expect(scores.sets).toEqual(
      last.map((r) => ({
        run: r.run,
        set: { kind: "evaluation split", split: "test", step: r.step },
        trajectories: r.n,
      })),
    );
    // Rows come in the page's order (by dataset, then the runs' columns); compare them by run.
    const byRun = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(scores.rows.map((r) => [r.run, r.n.correct, r.correct]).sort(byRun)).toEqual(
      last.map((r) => [r.run, r.n, r.right / r.n]),
    );
    const pooled = await loadCompareScores(test.db, state({ metric: "correct" }));
    expect(pooled.sets.map((s) => s.set.kind)).toEqual(["all trajectories", "all trajectories"]);
    const nq = pooled.rows.find((r) => r.run === "base" && r.dataset === "nq")!;
    expect([nq.n.em, nq.n.correct, nq.trajectories]).toEqual([4, 4, 4]);
    // ours vs base on nq: three shared questions, one right only in ours, one only in base (McNemar).
    const test1 = pooled.tests.find((t) => t.run === "ours" && t.dataset === "nq");
    expect(test1?.significance).toMatchObject({ test: "mcnemar", n: 3, b: 1, c: 1 });
    expect(pooled.tests.some((t) => t.run === "base")).toBe(false);
    // A split or step filter replaces the scope.
    const filtered = await loadCompareScores(test.db, state({ scope: "evaluation", step: { min: 0, max: 0 } }));
    expect(filtered.sets.map((s) => s.set.kind)).toEqual(["filter", "filter"]);
  });

  it("lists the questions one run got right and the other wrong, by dataset and collapsed text", async () => {
    const diff = (await loadCompareDiff(test.db, state()))!;
    expect(diff.counts).toEqual(expectedCounts());
    expect(diff.counts).toEqual({
      questionsA: 6,
      questionsB: 6,
      shared: 5,
      bothRight: 1,
      bothWrong: 1,
      onlyA: 2,
      onlyB: 1,
    });
    expect(
      diff.rightInA.map((i) => [i.dataset, i.question, i.a.correct, i.a.trajectories, i.b.correct, i.b.trajectories]),
    ).toEqual([
      ["hotpotqa", "when did the golden gate bridge open", 1, 2, 1, 3],
      ["nq", "who wrote hamlet", 1, 1, 0, 1],
    ]);
    expect(diff.rightInB.map((i) => i.question)).toEqual(["capital of france"]);
    // Each side opens a trajectory matching its verdict: A's right sample, B's latest wrong one.
    const ids = await test.db.sql.query<{ external_id: string; id: string }>(
      `SELECT external_id, id::text FROM trajectories`,
    );
    const idOf = Object.fromEntries(ids.map((r) => [r.external_id, r.id]));
    expect([diff.rightInA[0]!.a.trajectoryId, diff.rightInA[0]!.b.trajectoryId]).toEqual([idOf.b5a, idOf.o5c]);

    const reversed = (await loadCompareDiff(test.db, state({ a: "ours", b: "base", correct: "acc" })))!;
    expect([reversed.a, reversed.counts.onlyA, reversed.counts.onlyB]).toEqual(["ours", 1, 2]);
    expect((await loadCompareDiff(test.db, state({ datasets: ["hotpotqa"] })))!.counts.shared).toBe(2);
  });

  it("overlays per-step aggregates and logged scalars, never reading trajectories for them", async () => {
    const em = (await loadCompareCurves(test.db, state({ smooth: 0 })))!;
    expect(em.options.map((o) => o.key)).toContain("logged:critic/score/mean");
    expect(em.options.map((o) => o.key)).toContain("component:accuracy");
    expect(em.overlay.rows.map((r) => [r.x, r.value.s0, r.value.s1])).toEqual([
      [0, 4 / 6, 4 / 6],
      [10, 0, 0],
      [20, null, 0],
    ]);
    const logged = (await loadCompareCurves(test.db, state({ curve: "logged:critic/score/mean", smooth: 0 })))!;
    expect(logged.dataset).toBeNull();
    expect(logged.points).toEqual([
      { run: "base", count: 2 },
      { run: "ours", count: 3 },
    ]);
  });

  it("captures the whole view with the opened pair aligned", async () => {
    const diff = (await loadCompareDiff(test.db, state()))!;
    const item = diff.rightInA[1]!;
    const view = await captureComparison(
      test.db,
      state({ open: { a: item.a.trajectoryId!, b: item.b.trajectoryId! }, align: "kind" }),
    );
    expect(view.tables.table.rows.map((r) => r.variant)).toEqual(["base", "ours"]);
    expect(view.pair?.a.detail.trajectory.question).toBe("who wrote hamlet");
    expect(view.pair?.alignment.rows.map((r) => [r.a, r.b])).toEqual([
      [null, 0],
      [0, 1],
      [null, 2],
      [1, 3],
    ]);
    expect(view.pair?.a.detail.labels.map((l) => l.name)).toEqual(["over_search"]);
  });
});
