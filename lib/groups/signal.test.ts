import { describe, expect, it } from "vitest";
import { groupSignal } from "./signal";
import { noSignalSeries, pooledNoSignalShare } from "./signal-series";

describe("groupSignal", () => {
  it.each([
    { rewards: [1, 0, 0, 1], signal: "signal" },
    { rewards: [1, 1, 1, 1], signal: "none" },
    { rewards: [0, 0], signal: "none" },
    { rewards: [0.5, 0.5000001], signal: "signal" }, // any difference is a gradient in verl
    { rewards: [1], signal: "single" },
    { rewards: [], signal: "single" },
    { rewards: [1, null], signal: "single" }, // one reward known: nothing to compare
    { rewards: [1, null, 1], signal: "none" },
  ] as const)("$rewards → $signal", ({ rewards, signal }) => {
    expect(groupSignal(rewards)).toBe(signal);
  });
});

describe("noSignalSeries", () => {
  it("divides by the groups of two or more, in step order, with a gap where there are none", () => {
    const rows = [
      { step: 20, groups: 3, noSignal: 0, single: 3 },
      { step: 10, groups: 8, noSignal: 3, single: 2 },
    ];
    expect(noSignalSeries(rows)).toEqual([
      { step: 10, value: 0.5 },
      { step: 20, value: null },
    ]);
    expect(pooledNoSignalShare(rows)).toBe(0.5); // (3 + 0) / (11 − 5)
    expect(pooledNoSignalShare([])).toBeNull();
  });
});
