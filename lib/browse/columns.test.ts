import { describe, expect, it } from "vitest";
import { COLUMN_KEYS, DEFAULT_COLUMNS, orderColumns } from "./columns";
import { EMPTY_FILTER, isEmptyFilter } from "./filter";

describe("columns", () => {
  it("keeps the table's order whatever order they were chosen in", () => {
    expect(orderColumns(["flags", "dataset", "f1"])).toEqual(["dataset", "f1", "flags"]);
  });

  it("defaults to known columns", () => {
    expect(DEFAULT_COLUMNS.every((c) => COLUMN_KEYS.includes(c))).toBe(true);
  });
});

describe("isEmptyFilter", () => {
  it("is true only without any condition", () => {
    expect(isEmptyFilter(EMPTY_FILTER)).toBe(true);
    expect(isEmptyFilter({ ...EMPTY_FILTER, flags: ["over_search"] })).toBe(false);
    expect(isEmptyFilter({ ...EMPTY_FILTER, outcome: "correct" })).toBe(false);
  });
});
