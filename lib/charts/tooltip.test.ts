import { describe, expect, it } from "vitest";
import type { TOverlayRow, TOverlaySeries } from "./overlay";
import { prepareOverlay } from "./overlay";
import { isLoggedAt, selectTooltipPoints } from "./tooltip";

const series: TOverlaySeries[] = [
  { key: "s0", name: "run-a", color: "#111111", dash: null },
  { key: "s1", name: "run-b", color: "#222222", dash: "6 3" },
  { key: "s2", name: "run-c", color: "#333333", dash: null },
];

// run-a logged here; run-b's line passes through (interpolated); run-c is in a gap.
const row: TOverlayRow = {
  x: 3,
  value: { s0: 0.4, s1: 0.25, s2: null },
  raw: { s0: 0.5, s1: 0.2, s2: null },
  band: { s0: [0.3, 0.6], s1: [0.2, 0.3], s2: null },
  filled: { s0: false, s1: true, s2: false },
};

describe("selectTooltipPoints", () => {
  it("lists only the series logged at the row, and names the interpolated ones without a value", () => {
    expect(selectTooltipPoints(row, series)).toEqual({
      logged: [{ key: "s0", name: "run-a", color: "#111111", value: 0.4, raw: 0.5, band: [0.3, 0.6] }],
      between: ["run-b"],
    });
  });

  it("keeps a logged point whose smoothed value is missing but whose raw value is there", () => {
    const raw = { ...row, value: { s0: null }, raw: { s0: 0.5 }, band: { s0: null }, filled: { s0: false } };
    expect(selectTooltipPoints(raw, series.slice(0, 1)).logged).toEqual([
      { key: "s0", name: "run-a", color: "#111111", value: null, raw: 0.5, band: null },
    ]);
  });

  it("selects nothing without a row (the pointer is off the data)", () => {
    expect(selectTooltipPoints(undefined, series)).toEqual({ logged: [], between: [] });
  });

  it("on rows prepareOverlay filled, shows the sparse series only at its own steps", () => {
    // every step: x 0..4; every other step: x 0, 2, 4 — so x 1 and 3 are interpolated for it.
    const overlay = prepareOverlay([
      { name: "dense", points: [0, 1, 2, 3, 4].map((x) => ({ x, y: x / 10 })) },
      { name: "sparse", points: [0, 2, 4].map((x) => ({ x, y: x })) },
    ]);
    const names = overlay.rows.map((r) => selectTooltipPoints(r, overlay.series).logged.map((p) => p.name));
    expect(names).toEqual([["dense", "sparse"], ["dense"], ["dense", "sparse"], ["dense"], ["dense", "sparse"]]);
    const atOne = selectTooltipPoints(overlay.rows[1], overlay.series);
    expect(atOne.between).toEqual(["sparse"]);
    expect(atOne.logged[0]?.value).toBe(0.1);
    expect(overlay.rows.map((r) => isLoggedAt(r, "s1"))).toEqual([true, false, true, false, true]);
  });
});

describe("isLoggedAt", () => {
  it("is false for an interpolated point, a gap and a missing row", () => {
    expect([isLoggedAt(row, "s0"), isLoggedAt(row, "s1"), isLoggedAt(row, "s2"), isLoggedAt(undefined, "s0")]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
