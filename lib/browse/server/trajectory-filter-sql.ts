import "server-only";
import {
  ANY_LABEL,
  correctnessOf,
  type TFlag,
  type TLabelFilter,
  type TRange,
  type TTrajectoryFilter,
} from "@/lib/browse/filter";
import { BEHAVIOUR_BITS, BEHAVIOURS } from "@/lib/behaviour/detectors";
import { containsPattern, type SqlParams } from "@/lib/db/sql-params";
import { inNoSignalGroupSql } from "@/lib/groups/server/group-sql";
import { correctnessParam, correctnessSql } from "@/lib/metrics/server/correctness-sql";

// The WHERE conditions of a trajectory list, on the alias `t`, with bound parameters only. Each
// simple filter is a condition on an indexed column; label conditions are EXISTS subqueries that
// PostgreSQL runs as semi-joins through the labels (run_id, trajectory_id, step_index) index.

const FLAG_SQL: Record<TFlag, string> = {
  over_search: "t.has_over_search",
  under_search: "t.has_under_search",
  invalid_format: "t.is_format_valid = false",
  flawed_but_correct: "t.is_flawed_but_correct",
  no_signal_group: inNoSignalGroupSql("t"),
  ...(Object.fromEntries(BEHAVIOURS.map((b) => [b, `(t.behaviour_flags & ${BEHAVIOUR_BITS[b]}) <> 0`])) as Record<
    (typeof BEHAVIOURS)[number],
    string
  >),
};

/**
 * `alias` is a current label: no label corrects it, and its source has no newer label for the
 * same step and name (lib/browse/labels.ts applies the same rule on the page).
 */
export function isCurrentLabelSql(alias: string): string {
  return `NOT EXISTS (SELECT 1 FROM labels c WHERE c.run_id = ${alias}.run_id AND c.corrects_id = ${alias}.id)
    AND NOT EXISTS (SELECT 1 FROM labels n WHERE n.run_id = ${alias}.run_id AND n.trajectory_id = ${alias}.trajectory_id
      AND n.step_index IS NOT DISTINCT FROM ${alias}.step_index AND n.name = ${alias}.name AND n.source = ${alias}.source
      AND (n.created_at, n.id) > (${alias}.created_at, ${alias}.id))`;
}

function rangeSql(column: string, range: TRange | null, params: SqlParams, cast: string): string[] {
  if (!range) return [];
  const conditions: string[] = [];
  // Integer columns get integer bounds: comparing an int column with a float8 skips its index.
  const isInt = cast === "int";
  if (range.min !== null) conditions.push(`${column} >= ${params.add(isInt ? Math.ceil(range.min) : range.min, cast)}`);
  if (range.max !== null)
    conditions.push(`${column} <= ${params.add(isInt ? Math.floor(range.max) : range.max, cast)}`);
  return conditions;
}

function labelSql(filter: TLabelFilter, params: SqlParams): string {
  const conditions = [`l.name = ${params.add(filter.name)}`];
  if (typeof filter.value === "string") conditions.push(`l.value = ${params.add(filter.value)}`);
  else if (filter.value) conditions.push(...rangeSql("l.value_number", filter.value, params, "float8"));
  if (filter.source?.includes(":")) conditions.push(`l.source = ${params.add(filter.source)}`);
  else if (filter.source) {
    // A bare family name ("human") matches every source of the family ("human:ana").
    conditions.push(`(l.source = ${params.add(filter.source)} OR l.source LIKE ${params.add(`${filter.source}:%`)})`);
  }
  return `EXISTS (SELECT 1 FROM labels l WHERE l.run_id = t.run_id AND l.trajectory_id = t.id
    AND ${conditions.join(" AND ")} AND ${isCurrentLabelSql("l")})`;
}

// Trajectories where two sources' current labels disagree: the stored names (refresh-derived.ts),
// through the partial index of the trajectories that have any (a name found implies the column is
// not NULL: PostgreSQL proves the index's predicate from the strict operator). Not written out
// beside it: the planner would take the two for independent and count the share of rows without
// names twice — at 10^7 an estimate of 35,808 for 592,010, shown as the count.
function disagreementSql(name: string, params: SqlParams): string {
  if (name === ANY_LABEL) return "t.disagreed_labels IS NOT NULL";
  return `${params.add(name)} = ANY(t.disagreed_labels)`;
}

/**
 * The ids of the run's trajectories whose question, final answer or a search query contains
 * `text`, some more than once. One UNION so that each side is a single scan (or, with trigram
 * indexes, a bitmap index scan) rather than a per-trajectory probe of its steps.
 */
export function textMatchesSql(text: string, params: SqlParams, runParam: string): string {
  const pattern = params.add(containsPattern(text));
  return `SELECT x.id FROM trajectories x WHERE x.run_id = ${runParam}
      AND (x.question ILIKE ${pattern} OR x.final_answer ILIKE ${pattern})
    UNION ALL SELECT s.trajectory_id FROM steps s WHERE s.run_id = ${runParam} AND s.query ILIKE ${pattern}`;
}

/**
 * The same test as textMatchesSql, one trajectory at a time: its question, its answer, then its steps by
 * primary key. For a walk down the list's order that stops when the page is full (text-walk.ts).
 * The steps are probed by a scalar subquery, not EXISTS: PostgreSQL may run an EXISTS as one hashed
 * scan of every matching step, the very cost a walk is there to avoid.
 */
export function textPerRowSql(text: string, params: SqlParams): string {
  const pattern = params.add(containsPattern(text));
  return `(t.question ILIKE ${pattern} OR t.final_answer ILIKE ${pattern}
    OR (SELECT true FROM steps s WHERE s.run_id = t.run_id AND s.trajectory_id = t.id AND s.query ILIKE ${pattern} LIMIT 1))`;
}

/**
 * Conditions (to AND together) selecting the trajectories of run `runParam` that pass `filter`;
 * with `text: "omit"`, all but its text search (for a caller that tests it with textPerRowSql).
 */
export function trajectoryFilterSql(
  filter: TTrajectoryFilter,
  params: SqlParams,
  runParam: string,
  { text = "include" }: { text?: "include" | "omit" } = {},
): string[] {
  const conditions = [`t.run_id = ${runParam}`];
  if (filter.datasets.length) conditions.push(`t.dataset = ANY(${params.add(filter.datasets, "text[]")})`);
  if (filter.splits.length) conditions.push(`t.split = ANY(${params.add(filter.splits, "text[]")})`);
  conditions.push(...rangeSql("t.training_step", filter.trainingStep, params, "int"));
  if (filter.outcome) {
    const choice = correctnessOf(filter);
    const isRight = correctnessSql(choice, params.add(correctnessParam(choice)));
    // NULL (undecided) passes neither. Plain and IS FALSE, not NOT: PostgreSQL turns NOT (em >= 1)
    // into em < 1, which no longer matches the (run_id, (em >= 1), f1 | reward, id) indexes that
    // serve the outcome under a sort by F1 or reward (migration 20261203120000_outcome_sort_indexes).
    conditions.push(filter.outcome === "correct" ? isRight : `${isRight} IS FALSE`);
  }
  // NULL (not applicable) passes neither value.
  if (filter.gold) conditions.push(filter.gold === "retrieved" ? "t.gold_retrieved" : "NOT t.gold_retrieved");
  conditions.push(...rangeSql("t.f1", filter.f1, params, "float8"));
  conditions.push(...rangeSql("t.reward", filter.reward, params, "float8"));
  conditions.push(...rangeSql("t.search_count", filter.searches, params, "int"));
  conditions.push(...filter.flags.map((flag) => FLAG_SQL[flag]));
  conditions.push(...filter.labels.map((label) => labelSql(label, params)));
  if (filter.disagreement) conditions.push(disagreementSql(filter.disagreement, params));
  if (filter.text && text === "include") conditions.push(`t.id IN (${textMatchesSql(filter.text, params, runParam)})`);
  // A probe per id of the (run_id, id) primary key.
  if (filter.ids.length) conditions.push(`t.id = ANY(${params.add(filter.ids, "bigint[]")})`);
  return conditions;
}
