import { describe, expect, it } from "vitest";
import { agreementFromCells } from "./agreement-cells";
import { kappaCurve } from "./kappa-curve";

const group = (from: number, cells: { a: string; b: string; count: number }[]) => ({
  key: { from, to: from },
  agreement: agreementFromCells(cells),
});

describe("the κ curve", () => {
  it("maps κ onto the height, breaks at an undefined κ and marks thin buckets", () => {
    const perfect = group(0, [
      { a: "GOOD", b: "GOOD", count: 20 },
      { a: "BAD", b: "BAD", count: 20 },
    ]);
    const undefinedKappa = group(100, [{ a: "GOOD", b: "GOOD", count: 3 }]);
    const chance = group(200, [
      { a: "GOOD", b: "GOOD", count: 1 },
      { a: "GOOD", b: "BAD", count: 1 },
      { a: "BAD", b: "GOOD", count: 1 },
      { a: "BAD", b: "BAD", count: 1 },
    ]);
    const { points, path } = kappaCurve([perfect, undefinedKappa, chance, perfect], { width: 300, height: 100 });
    expect(points.map((p) => [p.x, p.y, p.isTrusted])).toEqual([
      [0, 0, true],
      [100, null, false],
      [200, 50, false],
      [300, 0, true],
    ]);
    expect(path).toBe("M0.0 0.0 M200.0 50.0 L300.0 0.0");
    expect(points[0]!.label).toBe("step 0");
  });
});
