import { describe, expect, it } from "vitest";
import { PERCENT } from "./format";
import { prepareOverlay } from "./overlay";
import { overlayPlot } from "./overlay-plot";

const run = (name: string, pairs: [number, number | null][]) => ({
  name,
  points: pairs.map(([x, y]) => ({ x, y })),
});

describe("overlayPlot", () => {
  const overlay = prepareOverlay(
    [
      run("a", [
        [0, 0.2],
        [10, 0.4],
        [20, 0.3],
      ]),
      run("b", [
        [0, 0.1],
        [20, 0.9],
      ]),
    ],
    { smoothing: 0.6 },
  );

  it("spans the rows' x, or the zoomed domain when there is one", () => {
    const whole = overlayPlot(overlay.rows, overlay.series, { domain: null, format: PERCENT, isSmoothed: true });
    expect(whole.x.domain).toEqual([0, 20]);
    expect(whole.xs).toEqual([0, 10, 20]);
    const zoomed = overlayPlot(overlay.rows, overlay.series, { domain: [5, 15], format: PERCENT, isSmoothed: true });
    expect(zoomed.x.domain).toEqual([5, 15]);
  });

  it("rounds y out around every value drawn, raw values included, with the metric's format", () => {
    const plot = overlayPlot(overlay.rows, overlay.series, { domain: null, format: PERCENT, isSmoothed: true });
    const drawn = overlay.rows.flatMap((row) =>
      overlay.series.flatMap((s) => [row.value[s.key], row.raw[s.key]]).filter((v): v is number => v != null),
    );
    expect(plot.y.domain[0]).toBeLessThanOrEqual(Math.min(...drawn));
    expect(plot.y.domain[1]).toBeGreaterThanOrEqual(Math.max(...drawn));
    expect(plot.y.ticks.at(-1)?.label).toMatch(/%$/);
  });

  it("draws one line per series, and the faint raw line only when smoothed", () => {
    const smoothed = overlayPlot(overlay.rows, overlay.series, { domain: null, format: PERCENT, isSmoothed: true });
    expect(smoothed.paths.map((p) => p.key)).toEqual(overlay.series.map((s) => s.key));
    expect(smoothed.paths.every((p) => p.value.startsWith("M") && p.raw.startsWith("M"))).toBe(true);
    const plain = overlayPlot(overlay.rows, overlay.series, { domain: null, format: PERCENT, isSmoothed: false });
    expect(plain.paths.every((p) => p.raw === "")).toBe(true);
  });
});
