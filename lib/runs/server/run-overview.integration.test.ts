import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestRun } from "@/test/browse-test-data";
import { getRunFacets } from "./run-facets";
import { getRunByName, getRunByNameOrThrow, getRunOverview } from "./run-overview";

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
      reward: 1.5 / 3,
      searchesPerTrajectory: 1,
      overSearchRate: 0.25,
      underSearchRate: 0.25,
      formatValidRate: 2 / 3,
      flawedButCorrectRate: 0.5,
      trainingSteps: { min: 10, max: 30 },
    });
    expect(overview.byDataset.map((d) => [d.dataset, d.trajectories, d.em])).toEqual([
      ["hotpotqa", 1, 1],
      ["nq", 2, 0.5],
      [null, 1, null],
    ]);
    expect(overview.rewardComponents).toEqual([
      { name: "accuracy", mean: 2 / 3, trajectories: 3 },
      { name: "path", mean: 0.375, trajectories: 2 },
    ]);
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
