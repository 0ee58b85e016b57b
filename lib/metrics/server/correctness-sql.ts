import "server-only";
import { holdsFirstSql, isUncorrectedSql } from "@/lib/annotate/holding-label-sql";
import type { TCorrectnessChoice } from "@/lib/metrics/process";
import { labelNumberSql } from "@/lib/what-if/server/reward-label-sql";

// lib/metrics/process's isCorrect in SQL, the one place the database decides whether a
// trajectory's answer counts as right: the metric at or above its threshold, or the trajectory's
// verdict label that holds (lib/annotate/holding-label-sql.ts: a person's over a model's, as the
// list's verdict column shows it) read as a flag, else as a number ≥ 1. NULL when it cannot
// decide (no score, no such label): callers that count "right" count TRUE only, and "wrong" FALSE
// only, so an unjudged trajectory is neither.

/** $n of correctnessSql: the threshold (metric) or the label's name (verdict). */
export function correctnessParam(choice: TCorrectnessChoice): number | string {
  return choice.by === "metric" ? choice.atLeast : choice.name;
}

const METRIC_COLUMN = { em: "em", acc: "acc", f1: "f1" } as const;

/**
 * A boolean expression over trajectories `t` (NULL = undecided). `param` is the placeholder bound to
 * correctnessParam(choice); `labelWhere` narrows which labels count (e.g. only those logged, or a
 * judge's), and then the newest of them decides.
 */
export function correctnessSql(
  choice: TCorrectnessChoice,
  param: string,
  options: { t?: string; labelWhere?: string } = {},
): string {
  const t = options.t ?? "t";
  if (choice.by === "metric") return `(${t}.${METRIC_COLUMN[choice.metric]} >= ${param}::float8)`;
  return `(SELECT ${labelNumberSql("v")} >= 1 FROM labels v
    WHERE v.run_id = ${t}.run_id AND v.trajectory_id = ${t}.id AND v.step_index IS NULL
      AND v.name = ${param}::text
      AND ${options.labelWhere ?? isUncorrectedSql("v")}
    ORDER BY ${options.labelWhere ? "v.created_at DESC, v.id DESC" : holdsFirstSql("v")} LIMIT 1)`;
}
