import { describe, expect, it } from "vitest";
import {
  bandPath,
  barRects,
  categoryTicks,
  dotPath,
  finiteExtent,
  labelStride,
  linearAxis,
  linePath,
  nearestIndex,
  PLOT_SIZE,
} from "./plot";

const plain = { format: (v: number) => String(v) };

describe("linearAxis", () => {
  it("maps the extent onto 0..1 and back, ticks placed where their values are", () => {
    const axis = linearAxis([0, 400], { ...plain, ticks: 4 });
    expect(axis.domain).toEqual([0, 400]);
    expect(axis.fraction(100)).toBe(0.25);
    expect(axis.valueAt(0.5)).toBe(200);
    expect(axis.ticks.map((t) => [t.at, t.label])).toEqual([
      [0, "0"],
      [0.25, "100"],
      [0.5, "200"],
      [0.75, "300"],
      [1, "400"],
    ]);
  });

  it("rounds a y axis out to round ticks, so no value drawn is cut off", () => {
    const axis = linearAxis([0.113, 0.871], { ...plain, nice: true });
    expect(axis.domain).toEqual([0, 1]);
    expect(axis.ticks.map((t) => t.label)).toEqual(["0", "0.2", "0.4", "0.6", "0.8", "1"]);
  });

  it("gives a single value an axis around it rather than dividing by zero", () => {
    expect(linearAxis([5, 5], plain).domain).toEqual([2.5, 7.5]);
    expect(linearAxis([0, 0], plain).domain).toEqual([0, 1]);
    expect(linearAxis(null, plain).domain).toEqual([0, 1]);
  });

  it("keeps whole-number ticks only for counts, pads, and takes given tick values", () => {
    expect(linearAxis([0, 2], { ...plain, nice: true, integer: true }).ticks.map((t) => t.label)).toEqual([
      "0",
      "1",
      "2",
    ]);
    const padded = linearAxis([1, 3], { ...plain, pad: 0.5, at: [1, 2, 3] });
    expect(padded.domain).toEqual([0, 4]);
    expect(padded.ticks.map((t) => t.at)).toEqual([0.25, 0.5, 0.75]);
  });
});

describe("finiteExtent", () => {
  it("skips null, NaN and infinities", () => {
    expect(finiteExtent([3, null, NaN, -1, Infinity, undefined, 2])).toEqual([-1, 3]);
    expect(finiteExtent([null, NaN])).toBeNull();
  });
});

describe("linePath and bandPath", () => {
  const x = linearAxis([0, 10], plain);
  const y = linearAxis([0, 1], plain);

  it("draws y up from the bottom of the plot space", () => {
    expect(
      linePath(
        [
          { x: 0, y: 0 },
          { x: 10, y: 1 },
        ],
        x,
        y,
      ),
    ).toBe(`M0,${PLOT_SIZE}L${PLOT_SIZE},0`);
  });

  it("breaks the line at a null, never drawing it as 0", () => {
    const path = linePath(
      [
        { x: 0, y: 0.5 },
        { x: 5, y: null },
        { x: 10, y: 0.5 },
      ],
      x,
      y,
    );
    expect(path).toBe("M0,500ZM1000,500Z");
  });

  it("shades the band between its ends, broken where a point has none", () => {
    const path = bandPath(
      [
        { x: 0, band: [0, 1] },
        { x: 5, band: [0.2, 0.8] },
        { x: 10, band: null },
      ],
      x,
      y,
    );
    expect(path).toBe("M0,0L500,200L500,800L0,1000Z");
    expect(linePath([{ x: 0, y: null }], x, y)).toBe("");
  });
});

describe("barRects", () => {
  it("puts series side by side in equal slots, standing on 0, and skips a null", () => {
    const y = linearAxis([0, 10], plain);
    const rects = barRects(
      [
        [10, 5],
        [null, 2.5],
      ],
      y,
      0,
    );
    expect(rects).toEqual([
      { category: 0, series: 0, x: 0, y: 0, width: 250, height: 1000 },
      { category: 0, series: 1, x: 250, y: 500, width: 250, height: 500 },
      { category: 1, series: 1, x: 750, y: 750, width: 250, height: 250 },
    ]);
  });

  it("leaves the gap's half on each side of a slot", () => {
    const [rect] = barRects([[1]], linearAxis([0, 1], plain), 0.2);
    expect(rect).toMatchObject({ x: 100, width: 800 });
  });
});

describe("category labels", () => {
  it("centres each label on its slot and thins them to the room there is", () => {
    expect(labelStride(20, 6)).toBe(4);
    expect(labelStride(3, 6)).toBe(1);
    expect(categoryTicks(["a", "b", "c", "d"], 2)).toEqual([
      { at: 0.125, label: "a" },
      { at: 0.625, label: "c" },
    ]);
  });
});

describe("nearestIndex", () => {
  it("snaps to the nearest x, the earlier one on a tie", () => {
    const xs = [0, 10, 20, 40];
    expect(nearestIndex(xs, -5)).toBe(0);
    expect(nearestIndex(xs, 14)).toBe(1);
    expect(nearestIndex(xs, 15)).toBe(1);
    expect(nearestIndex(xs, 31)).toBe(3);
    expect(nearestIndex(xs, 99)).toBe(3);
    expect(nearestIndex([], 1)).toBe(-1);
  });
});

describe("dotPath", () => {
  it("is a zero-length segment at the point (a round cap draws the dot)", () => {
    expect(dotPath(12, 34)).toBe("M12,34h0");
  });
});
