import { describe, expect, it } from "vitest";
import { groupStats, grpoAdvantages } from "./grpo";

// Expected values computed by hand / numpy (float64) with torch.std's unbiased estimator.
describe("groupStats", () => {
  it.each([
    { rewards: [1, 0, 0, 1], mean: 0.5, std: Math.sqrt(1 / 3) }, // Σ(r − m)² = 1, n − 1 = 3
    { rewards: [1, 1, 1, 1], mean: 1, std: 0 },
    { rewards: [0.2, 1.2, 0.8], mean: 2.2 / 3, std: 0.5033222956847166 },
    { rewards: [7], mean: 0, std: 1 }, // verl: a group of one
    { rewards: [], mean: 0, std: 1 },
  ])("$rewards", ({ rewards, mean, std }) => {
    const stats = groupStats(rewards);
    expect(stats.mean).toBeCloseTo(mean, 15);
    expect(stats.std).toBeCloseTo(std, 15);
  });
});

describe("grpoAdvantages", () => {
  it("normalizes within each group by the unbiased std plus ε", () => {
    const { advantages, groups } = grpoAdvantages([
      { group: "q1", reward: 1 },
      { group: "q1", reward: 0 },
      { group: "q2", reward: 1 },
      { group: "q1", reward: 0 },
      { group: "q1", reward: 1 },
      { group: "q2", reward: 1 },
    ]);
    const a = 0.5 / (Math.sqrt(1 / 3) + 1e-6); // 0.8660239...
    expect(advantages).toEqual([a, -a, 0, -a, a, 0].map((x) => expect.closeTo(x, 14)));
    expect(advantages[0]).toBeCloseTo(0.8660239, 6);
    expect(advantages[2]).toBe(0); // equal rewards: 0 / (0 + ε)
    expect(groups.get("q2")).toEqual({ size: 2, mean: 1, std: 0 });
  });

  it("treats a missing group as a group of one, and a missing reward as no advantage", () => {
    const { advantages } = grpoAdvantages([
      { group: null, reward: 0.5 },
      { group: null, reward: 2 },
      { group: "q", reward: null },
      { group: "q", reward: 3 },
    ]);
    expect(advantages).toEqual([0.5 / (1 + 1e-6), 2 / (1 + 1e-6), null, 3 / (1 + 1e-6)]);
  });

  it("follows the options (Dr.GRPO: no std; another ε)", () => {
    const samples = [
      { group: "q", reward: 1 },
      { group: "q", reward: 0 },
    ];
    expect(grpoAdvantages(samples, { normalizeByStd: false }).advantages).toEqual([0.5, -0.5]);
    expect(grpoAdvantages(samples, { epsilon: 0 }).advantages).toEqual(
      [Math.SQRT1_2, -Math.SQRT1_2].map((x) => expect.closeTo(x, 15)),
    );
  });
});
