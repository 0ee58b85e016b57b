import { describe, expect, it } from "vitest";
import { describeScoredSet } from "./scored-set";

describe("describeScoredSet", () => {
  it.each([
    [{ kind: "evaluation split", split: "test", step: 60 }, "split test at step 60"],
    [{ kind: "evaluation split", split: "dev", step: null }, "split dev"],
    [{ kind: "last training step", split: null, step: 300 }, "last training step (300)"],
    [{ kind: "all trajectories", split: null, step: null }, "all trajectories (every split and step pooled)"],
    [{ kind: "filter", split: null, step: null }, "the filter's splits and steps"],
  ] as const)("%j", (set, text) => {
    expect(describeScoredSet(set)).toBe(text);
  });
});
