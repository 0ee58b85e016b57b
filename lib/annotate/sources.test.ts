import { describe, expect, it } from "vitest";
import { defaultSources, overlappingDefault, sourceOptions, sourcePairOverlaps } from "./sources";

describe("sources to compare", () => {
  const sources = ["prm:pro-step-8b", "human:bob", "judge:gpt-4.1-nano", "human:ada"];

  it("offers families first, then each source", () => {
    expect(sourceOptions(sources)).toEqual([
      "human",
      "judge",
      "prm",
      "human:ada",
      "human:bob",
      "judge:gpt-4.1-nano",
      "prm:pro-step-8b",
    ]);
  });

  it("compares the judge with people by default, else with the next source", () => {
    expect(defaultSources(sources)).toEqual({ a: "judge:gpt-4.1-nano", b: "human" });
    expect(defaultSources(["prm:x", "judge:y"])).toEqual({ a: "judge:y", b: "prm:x" });
    expect(defaultSources([])).toEqual({ a: null, b: null });
  });
});

describe("source pairs that overlap", () => {
  // By hand: 10 steps labelled by the judge alone, 4 by the judge and ada, 2 by the judge, ada
  // and bob, 3 by ada and bob, 5 by the PRM and the judge.
  const sets = [
    { sources: ["judge:a"], items: 10 },
    { sources: ["judge:a", "human:ada"], items: 4 },
    { sources: ["judge:a", "human:ada", "human:bob"], items: 2 },
    { sources: ["human:ada", "human:bob"], items: 3 },
    { sources: ["judge:a", "prm:p"], items: 5 },
  ];

  it("counts the items each pair shares, families once per item, never a family against its own member", () => {
    const pairs = sourcePairOverlaps(sets);
    const items = Object.fromEntries(pairs.map((p) => [`${p.a} ~ ${p.b}`, p.items]));
    expect(items).toEqual({
      "human ~ judge": 6,
      "human ~ judge:a": 6,
      "human:ada ~ judge": 6,
      "human:ada ~ judge:a": 6,
      "human:ada ~ human:bob": 5,
      "judge ~ prm": 5,
      "judge ~ prm:p": 5,
      "judge:a ~ prm": 5,
      "judge:a ~ prm:p": 5,
      "human:bob ~ judge": 2,
      "human:bob ~ judge:a": 2,
    });
  });

  it("opens on the judge against people, else on the pair sharing most, else on none", () => {
    expect(overlappingDefault(sourcePairOverlaps(sets), 1)).toEqual({ a: "judge:a", b: "human", items: 6 });
    // Too few shared items to read κ: a pair sharing enough comes first.
    expect(overlappingDefault(sourcePairOverlaps(sets), 5)).toEqual({ a: "judge:a", b: "human", items: 6 });
    expect(overlappingDefault(sourcePairOverlaps(sets), 6)).toEqual({ a: "judge:a", b: "human", items: 6 });
    expect(overlappingDefault(sourcePairOverlaps(sets), 7)).toEqual({ a: "judge:a", b: "human", items: 6 });
    const many = sourcePairOverlaps([...sets, { sources: ["judge:a", "prm:p"], items: 40 }]);
    expect(overlappingDefault(many, 30)).toEqual({ a: "judge:a", b: "prm:p", items: 45 });
    const noPeople = sourcePairOverlaps([{ sources: ["judge:a", "prm:p"], items: 5 }]);
    expect(overlappingDefault(noPeople)).toEqual({ a: "judge:a", b: "prm:p", items: 5 });
    // Two judges on different label names (the demo's over- and under-search judges): nothing shared.
    expect(
      overlappingDefault(
        sourcePairOverlaps([
          { sources: ["judge:x"], items: 9 },
          { sources: ["judge:y"], items: 7 },
        ]),
      ),
    ).toBeNull();
  });
});
