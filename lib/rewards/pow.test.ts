import { describe, expect, it } from "vitest";
import { powRounded } from "./pow";

// Expected values: Python 3.11 math.pow (C pow), which equals exact rational arithmetic rounded once.
describe("powRounded", () => {
  it.each([
    [0.9, 0, 1],
    [0.9, 1, 0.9],
    [0.9, 2, 0.81],
    [0.9, 3, 0.7290000000000001],
    [0.9, 4, 0.6561], // V8's 0.9 ** 4 is 0.6561000000000001
    [0.9, 5, 0.5904900000000001],
    [0.9, 6, 0.531441],
    [0.9, 7, 0.4782969000000001],
    [0.9, 8, 0.4304672100000001],
    [0.9, 9, 0.3874204890000001],
    [0.9, 10, 0.3486784401000001],
    [0.7, 5, 0.16806999999999994],
    [1.1, 30, 17.44940226888645],
    [0.3, -3, 37.03703703703704],
    [2.5, -7, 0.0016384],
    [0.001, 40, 1.0000000000000008e-120],
    [1.0000001, 1000, 1.0001000049952247],
    [0.95, -20, 2.7895098175162603],
    [123.456, 3, 1881640.2952028161],
    [0.1, 3, 0.0010000000000000002],
    [-2, 3, -8],
    [-0.9, 4, 0.6561],
    [-2, -1, -0.5],
  ])("%d ^ %d = %d", (x, n, expected) => {
    expect(powRounded(x, n)).toBe(expected);
  });

  it.each([
    [2, 0.5, Math.SQRT2],
    [0, -1, Infinity],
    [0, 0, 1],
    [10, 400, Infinity],
    [-8, 1 / 3, Number.NaN],
    [1e-300, 2, 0], // underflow: Math.pow's answer
  ])("falls back to Math.pow for %d ^ %d", (x, n, expected) => {
    expect(powRounded(x, n)).toBe(expected);
  });
});
