import "server-only";
import { sideBySide, type TDatabase, type TSqlDatabase } from "./connection";

// The what-if, run-metrics, step-aggregate and trajectory-list statements join steps and labels by
// hash; with no statistics, or statistics taken before a run was written (a database just filled;
// PGlite, which has no autovacuum; PostgreSQL whose autovacuum has not come round yet or is off),
// the planner believes the run holds one row and nests loops that re-read the run per row: minutes
// instead of milliseconds, and a count estimate of 1 for a filter that keeps 87. So whatever writes
// many rows refreshes the statistics of the tables it wrote (ANALYZE samples: seconds even for
// millions of rows), before it runs such a statement itself.

/** The tables an ingest writes (trajectories, their steps and documents, labels, per-step and per-question aggregates). */
export const INGEST_TABLES = ["trajectories", "steps", "documents", "labels", "step_stats", "question_stats"] as const;
export type TAnalyzedTable = (typeof INGEST_TABLES)[number];

/**
 * What a refresh analyses: whole tables, or only the columns whose statistics a run that is small
 * beside its tables changes — which run a row belongs to, and for labels the names and values
 * label filters count (a name never analysed is unknown to the planner). Beside a million
 * trajectories whole tables took 1.1–1.4 s of a 500-line ingest's 2.1 s; their run columns ~0.5 s.
 * The other columns' statistics barely move for such a run, and autovacuum refreshes them in time.
 */
export type TStatisticsScope = "tables" | "run columns";
const RUN_COLUMNS: Record<TAnalyzedTable, string> = {
  trajectories: "run_id",
  steps: "run_id",
  documents: "run_id",
  labels: "run_id, name, value",
  step_stats: "run_id",
  question_stats: "run_id",
};

export async function refreshPlannerStatistics(
  db: Pick<TDatabase, "sql" | "driver">,
  tables: readonly TAnalyzedTable[],
  scope: TStatisticsScope = "tables",
): Promise<void> {
  // Names come from the closed lists above, never from input. Each table on its own connection
  // where there are several: an ingest's four took 0.8 s one after another on 10,000 trajectories.
  await sideBySide(
    db,
    tables.map(
      (table) => () => db.sql.exec(`ANALYZE ${table}${scope === "run columns" ? ` (${RUN_COLUMNS[table]})` : ""};`),
    ),
  );
}

/**
 * After rows were rewritten in place (an UPDATE leaves the old version behind): VACUUM marks the
 * pages all-visible again, and ANALYZE refreshes the statistics. Until then an index-only scan —
 * the list's partial indexes of flags and disagreements — fetches every row from the table: on
 * bench-1m after the migrations' backfills the disagreement list took 251 ms, not 3 ms. PGlite has
 * no autovacuum to come by later.
 */
export async function vacuumAfterRewrite(
  db: Pick<TDatabase, "sql" | "driver">,
  tables: readonly TAnalyzedTable[],
): Promise<void> {
  await sideBySide(
    db,
    tables.map((table) => () => db.sql.exec(`VACUUM (ANALYZE) ${table};`)),
  );
}

/** Before heavy work: if the planner knows of fewer trajectories than this run alone holds, refresh. */
export async function ensurePlannerStatistics(db: TDatabase, runTrajectories: number): Promise<boolean> {
  const [known] = await db.sql.query<{ reltuples: number }>(
    `SELECT reltuples::float8 AS reltuples FROM pg_class WHERE oid = to_regclass('trajectories')`,
  );
  if (known && known.reltuples >= runTrajectories / 2) return false;
  await refreshPlannerStatistics(db, ["trajectories", "steps", "labels"]);
  return true;
}

/**
 * Whether rewriting `rewritten` trajectories in place (a label file re-derives the columns of every
 * trajectory it labels) calls for fresh statistics of the table: an UPDATE leaves the old rows
 * behind, and until the table is analysed the planner reads its new pages as more rows. After
 * every trajectory of bench-1m was rewritten, the list estimated ≈ 1,672,537 for its 1,000,001; PGlite,
 * which has no autovacuum, would keep such an estimate for good. A few rewritten rows move
 * nothing, and analysing a large table costs ~0.5 s: only a tenth of the rows it counts or more.
 */
export async function isLargeRewrite(db: Pick<TSqlDatabase, "sql">, rewritten: number): Promise<boolean> {
  const [row] = await db.sql.query<{ reltuples: number }>(
    "SELECT reltuples::float8 AS reltuples FROM pg_class WHERE oid = to_regclass('trajectories')",
  );
  // reltuples is -1 for a table never analysed.
  return rewritten > 0 && rewritten >= 0.1 * Math.max(row?.reltuples ?? 0, 0);
}

/** A Postgres array literal of numbers ("{1,2}") as numbers. */
const numbersOf = (literal: string | null) => (literal ? literal.slice(1, -1).split(",").map(Number) : []);

/**
 * What the statistics need once `added` more of run `runId`'s trajectories are stored. Nothing if
 * they still count most of the run: it is among their most common run_ids, with at least 80 % of
 * what it then holds. An ingest that adds a little to a known run then keeps them: refreshing
 * took 1.8 s of a 125-line ingest into a database of a million trajectories, and a watcher paid
 * it at every pass. A run they do not know (new, or grown by more than a quarter since) is taken
 * by the planner for a few rows, and needs them refreshed: its run columns only while the run is
 * at most 5 % of the trajectories they counted, whole tables otherwise.
 */
export async function statisticsToRefresh(
  db: Pick<TSqlDatabase, "sql">,
  runId: number,
  added: number,
): Promise<TStatisticsScope | null> {
  const [row] = await db.sql.query<{
    runs: string | null;
    freqs: string | null;
    reltuples: number;
    before: number | null;
  }>(
    `SELECT s.most_common_vals::text AS runs, s.most_common_freqs::text AS freqs, c.reltuples::float8 AS reltuples,
            (SELECT trajectories FROM run_stats WHERE run_id = $1::int) AS before
     FROM pg_class c
     LEFT JOIN pg_stats s ON s.schemaname = current_schema() AND s.tablename = 'trajectories' AND s.attname = 'run_id'
     WHERE c.oid = to_regclass('trajectories')`,
    [runId],
  );
  if (!row) return "tables";
  const runSize = (row.before ?? 0) + added;
  const index = numbersOf(row.runs).indexOf(runId);
  if (index >= 0 && numbersOf(row.freqs)[index]! * row.reltuples >= 0.8 * runSize) return null;
  return row.reltuples >= 20 * runSize ? "run columns" : "tables";
}

/** The planner's estimate of the rows `sql` returns (an EXPLAIN: planning only, about a millisecond). */
export async function estimateRows(db: Pick<TSqlDatabase, "sql">, sql: string, values: unknown[]): Promise<number> {
  const [row] = await db.sql.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, values);
  const raw = row?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }];
  return Math.round(plan[0].Plan["Plan Rows"]);
}
