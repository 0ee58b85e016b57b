import { describe, expect, it } from "vitest";
import { listPlaceKey, moveCursor, readListPlace } from "./list-place";

describe("the list's row cursor", () => {
  const ids = ["10", "11", "12"];
  it.each([
    [null, 1, "10"],
    [null, -1, "10"],
    ["10", 1, "11"],
    ["11", -1, "10"],
    ["12", 1, "12"],
    ["10", -1, "10"],
    ["99", 1, "10"],
  ])("from %s by %i lands on %s", (current, delta, expected) => {
    expect(moveCursor(ids, current, delta)).toBe(expected);
  });

  it("has nowhere to go in an empty list", () => {
    expect(moveCursor([], null, 1)).toBeNull();
  });
});

describe("the stored place", () => {
  it("reads what was written and refuses what was not", () => {
    expect(readListPlace(JSON.stringify({ id: "42", scrollY: 880 }))).toEqual({ id: "42", scrollY: 880 });
    expect(readListPlace(JSON.stringify({ id: "<b>", scrollY: -5 }))).toEqual({ id: null, scrollY: 0 });
    expect(readListPlace("not json")).toBeNull();
    expect(readListPlace(null)).toBeNull();
  });

  it("is kept per run and list", () => {
    expect(listPlaceKey("a", "?dataset=nq")).not.toBe(listPlaceKey("a", ""));
    expect(listPlaceKey("a", "")).not.toBe(listPlaceKey("b", ""));
  });
});
