import { describe, expect, it } from "vitest";
import { evenCuts } from "./run-batches";

describe("evenCuts", () => {
  it("cuts dense ids into ranges of the batch size", () => {
    // Ids 1..10 in batches of 4: (−∞, 4], (4, 8], (8, +∞).
    expect(evenCuts("1", "10", 10, 4)).toEqual(["4", "8"]);
    expect(evenCuts("1", "8", 8, 4)).toEqual(["4"]);
    expect(evenCuts("5", "5", 1, 4)).toEqual([]);
  });

  it("widens the ranges by the share of ids another run took, up to twice the batch size", () => {
    // 10 trajectories among 20 ids: ranges of 8 ids hold about 4.
    expect(evenCuts("101", "120", 10, 4)).toEqual(["108", "116"]);
  });

  it("gives up on ids sparser than that, or a count of nothing", () => {
    expect(evenCuts("1", "21", 10, 4)).toBeNull();
    expect(evenCuts("1", "10", 0, 4)).toBeNull();
  });

  it("keeps ids past 2^53 exact", () => {
    expect(evenCuts("9007199254740993", "9007199254741000", 8, 4)).toEqual(["9007199254740996"]);
  });
});
