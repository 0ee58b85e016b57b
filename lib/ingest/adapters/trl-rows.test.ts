import { describe, expect, it } from "vitest";
import { checkTrlRow, trlGroups, trlTrajectory } from "./trl-rows";

describe("trlGroups", () => {
  it.each([
    {
      name: "runs of one prompt",
      prompts: "aaabbbccc",
      groups: [0, 0, 0, 1, 1, 1, 2, 2, 2],
      samples: [0, 1, 2, 0, 1, 2, 0, 1, 2],
    },
    // The same prompt drawn twice in a row is one run of 2 × num_generations: two groups.
    { name: "a doubled run", prompts: "aabbbbcc", groups: [0, 0, 1, 1, 2, 2, 3, 3], samples: [0, 1, 0, 1, 0, 1, 0, 1] },
    // A row rejected from a group leaves a shorter run, which stays one group.
    {
      name: "a run missing a row",
      prompts: "aaabbccc",
      groups: [0, 0, 0, 1, 1, 2, 2, 2],
      samples: [0, 1, 2, 0, 1, 0, 1, 2],
    },
    { name: "one group", prompts: "aaaa", groups: [0, 0, 0, 0], samples: [0, 1, 2, 3] },
    { name: "nothing", prompts: "", groups: [], samples: [] },
  ])("$name", ({ prompts, groups, samples }) => {
    const places = trlGroups([...prompts]);
    expect(places.map((p) => p.group)).toEqual(groups);
    expect(places.map((p) => p.sample)).toEqual(samples);
  });
});

describe("checkTrlRow", () => {
  const row = { step: 5n, prompt: "p", completion: "c", accuracy_reward: 1, think_format_reward: NaN, advantage: 0.5 };

  it("splits reward functions, functions that returned None, and extra columns", () => {
    expect(checkTrlRow({ ...row, extracted_answer: "x", flags: ["a"] }, null)).toEqual({
      step: 5,
      prompt: "p",
      completion: "c",
      advantage: 0.5,
      rewards: { accuracy_reward: 1 },
      notScored: ["think_format_reward"],
      extra: { extracted_answer: "x", flags: ["a"] },
    });
  });

  it("reads JSON's null as a function that returned None, and a bool reward as 0/1", () => {
    const checked = checkTrlRow({ ...row, think_format_reward: null, passed: true }, null);
    expect(checked).toMatchObject({ rewards: { accuracy_reward: 1, passed: 1 }, notScored: ["think_format_reward"] });
  });

  it("takes the step from the file name when the row has none", () => {
    expect(checkTrlRow({ prompt: "p", completion: "c" }, 40)).toMatchObject({ step: 40, advantage: null });
  });

  it.each([
    [{ ...row, prompt: undefined }, 'missing "prompt"'],
    [{ ...row, completion: null }, '"completion" must be a string, got null'],
    [{ ...row, step: -1n }, '"step" must be an integer ≥ 0, got -1'],
    [{ ...row, step: undefined }, 'missing "step" (and the file name, completions_{step}.parquet, gives none)'],
    [{ ...row, advantage: "high" }, '"advantage" must be a number, got a string'],
  ])("rejects %o: %s", (values, reason) => {
    expect(checkTrlRow(values, null)).toBe(reason);
  });
});

describe("trlTrajectory", () => {
  it("sums the rewards as TRL's default weights do, and keeps the prompt, extras and advantage", () => {
    const checked = checkTrlRow(
      {
        step: 10,
        prompt: "user\nQuestion: who?\nassistant\n",
        completion: "<answer> me </answer>",
        a: 1,
        b: 0.5,
        c: NaN,
        note: "n",
        advantage: -0.25,
      },
      null,
    );
    if (typeof checked === "string") throw new Error(checked);
    expect(trlTrajectory(checked, { group: 2, sample: 3 })).toEqual({
      type: "trajectory",
      step: 10,
      group: "10:2",
      sample: 3,
      question: "who?",
      golden_answers: [],
      response: "<answer> me </answer>",
      reward: { total: 1.5, components: { a: 1, b: 0.5 } },
      advantage: -0.25,
      meta: { prompt: "user\nQuestion: who?\nassistant\n", note: "n", rewards_not_scored: ["c"] },
    });
  });

  it("has no reward when every function returned None (TRL: unscorable)", () => {
    const checked = checkTrlRow({ step: 1, prompt: "p", completion: "c", a: NaN, advantage: 0 }, null);
    if (typeof checked === "string") throw new Error(checked);
    expect(trlTrajectory(checked, { group: 0, sample: 0 }).reward).toBeUndefined();
  });
});
