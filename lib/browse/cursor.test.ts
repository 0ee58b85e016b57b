import { describe, expect, it } from "vitest";
import { cursorFits, decodeCursor, encodeCursor, type TCursor } from "./cursor";

describe("keyset cursors", () => {
  it.each<TCursor>([
    { sort: { key: "reward", direction: "desc" }, value: 0.30000000000000004, id: "42" },
    { sort: { key: "dataset", direction: "asc" }, value: "2wikimultihopqa — ünïcode", id: "9007199254740993" },
    { sort: { key: "f1", direction: "asc" }, value: null, id: "7" },
    { sort: { key: "id", direction: "asc" }, value: null, id: "1" },
  ])("round-trips %j exactly", (cursor) => {
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
  });

  it.each(["", "not base64!", "e30", btoa('["reward","sideways",1,"2"]'), btoa('["reward","asc",1,"-2"]')])(
    "refuses %j",
    (text) => {
      expect(decodeCursor(text)).toBeNull();
    },
  );

  it("fits only the sort it was made for, with a value of the column's type", () => {
    const cursor: TCursor = { sort: { key: "reward", direction: "desc" }, value: 0.5, id: "3" };
    expect(cursorFits(cursor, { key: "reward", direction: "desc" })).toBe(true);
    expect(cursorFits(cursor, { key: "reward", direction: "asc" })).toBe(false);
    expect(cursorFits(cursor, { key: "f1", direction: "desc" })).toBe(false);
    expect(cursorFits({ ...cursor, value: "x" }, cursor.sort)).toBe(false);
    expect(cursorFits({ ...cursor, value: null }, cursor.sort)).toBe(true);
    const searches: TCursor = { sort: { key: "search_count", direction: "asc" }, value: null, id: "3" };
    expect(cursorFits(searches, searches.sort)).toBe(false);
    expect(cursorFits({ ...searches, sort: { key: "id", direction: "asc" } }, { key: "id", direction: "asc" })).toBe(
      true,
    );
  });
});
