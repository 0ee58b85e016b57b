import "server-only";
import { holdsFirstSql, uncorrectedInRunSql } from "@/lib/annotate/holding-label-sql";

// lib/metrics/process's label readers in SQL, over a labels row `a` (value_type, value,
// value_number), so the database reads a label exactly as the reward presets do in TypeScript:
//   labelFlag    booleans; numbers 1/0; text true/yes/1 or false/no/0 (trimmed, any case)
//   labelNumber  numbers; booleans and flag text as 1/0; numeric text
//   stepQuality  GOOD/BAD text (any case); otherwise the flag (true = good, false = bad)
// Known difference: JavaScript's trim() also strips Unicode spaces; btrim strips ASCII whitespace.

const trimmed = (a: string) => `btrim(${a}.value, E' \\t\\n\\r\\f\\v')`;
const TRUE_TEXT = "('true', 'yes', '1')";
const FALSE_TEXT = "('false', 'no', '0')";
// Numeric text PostgreSQL casts without raising: JavaScript's Number() reads a little more (hex).
const NUMERIC_TEXT = "'^[+-]?([0-9]{1,30}([.][0-9]{0,30})?|[.][0-9]{1,30})([eE][+-]?[0-9]{1,2})?$'";

export function labelFlagSql(a: string): string {
  return `(CASE ${a}.value_type
    WHEN 'boolean' THEN ${a}.value = 'true'
    WHEN 'number' THEN CASE WHEN ${a}.value_number = 1 THEN TRUE WHEN ${a}.value_number = 0 THEN FALSE END
    ELSE CASE WHEN lower(${trimmed(a)}) IN ${TRUE_TEXT} THEN TRUE WHEN lower(${trimmed(a)}) IN ${FALSE_TEXT} THEN FALSE END
  END)`;
}

export function labelNumberSql(a: string): string {
  return `(CASE ${a}.value_type
    WHEN 'boolean' THEN CASE WHEN ${a}.value = 'true' THEN 1.0 ELSE 0.0 END
    WHEN 'number' THEN ${a}.value_number
    ELSE CASE WHEN lower(${trimmed(a)}) IN ${TRUE_TEXT} THEN 1.0 WHEN lower(${trimmed(a)}) IN ${FALSE_TEXT} THEN 0.0
      WHEN ${trimmed(a)} ~ ${NUMERIC_TEXT} THEN ${trimmed(a)}::float8 END
  END)::float8`;
}

/** 'good', 'bad' or NULL (unknown). */
export function stepQualitySql(a: string): string {
  return `(CASE
    WHEN ${a}.value_type = 'category' AND upper(${trimmed(a)}) = 'GOOD' THEN 'good'
    WHEN ${a}.value_type = 'category' AND upper(${trimmed(a)}) = 'BAD' THEN 'bad'
    ELSE CASE ${labelFlagSql(a)} WHEN TRUE THEN 'good' WHEN FALSE THEN 'bad' END
  END)`;
}

/**
 * The current label per (trajectory, step, name) of trajectories (lo, hi] of a run: the one that
 * holds (holding-label-sql.ts: a person's over a model's, a corrected one never), or with
 * `rule` "newest" the last one made of those `where` admits (the run's logged labels, say).
 * `where` narrows names, steps and sources.
 */
export function currentLabelsSql(p: {
  run: string;
  lo: string;
  hi: string;
  where: string;
  rule?: "holding" | "newest";
}): string {
  const holding = (p.rule ?? "holding") === "holding";
  const uncorrected = uncorrectedInRunSql("l", p.run);
  return `${holding ? `WITH ${uncorrected.cte}` : ""}
    SELECT DISTINCT ON (l.trajectory_id, l.step_index, l.name)
      l.trajectory_id, l.step_index, l.name, l.value_type::text AS value_type, l.value, l.value_number
    FROM labels l
    WHERE l.run_id = ${p.run} AND l.trajectory_id > ${p.lo} AND l.trajectory_id <= ${p.hi} AND ${p.where}
      ${holding ? `AND ${uncorrected.where}` : ""}
    ORDER BY l.trajectory_id, l.step_index, l.name, ${holding ? holdsFirstSql("l") : "l.created_at DESC, l.id DESC"}`;
}
