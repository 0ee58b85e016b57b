import { describe, expect, it } from "vitest";
import { HIPRAG } from "../hiprag";
import { createFormulaPreset } from "../formula";
import type { TRewardStep } from "../types";
import { runWhatIf, type TWhatIfSample } from "./what-if";

const judge = "judge:gpt-4.1-mini";
const search = (over: boolean): TRewardStep => ({
  kind: "search",
  query: "q",
  labels: [{ source: judge, name: "over_search", value: over }],
});
const answer: TRewardStep = { kind: "answer", answer: "x" };

// One GRPO group logged with λp = 0.4 (paper N). Raising λp to 1 widens the process gap; dropping
// it to 0 ties every correct, well-formed sample.
const samples: TWhatIfSample[] = [
  { id: "clean", group: "q1", input: { acc: 1, isFormatValid: true, reward: 1.4, steps: [search(false), answer] } },
  { id: "over", group: "q1", input: { acc: 1, isFormatValid: true, reward: 1.0, steps: [search(true), answer] } },
  {
    id: "half",
    group: "q1",
    input: { acc: 1, isFormatValid: true, reward: 1.2, steps: [search(true), search(false), answer] },
  },
  { id: "wrong", group: "q1", input: { acc: 0, isFormatValid: true, reward: 0.2, steps: [search(false), answer] } },
];

describe("runWhatIf", () => {
  it("reproduces the logged rewards with the logged parameters", () => {
    const result = runWhatIf(samples, HIPRAG);
    expect(result.recomputed).toEqual([1.4, 1, 1.2, 0.2].map((x) => expect.closeTo(x, 14)));
    expect(result.flips.totals.flips).toBe(0);
  });

  it("finds the ties made when the process weight goes to 0", () => {
    const result = runWhatIf(samples, HIPRAG, { lambda_p: 0 }, { bins: 4 });
    expect(result.recomputed).toEqual([1, 1, 1, 0.2].map((x) => expect.closeTo(x, 14)));
    expect(result.deltas).toEqual([-0.4, 0, -0.2, 0].map((x) => expect.closeTo(x, 14)));
    expect(result.flips.totals).toEqual({ pairs: 6, flips: 0, tiesBroken: 0, tiesMade: 3, groupsWithFlips: 0 });
    expect(result.histogram.edges).toEqual([0.2, 0.5, 0.8, 1.0999999999999999, 1.4]); // numpy.linspace: 3·0.3 + 0.2
    expect([result.histogram.a, result.histogram.b]).toEqual([
      [1, 0, 1, 2],
      [1, 0, 3, 0],
    ]);
    expect(result.logged).toMatchObject({ count: 4, mean: 0.95, max: 1.4 });
    expect(result.recomputedSummary).toMatchObject({ count: 4, max: 1 });
  });

  it("finds flips under a user's formula", () => {
    const fewerSearches = createFormulaPreset("acc - 0.3 * searches");
    const result = runWhatIf(samples, fewerSearches);
    // clean/over now tie at 0.7, half drops to 0.4: "half" passes "over" → one flip; clean vs over → tie made.
    expect(result.recomputed).toEqual([0.7, 0.7, 0.4, -0.3].map((x) => expect.closeTo(x, 14)));
    expect(result.flips.totals).toMatchObject({ flips: 1, tiesMade: 1, groupsWithFlips: 1 });
  });
});
