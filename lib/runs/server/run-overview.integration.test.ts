import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestRun } from "@/test/browse-test-data";
import { parseBrowseParams } from "@/lib/browse/params";
import { getRunFacets } from "./run-facets";
import { getRunByName, getRunByNameOrThrow, getRunOverview } from "./run-overview";

/** The filter of a run page's URL query, as the page reads it. */
const filterOf = (query: string) => parseBrowseParams(Object.fromEntries(new URLSearchParams(query))).state.filter;

describe.each(DATABASE_KINDS)("run overview on %s", (kind) => {
  let test: TTestDatabase;
  let run: Awaited<ReturnType<typeof createTestRun>>;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    run = await createTestRun(
      test.db,
      [
        {
          key: "a",
          dataset: "nq",
          split: "train",
          step: 10,
          em: 1,
          f1: 1,
          reward: 1,
          searches: 2,
          flawed: true,
          components: { accuracy: 1, path: 0.5 },
          steps: [{ kind: "search" }],
          labels: [{ step: 0, source: "judge:gpt", name: "step_quality", value: "BAD" }],
        },
        {
          key: "b",
          dataset: "nq",
          split: "test",
          step: 20,
          em: 0,
          f1: 0.5,
          reward: 0,
          searches: 0,
          overSearch: true,
          formatValid: false,
          components: { accuracy: 0, path: 0.25 },
        },
        {
          key: "c",
          dataset: "hotpotqa",
          step: 30,
          em: 1,
          f1: 1,
          reward: 0.5,
          searches: 1,
          underSearch: true,
          formatValid: null,
          components: { accuracy: 1 },
          steps: [{ kind: "answer" }],
          labels: [
            { step: 0, source: "prm:x", name: "step_quality", value: "GOOD" },
            { step: null, source: "judge:gpt", name: "answer_correct", value: "true", type: "boolean" },
          ],
        },
        { key: "d", dataset: null, step: null, em: null, f1: null, reward: null, searches: 1 },
      ],
      { reward: { weights: { accuracy: 0.6, path: 0.3, note: "ignored" } } },
    );
  });
  afterAll(() => test.dispose());

  it("finds a run by its name, with its numeric reward weights", async () => {
    expect(await getRunByName(test.db, run.runName)).toMatchObject({
      id: run.runId,
      rewardWeights: { accuracy: 0.6, path: 0.3 },
    });
    expect(await getRunByName(test.db, "no such run")).toBeNull();
    await expect(getRunByNameOrThrow(test.db, "no such run")).rejects.toMatchObject({ code: "run_not_found" });
  });

  it("summarises the run overall and per dataset, means skipping missing values", async () => {
    const overview = await getRunOverview(test.db, run.runId);
    expect(overview.overall).toEqual({
      trajectories: 4,
      em: 2 / 3,
      f1: 2.5 / 3,
      acc: 2 / 3,
      // EM ≥ 1 (the default correctness): a and c, of the three with an EM.
      right: { count: 2, total: 3, rate: 2 / 3 },
      reward: 1.5 / 3,
      searchesPerTrajectory: 1,
      // The run has step_quality labels only: no over-/under-search judged, so "not judged"
      // (null), not the 25 % its unlabelled flag columns would give.
      searchDecisions: { osr: { count: 0, total: 0, rate: null }, usr: { count: 0, total: 0, rate: null } },
      overSearchRate: null,
      underSearchRate: null,
      formatValidRate: 2 / 3,
      // PRO-Step: a is correct with a BAD intermediate step; c's only step (the answer) is GOOD.
      flawedButCorrect: { definition: "pro-step", count: 1, total: 2, rate: 0.5 },
      flawedButCorrectRate: 0.5,
      trainingSteps: { min: 10, max: 30 },
    });
    expect(overview.byDataset.map((d) => [d.dataset, d.trajectories, d.em])).toEqual([
      ["hotpotqa", 1, 1],
      ["nq", 2, 0.5],
      [null, 1, null],
    ]);
    expect(overview.rewardComponents).toEqual([
      { name: "accuracy", mean: 2 / 3, trajectories: 3, kind: "term" },
      { name: "path", mean: 0.375, trajectories: 2, kind: "term" },
    ]);
  });

  it("summarises only the trajectories the list's filter keeps, and says it is filtered", async () => {
    expect((await getRunOverview(test.db, run.runId)).isFiltered).toBe(false);
    // step=15..30 keeps b (step 20) and c (step 30).
    const steps = await getRunOverview(test.db, run.runId, filterOf("step=15..30"));
    expect(steps.isFiltered).toBe(true);
    expect(steps.overall).toMatchObject({
      trajectories: 2,
      em: 0.5,
      f1: 0.75,
      reward: 0.25,
      searchesPerTrajectory: 0.5,
      formatValidRate: 0, // b invalid, c unknown
      // c is the one correct trajectory; its only step is judged GOOD.
      flawedButCorrect: { definition: "pro-step", count: 0, total: 1, rate: 0 },
      trainingSteps: { min: 20, max: 30 },
    });
    expect(steps.byDataset.map((d) => [d.dataset, d.trajectories])).toEqual([
      ["hotpotqa", 1],
      ["nq", 1],
    ]);
    expect(steps.rewardComponents.map((c) => [c.name, c.mean, c.trajectories])).toEqual([
      ["accuracy", 0.5, 2],
      ["path", 0.25, 1],
    ]);
    // A label condition, as the list applies it: only a has a BAD step.
    const bad = await getRunOverview(test.db, run.runId, filterOf("label=step_quality=BAD"));
    expect(bad.overall).toMatchObject({
      trajectories: 1,
      em: 1,
      flawedButCorrect: { definition: "pro-step", count: 1, total: 1, rate: 1 },
    });
    const none = await getRunOverview(test.db, run.runId, filterOf("dataset=popqa"));
    expect(none.overall).toMatchObject({ trajectories: 0, em: null, flawedButCorrectRate: null });
  });

  it("gives HiPRAG's OSR/USR over judged decisions, the trajectory shares, and HiPRAG's flawed but correct", async () => {
    const flag = (step: number, name: string, value: boolean, createdAt = "2026-01-01T00:00:00Z") => ({
      step,
      source: "judge:gpt",
      name,
      value: String(value),
      type: "boolean" as const,
      createdAt,
    });
    const hiprag = await createTestRun(test.db, [
      {
        key: "p",
        em: 1,
        overSearch: true,
        underSearch: true,
        components: { A: 1, n: 4, n_corr: 2 },
        steps: [{ kind: "search" }, { kind: "search" }, { kind: "reasoning" }, { kind: "answer" }],
        labels: [
          flag(0, "over_search", true),
          flag(1, "over_search", false),
          flag(2, "under_search", false),
          flag(3, "under_search", true),
        ],
      },
      {
        key: "q",
        em: 0,
        underSearch: true,
        components: { A: 0, n: 2, n_corr: 1 },
        steps: [{ kind: "search" }, { kind: "reasoning" }],
        // The judge's over-search is corrected to false later: the correction is the current label.
        labels: [
          flag(0, "over_search", true),
          { ...flag(0, "over_search", false, "2026-01-02T00:00:00Z"), corrects: 0 },
          flag(1, "under_search", true),
        ],
      },
      {
        key: "r",
        em: 1,
        components: { A: 1, n: 2, n_corr: 2 },
        steps: [{ kind: "search" }, { kind: "answer" }],
        // under_search on a search step is not a search decision HiPRAG counts.
        labels: [flag(0, "over_search", false), flag(0, "under_search", true)],
      },
      { key: "s", em: 1, components: { A: 1, n: 0, n_corr: 0 } },
    ]);
    await test.db.prisma.run.update({ where: { id: hiprag.runId }, data: { method: "HiPRAG" } });
    const { overall, rewardComponents } = await getRunOverview(test.db, hiprag.runId);
    // Hand count. Search steps with an over_search label: p0 true, p1 false, q0 false (corrected),
    // r0 false. Non-search steps with under_search: p2 false, p3 true, q1 true.
    expect(overall.searchDecisions).toEqual({
      osr: { count: 1, total: 4, rate: 0.25 },
      usr: { count: 2, total: 3, rate: 2 / 3 },
    });
    // Trajectories with such a step: p of four; p and q of four.
    expect([overall.overSearchRate, overall.underSearchRate]).toEqual([0.25, 0.5]);
    // Correct (EM ≥ 1): p, r, s; with an over-/under-search step: p.
    expect(overall.flawedButCorrect).toEqual({ definition: "hiprag", count: 1, total: 3, rate: 1 / 3 });
    expect(rewardComponents.map((c) => [c.name, c.kind, c.mean])).toEqual([
      ["A", "term", 0.75],
      ["n", "count", 2],
      ["n_corr", "count", 1.25],
    ]);
    // Filtered to a current over_search=true label: p only (q's was corrected to false). The label
    // figures count p's decisions alone: over p0 true, p1 false; under p2 false, p3 true.
    const filtered = await getRunOverview(test.db, hiprag.runId, filterOf("label=over_search=true"));
    expect(filtered.overall).toMatchObject({
      trajectories: 1,
      searchDecisions: { osr: { count: 1, total: 2, rate: 0.5 }, usr: { count: 1, total: 2, rate: 0.5 } },
      flawedButCorrect: { definition: "hiprag", count: 1, total: 1, rate: 1 },
    });
  });

  it("counts correct by the chosen correctness in accuracy and flawed but correct, as the outcome filter does", async () => {
    const judge = (value: boolean) => ({
      step: null,
      source: "judge:gpt-4o",
      name: "answer_correct",
      value: String(value),
      type: "boolean" as const,
    });
    const flag = (name: string) => ({ step: 0, source: "judge:gpt", name, value: "true", type: "boolean" as const });
    const judged = await createTestRun(test.db, [
      // EM right, judge wrong, over-searched.
      {
        key: "p",
        dataset: "nq",
        em: 1,
        overSearch: true,
        steps: [{ kind: "search" }],
        labels: [flag("over_search"), judge(false)],
      },
      // Judge right, EM wrong, under-searched.
      {
        key: "q",
        dataset: "nq",
        em: 0,
        underSearch: true,
        steps: [{ kind: "reasoning" }],
        labels: [flag("under_search"), judge(true)],
      },
      { key: "r", dataset: "hotpotqa", em: 0, labels: [judge(true)] },
      { key: "s", dataset: "hotpotqa", em: 0, labels: [judge(true)] },
      // EM right, never judged: the verdict rule cannot decide it.
      { key: "u", dataset: "hotpotqa", em: 1 },
    ]);
    // Hand count. EM ≥ 1: p, u of 5; flawed among them: p. The judge: q, r, s of p, q, r, s; flawed: q.
    const em = await getRunOverview(test.db, judged.runId);
    expect(em.correctness).toEqual({ correct: "em", name: "EM", rule: "EM ≥ 1" });
    expect(em.overall.right).toEqual({ count: 2, total: 5, rate: 0.4 });
    expect(em.overall.flawedButCorrect).toEqual({ definition: "hiprag", count: 1, total: 2, rate: 0.5 });

    const verdict = await getRunOverview(test.db, judged.runId, filterOf("correct=verdict"));
    expect(verdict.isFiltered).toBe(false);
    expect(verdict.correctness).toEqual({ correct: "verdict", name: "judge", rule: "label answer_correct" });
    expect(verdict.overall.right).toEqual({ count: 3, total: 4, rate: 0.75 });
    expect(verdict.overall.flawedButCorrect).toEqual({ definition: "hiprag", count: 1, total: 3, rate: 1 / 3 });
    // Per dataset: nq has p (judge wrong) and q (right); hotpotqa r, s right and u undecided.
    expect(verdict.byDataset.map((d) => [d.dataset, d.right])).toEqual([
      ["hotpotqa", { count: 2, total: 2, rate: 1 }],
      ["nq", { count: 1, total: 2, rate: 0.5 }],
    ]);
    // The outcome filter keeps what the cards call right: under the judge, all of q, r, s.
    const right = await getRunOverview(test.db, judged.runId, filterOf("correct=verdict&outcome=correct"));
    expect(right.overall).toMatchObject({ trajectories: 3, right: { count: 3, total: 3, rate: 1 } });

    // PRO-Step's definition follows the choice too: on the first run, only c carries a verdict
    // (true), and c's only step is judged GOOD.
    const proStep = await getRunOverview(test.db, run.runId, filterOf("correct=verdict"));
    expect(proStep.overall.flawedButCorrect).toEqual({ definition: "pro-step", count: 0, total: 1, rate: 0 });
    expect(proStep.overall.right).toEqual({ count: 1, total: 1, rate: 1 });
  });

  it("says nothing was judged when a run has no process labels", async () => {
    const plain = await createTestRun(test.db, [
      { key: "x", em: 1 },
      { key: "y", em: 0 },
    ]);
    const { overall } = await getRunOverview(test.db, plain.runId);
    expect(overall.flawedButCorrect).toEqual({
      definition: null,
      reason: "no step_quality or over-/under-search labels in this run",
    });
    expect(overall.flawedButCorrectRate).toBeNull();
    expect([overall.overSearchRate, overall.underSearchRate]).toEqual([null, null]);
    expect(overall.searchDecisions.osr.rate).toBeNull();
  });

  it("summarises an empty run without dividing by zero", async () => {
    const empty = await createTestRun(test.db, []);
    const overview = await getRunOverview(test.db, empty.runId);
    expect(overview.overall.trajectories).toBe(0);
    expect(overview.overall.em).toBeNull();
    expect(overview.overall.flawedButCorrectRate).toBeNull();
    expect(overview.byDataset).toEqual([]);
  });

  it("offers the datasets, splits and labels the run has", async () => {
    expect(await getRunFacets(test.db, run.runId)).toEqual({
      datasets: ["hotpotqa", "nq"],
      splits: ["test", "train"],
      labels: [
        { source: "judge:gpt", name: "answer_correct" },
        { source: "judge:gpt", name: "step_quality" },
        { source: "prm:x", name: "step_quality" },
      ],
      labelValues: [
        { name: "answer_correct", values: ["true"] },
        { name: "step_quality", values: ["BAD", "GOOD"] },
      ],
    });
  });
});
