import { describe, expect, it } from "vitest";
import { SqlParams } from "@/lib/db/sql-params";
import { keysetSegments } from "./trajectory-keyset";

const render = (...args: Parameters<typeof keysetSegments>) => {
  const params = new SqlParams();
  const segments = keysetSegments(...args).map((s) => ({ where: s.conditions(params), orderBy: s.orderBy }));
  return { segments, values: params.values };
};

describe("keysetSegments", () => {
  it("reads the id order as one index range", () => {
    expect(render({ key: "id", direction: "desc" }, { value: null, id: "10" })).toEqual({
      segments: [{ where: ["t.id < $1::bigint"], orderBy: "t.id DESC" }],
      values: ["10"],
    });
  });

  it("puts rows without a value after the others, in both directions", () => {
    for (const direction of ["asc", "desc"] as const) {
      const { segments } = render({ key: "reward", direction }, null);
      expect(segments.map((s) => s.where[0])).toEqual(["t.reward IS NOT NULL", "t.reward IS NULL"]);
    }
  });

  it("continues after a cursor with a row comparison, then the rows without a value", () => {
    const { segments, values } = render({ key: "reward", direction: "desc" }, { value: 0.5, id: "7" });
    expect(segments).toEqual([
      {
        where: ["t.reward IS NOT NULL", "(t.reward, t.id) < ($1::float8, $2::bigint)"],
        orderBy: "t.reward DESC, t.id DESC",
      },
      { where: ["t.reward IS NULL"], orderBy: "t.id DESC" },
    ]);
    expect(values).toEqual([0.5, "7"]);
  });

  it("continues inside the rows without a value when the cursor is there", () => {
    expect(render({ key: "f1", direction: "asc" }, { value: null, id: "3" }).segments).toEqual([
      { where: ["t.f1 IS NULL", "t.id > $1::bigint"], orderBy: "t.id ASC" },
    ]);
  });

  it("reads backwards nearest first: from the rows without a value into the others", () => {
    expect(render({ key: "f1", direction: "asc" }, { value: null, id: "3" }, "backward").segments).toEqual([
      { where: ["t.f1 IS NULL", "t.id < $1::bigint"], orderBy: "t.id DESC" },
      { where: ["t.f1 IS NOT NULL"], orderBy: "t.f1 DESC, t.id DESC" },
    ]);
    expect(render({ key: "f1", direction: "asc" }, { value: 0.2, id: "3" }, "backward").segments).toEqual([
      { where: ["t.f1 IS NOT NULL", "(t.f1, t.id) < ($1::float8, $2::bigint)"], orderBy: "t.f1 DESC, t.id DESC" },
    ]);
  });

  it("has one segment for a column that is never null", () => {
    expect(render({ key: "search_count", direction: "asc" }, null).segments).toHaveLength(1);
  });
});
