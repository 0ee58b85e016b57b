import { describe, expect, it } from "vitest";
import { FormulaError } from "./errors";
import { parseFormula } from "./parse";
import { toSql, type TSqlOptions } from "./to-sql";

const COLUMNS: Record<string, string> = {
  em: "t.em",
  f1: "t.f1",
  acc: "t.acc",
  format: "t.is_format_valid::int",
  searches: "t.search_count",
  steps: "t.step_count",
};
const options: TSqlOptions = {
  columnOf: (name) => COLUMNS[name] ?? `x.${name}`,
  componentsColumn: "t.reward_components",
};
const compile = (source: string, extra: Partial<TSqlOptions> = {}) =>
  toSql(parseFormula(source), { ...options, ...extra });
const D = "::double precision";

describe("toSql", () => {
  it.each([
    ["em", `(t.em)${D}`, []],
    ["0.6 * acc + 0.1 * format", `(($1${D} * (t.acc)${D}) + ($2${D} * (t.is_format_valid::int)${D}))`, [0.6, 0.1]],
    ["em / searches", `((t.em)${D} / NULLIF((t.search_count)${D}, 0))`, []],
    [
      "-2 ^ 2",
      `(-(CASE WHEN ($1${D} = 0 AND $2${D} < 0) OR ($1${D} < 0 AND $2${D} <> trunc($2${D})) THEN NULL ELSE power($1${D}, $2${D}) END))`,
      [2, 2],
    ],
    ["c.path", `((t.reward_components) ->> $1::text)${D}`, ["path"]],
    ['c["x\'); DROP TABLE runs; --"]', `((t.reward_components) ->> $1::text)${D}`, ["x'); DROP TABLE runs; --"]],
    ["searches > 2", `(((t.search_count)${D} > $1${D}))::int${D}`, [2]],
    ["em == 1 and not format", `((((t.em)${D} = $1${D}) AND (NOT ((t.is_format_valid::int)${D} <> 0))))::int${D}`, [1]],
    ["em or true", `((((t.em)${D} <> 0) OR TRUE))::int${D}`, []],
    [
      "if(searches > 2, 0.5, em)",
      `(CASE WHEN ((t.search_count)${D} > $1${D}) THEN $2${D} ELSE (t.em)${D} END)`,
      [2, 0.5],
    ],
    [
      "if(em, true, format > 0)",
      `((CASE WHEN ((t.em)${D} <> 0) THEN TRUE ELSE ((t.is_format_valid::int)${D} > $1${D}) END))::int${D}`,
      [0],
    ],
    [
      "if(em, 1, f1 > 0)",
      `(CASE WHEN ((t.em)${D} <> 0) THEN $1${D} ELSE (((t.f1)${D} > $2${D}))::int${D} END)`,
      [1, 0],
    ],
    ["min(em, f1, 1)", `LEAST((t.em)${D}, (t.f1)${D}, $1${D})`, [1]],
    ["max(em, f1)", `GREATEST((t.em)${D}, (t.f1)${D})`, []],
    ["abs(f1 - 1)", `abs(((t.f1)${D} - $1${D}))`, [1]],
    [
      "clamp(f1, 0, 1)",
      `(CASE WHEN (t.f1)${D} IS NULL THEN NULL ELSE LEAST(GREATEST((t.f1)${D}, $1${D}), $2${D}) END)`,
      [0, 1],
    ],
    ["over_search_steps", `(x.over_search_steps)${D}`, []],
  ])("%s", (source, sql, params) => {
    expect(compile(source)).toEqual({ sql, params });
  });

  it("binds every number, even repeated ones, and starts after paramOffset", () => {
    expect(compile("0.9 ^ steps * f1", { paramOffset: 3 })).toEqual({
      sql: `((CASE WHEN ($4${D} = 0 AND (t.step_count)${D} < 0) OR ($4${D} < 0 AND (t.step_count)${D} <> trunc((t.step_count)${D})) THEN NULL ELSE power($4${D}, (t.step_count)${D}) END) * (t.f1)${D})`,
      params: [0.9],
    });
    expect(compile("1 + 1").params).toEqual([1, 1]);
  });

  it("never puts formula text into the SQL", () => {
    const { sql } = compile('c["; DROP TABLE x"] + 123456789 + c.weird_name');
    expect(sql).not.toContain("DROP");
    expect(sql).not.toContain("123456789");
    expect(sql).not.toContain("weird_name");
  });

  it("refuses components without a components column, and SQL past the size limit", () => {
    expect(() => toSql(parseFormula("c.path"), { columnOf: (n) => n })).toThrow(FormulaError);
    // clamp repeats its first argument, so nesting doubles the SQL each level.
    const nested = (depth: number) => "clamp(".repeat(depth) + "em" + ", 0, 1)".repeat(depth);
    expect(compile(nested(5)).sql.length).toBe(3_900);
    expect(() => compile(nested(5), { maxLength: 3_000 })).toThrow("The formula is too large to run in the database");
    expect(() => compile(nested(12))).toThrow("The formula is too large to run in the database");
  });
});
