import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { groupAdvantages } from "./advantages";

// Expected values: verl's compute_grpo_outcome_advantage itself, run by reference/generate-grpo-cases.py.
type TCase = { name: string; index: string[]; rewards: number[]; std_normalized: number[]; mean_only: number[] };
const CASES = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "reference", "grpo-cases.json"), "utf8"),
) as TCase[];

/** Splits a batch into its groups as verl's index does, computes each, and puts the values back. */
function batchAdvantages(c: TCase, mode: "std" | "mean"): (number | null)[] {
  const out: (number | null)[] = new Array(c.rewards.length).fill(null);
  for (const key of new Set(c.index)) {
    const positions = c.index.flatMap((k, i) => (k === key ? [i] : []));
    const values = groupAdvantages(
      positions.map((i) => c.rewards[i] as number),
      mode,
    );
    positions.forEach((p, i) => (out[p] = values[i] as number));
  }
  return out;
}

describe("groupAdvantages equals verl's compute_grpo_outcome_advantage", () => {
  it.each(CASES)("$name", (c) => {
    expect(batchAdvantages(c, "std")).toEqual(c.std_normalized.map((x) => expect.closeTo(x, 12)));
    expect(batchAdvantages(c, "mean")).toEqual(c.mean_only.map((x) => expect.closeTo(x, 12)));
  });

  it("covers the cases that matter: a group of one, no signal, an uneven group", () => {
    expect(CASES.map((c) => c.name)).toEqual(
      expect.arrayContaining(["a group of one", "all equal: no signal", "one right of five"]),
    );
  });

  it("gives a missing reward no advantage and leaves it out of the statistics", () => {
    const a = 0.5 / (Math.SQRT1_2 + 1e-6); // rewards 1 and 0: mean 0.5, unbiased std √½
    expect(groupAdvantages([1, null, 0], "std")).toEqual([expect.closeTo(a, 12), null, expect.closeTo(-a, 12)]);
    expect(groupAdvantages([1, null, 0], "mean")).toEqual([0.5, null, -0.5]);
  });
});
