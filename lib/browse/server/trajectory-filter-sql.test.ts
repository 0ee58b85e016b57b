import { describe, expect, it } from "vitest";
import { EMPTY_FILTER, FLAGS, type TTrajectoryFilter } from "@/lib/browse/filter";
import { containsPattern, SqlParams } from "@/lib/db/sql-params";
import { trajectoryFilterSql } from "./trajectory-filter-sql";

const HOSTILE = `x'); DROP TABLE trajectories; --`;

const FULL: TTrajectoryFilter = {
  datasets: [HOSTILE],
  splits: [HOSTILE],
  trainingStep: { min: 1.5, max: 9.7 },
  outcome: "incorrect",
  correct: "verdict",
  gold: "retrieved",
  f1: { min: 0.1, max: 0.9 },
  reward: { min: -1, max: null },
  searches: { min: null, max: 3 },
  flags: [...FLAGS],
  labels: [
    { name: HOSTILE, value: HOSTILE, source: HOSTILE },
    { name: "plan_coverage", value: { min: 0.5, max: 1 }, source: "human" },
  ],
  disagreement: HOSTILE,
  text: HOSTILE,
  ids: ["12", "9007199254740993"],
};

describe("trajectoryFilterSql", () => {
  it("selects only the run without a filter", () => {
    const params = new SqlParams();
    expect(trajectoryFilterSql(EMPTY_FILTER, params, params.add(7, "int"))).toEqual(["t.run_id = $1::int"]);
    expect(params.values).toEqual([7]);
  });

  it("binds every value the user typed: none reaches the SQL text", () => {
    const params = new SqlParams();
    const sql = trajectoryFilterSql(FULL, params, params.add(1, "int")).join(" AND ");
    expect(sql).not.toContain("DROP TABLE");
    expect(params.values.filter((v) => JSON.stringify(v).includes("DROP TABLE")).length).toBeGreaterThanOrEqual(6);
    // Every placeholder is bound, and every bound value is used.
    const used = new Set([...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    expect([...used].sort((a, b) => a - b)).toEqual(params.values.map((_, i) => i + 1));
  });

  it("rounds training-step and search bounds inward to integers, so their indexes apply", () => {
    const params = new SqlParams();
    trajectoryFilterSql({ ...EMPTY_FILTER, trainingStep: { min: 1.5, max: 9.7 } }, params, params.add(1, "int"));
    expect(params.values).toEqual([1, 2, 9]);
  });

  it("matches a bare source family by prefix, a full source exactly", () => {
    const params = new SqlParams();
    const sql = trajectoryFilterSql(
      {
        ...EMPTY_FILTER,
        labels: [
          { name: "a", value: null, source: "human" },
          { name: "b", value: null, source: "judge:x" },
        ],
      },
      params,
      params.add(1, "int"),
    ).join(" ");
    expect(params.values).toEqual([1, "a", "human", "human:%", "b", "judge:x"]);
    expect(sql).toContain("l.source LIKE");
  });

  it("keeps an id list to one bound bigint array", () => {
    const params = new SqlParams();
    const sql = trajectoryFilterSql({ ...EMPTY_FILTER, ids: ["3", "5"] }, params, params.add(1, "int"));
    expect(sql).toEqual(["t.run_id = $1::int", "t.id = ANY($2::bigint[])"]);
    expect(params.values).toEqual([1, ["3", "5"]]);
  });
});

describe("containsPattern", () => {
  it("takes LIKE's wildcards and escape literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("decides the outcome by the correctness choice, EM ≥ 1 by default", () => {
    const sqlOf = (filter: Partial<TTrajectoryFilter>) => {
      const params = new SqlParams();
      return { sql: trajectoryFilterSql({ ...EMPTY_FILTER, ...filter }, params, "$0").join(" AND "), params };
    };
    expect(sqlOf({ outcome: "correct" }).sql).toBe("t.run_id = $0 AND (t.em >= $1::float8)");
    expect(sqlOf({ outcome: "incorrect", correct: "acc" }).sql).toBe(
      "t.run_id = $0 AND (t.acc >= $1::float8) IS FALSE",
    );
    const verdict = sqlOf({ outcome: "correct", correct: "verdict" });
    expect(verdict.sql).toContain("v.name = $1::text");
    expect(verdict.params.values).toEqual(["answer_correct"]);
  });
});
