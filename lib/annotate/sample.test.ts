import { describe, expect, it } from "vitest";
import { allocateBalanced, assignRoundRobin, pickSample, type TCandidate } from "./sample";

const stratum = (name: string, count: number): TCandidate[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${name}${i + 1}`, stratum: name, rank: i + 1 }));

describe("balanced allocation", () => {
  it.each([
    [{ a: 10, b: 10, c: 10 }, 10, { a: 4, b: 3, c: 3 }],
    [{ a: 1, b: 10, c: 10 }, 10, { a: 1, b: 5, c: 4 }],
    [{ a: 2, b: 3 }, 10, { a: 2, b: 3 }],
    [{ x: 7 }, 5, { x: 5 }],
  ])("%j, %i items → %j", (capacities, size, expected) => {
    expect(Object.fromEntries(allocateBalanced(new Map(Object.entries(capacities)), size))).toEqual(expected);
  });
});

describe("picking a sample", () => {
  it("random: the lowest hash ranks", () => {
    const candidates = [
      { id: "x", stratum: "", rank: 3 },
      { id: "y", stratum: "", rank: 1 },
      { id: "z", stratum: "", rank: 2 },
    ];
    expect(pickSample(candidates, "random", 2)).toEqual(["y", "z"]);
  });

  it("stratified: equal shares, interleaved, a small stratum's share going to the others", () => {
    const candidates = [...stratum("nq", 5), ...stratum("musique", 1), ...stratum("hotpotqa", 5)];
    expect(pickSample(candidates, "stratified-dataset", 7)).toEqual([
      "hotpotqa1",
      "musique1",
      "nq1",
      "hotpotqa2",
      "nq2",
      "hotpotqa3",
      "nq3",
    ]);
  });

  it("disagreements first, then the rest", () => {
    const candidates = [...stratum("1", 3), ...stratum("0", 2)];
    expect(pickSample(candidates, "disagreements-first", 3)).toEqual(["01", "02", "11"]);
  });
});

describe("assigning annotators", () => {
  it("gives each item N different people, spread evenly", () => {
    const assigned = assignRoundRobin(3, ["ada", "bob", "cy"], 2);
    expect(assigned.map((a) => `${a.position}:${a.annotator}`)).toEqual([
      "0:ada",
      "0:bob",
      "1:cy",
      "1:ada",
      "2:bob",
      "2:cy",
    ]);
  });

  it("refuses more annotators per item than people named", () => {
    expect(() => assignRoundRobin(2, ["ada"], 2)).toThrow(/at least 2 people/);
    expect(assignRoundRobin(2, [], 2)).toEqual([]);
  });
});
