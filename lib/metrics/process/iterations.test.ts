import { describe, expect, it } from "vitest";
import { iterationBucket, iterationsByOutcome } from "./iterations";
import type { TProcessTrajectory } from "./types";

const withSearches = (n: number, em: number | null): TProcessTrajectory => ({
  em,
  steps: [...Array.from({ length: n }, () => ({ kind: "search" as const })), { kind: "answer" as const }],
});

describe("iterationBucket", () => {
  it.each([
    [0, null],
    [1, "1"],
    [2, "2"],
    [3, "3+"],
    [7, "3+"],
  ] as const)("%i searches → %j", (n, bucket) => {
    expect(iterationBucket(n)).toBe(bucket);
  });
});

describe("iterationsByOutcome", () => {
  it("splits by outcome and shares over trajectories that searched", () => {
    const trajectories = [
      withSearches(1, 1),
      withSearches(1, 1),
      withSearches(1, 1),
      withSearches(2, 1),
      withSearches(0, 1),
      withSearches(1, 0),
      withSearches(3, 0),
      withSearches(4, 0),
      withSearches(2, null),
    ];
    expect(iterationsByOutcome(trajectories)).toEqual({
      successful: { counts: { "1": 3, "2": 1, "3+": 0 }, shares: { "1": 0.75, "2": 0.25, "3+": 0 }, noSearch: 1 },
      failed: { counts: { "1": 1, "2": 0, "3+": 2 }, shares: { "1": 1 / 3, "2": 0, "3+": 2 / 3 }, noSearch: 0 },
      undecided: 1,
    });
  });

  it("leaves shares empty without data and follows the correctness rule", () => {
    const result = iterationsByOutcome([{ em: 0, acc: 1, steps: [{ kind: "search" }] }], {
      by: "metric",
      metric: "acc",
      atLeast: 1,
    });
    expect(result.successful.counts).toEqual({ "1": 1, "2": 0, "3+": 0 });
    expect(result.failed.shares).toEqual({ "1": null, "2": null, "3+": null });
  });
});
