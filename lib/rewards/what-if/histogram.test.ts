import { describe, expect, it } from "vitest";
import { binIndex, linspace, sharedHistogram } from "./histogram";

// Expected values from numpy 2.4 (histogram_bin_edges over both series, then histogram per series).
describe("sharedHistogram", () => {
  it("bins both series on shared edges like numpy", () => {
    const a = [0.1, 0.4, 0.35, 0.8, 1.0, 0.0, 0.55, 0.9, 0.2];
    const b = [0.15, 0.45, 1.2, -0.3, 0.5, 0.5, 0.7, null, Number.NaN];
    expect(sharedHistogram(a, b, { bins: 5 })).toEqual({
      edges: [-0.3, 0, 0.3, 0.5999999999999999, 0.8999999999999999, 1.2],
      a: [0, 3, 3, 1, 2],
      b: [1, 1, 3, 1, 1],
      missing: { a: 0, b: 2 },
      outside: { a: 0, b: 0 },
    });
  });

  it("follows numpy at float edges: 0.3 and 0.30000000000000004 land in different bins", () => {
    const x = [0.0, 0.1, 0.2, 0.30000000000000004, 0.3, 0.7, 1.0];
    const result = sharedHistogram(x, [], { bins: 10 });
    expect(result.edges).toEqual([
      0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9, 1,
    ]);
    expect(result.a).toEqual([1, 1, 2, 1, 0, 0, 1, 0, 0, 1]);
  });

  it("widens a constant range by ±0.5 and counts values outside an explicit range", () => {
    expect(sharedHistogram([3, 3], [], { bins: 4 })).toMatchObject({
      edges: [2.5, 2.75, 3, 3.25, 3.5],
      a: [0, 0, 2, 0],
    });
    expect(sharedHistogram([-1, 0, 0.5, 1, 2], [0.25], { bins: 2, range: [0, 1] })).toMatchObject({
      a: [1, 2],
      b: [1, 0],
      outside: { a: 2, b: 0 },
    });
    expect(sharedHistogram([], [null], { bins: 2 })).toMatchObject({
      edges: [0, 0.5, 1],
      a: [0, 0],
      missing: { b: 1 },
    });
  });

  it("bins half a million values in one pass (a spread into Math.min would overflow the stack)", () => {
    const values = Array.from({ length: 500_000 }, (_, i) => i % 10);
    const result = sharedHistogram(values, [null, 4.5], { bins: 10 });
    expect(result.a).toEqual(new Array(10).fill(50_000));
    expect(result.b).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 0, 0]); // edges 0, 0.9, …: 4.5 opens bin 5
    expect(result.missing).toEqual({ a: 0, b: 1 });
  });

  it("rejects a bad bin count or range", () => {
    expect(() => sharedHistogram([1], [2], { bins: 0 })).toThrow(RangeError);
    expect(() => sharedHistogram([1], [2], { range: [1, 0] })).toThrow(RangeError);
  });
});

describe("binIndex and linspace", () => {
  it.each([
    [-0.1, -1],
    [0, 0],
    [0.49, 0],
    [0.5, 1],
    [1, 1],
    [1.01, -1],
    [Number.NaN, -1],
  ])("%d → bin %i of [0, 0.5, 1]", (x, bin) => {
    expect(binIndex([0, 0.5, 1], x)).toBe(bin);
  });

  it("puts i·step + start on each edge and stop exactly last", () => {
    expect(linspace(-0.3, 1.2, 6)).toEqual([-0.3, 0, 0.3, 0.5999999999999999, 0.8999999999999999, 1.2]);
  });
});
