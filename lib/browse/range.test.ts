import { describe, expect, it } from "vitest";
import { describeRange, formatRange, parseRange } from "./range";

describe("parseRange", () => {
  it.each([
    ["300..400", { min: 300, max: 400 }],
    ["300..", { min: 300, max: null }],
    ["..0.5", { min: null, max: 0.5 }],
    ["-0.5..0.2", { min: -0.5, max: 0.2 }],
    ["2", { min: 2, max: 2 }],
    [" 1 .. 2 ", { min: 1, max: 2 }],
    ["1e-3..", { min: 0.001, max: null }],
  ])("reads %j", (text, range) => {
    expect(parseRange(text)).toEqual(range);
  });

  it.each(["", "..", "a..b", "1..2..3", "2..1", "Infinity..", "0x10..", "1-2"])("refuses %j", (text) => {
    expect(parseRange(text)).toBeNull();
  });
});

describe("formatRange", () => {
  it.each([
    [{ min: 300, max: 400 }, "300..400"],
    [{ min: null, max: 0.5 }, "..0.5"],
    [{ min: -1, max: null }, "-1.."],
    [{ min: 3, max: 3 }, "3"],
  ])("writes %j as %j and reads it back", (range, text) => {
    expect(formatRange(range)).toBe(text);
    expect(parseRange(text)).toEqual(range);
  });

  it("describes ranges for people", () => {
    expect(describeRange({ min: 0.2, max: 0.8 })).toBe("0.2 – 0.8");
    expect(describeRange({ min: 300, max: null })).toBe("≥ 300");
    expect(describeRange({ min: null, max: 0.5 })).toBe("≤ 0.5");
  });
});
