import "server-only";
import type { TRange } from "@/lib/browse/filter";
import type { TPoint } from "@/lib/charts/types";
import { curveOptions, parseCurve, prepareCompareCurves } from "@/lib/compare/curves";
import type { TCompareCurves } from "@/lib/compare/types";
import type { TDatabase } from "@/lib/db/connection";
import type { TResolvedRun } from "./compare";
import { listStepStats } from "@/lib/dynamics/server/step-stats";

// Curves read the per-step aggregates (step_stats) or the logged scalars (metric_points), never
// the trajectories: a curve costs the same for a thousand rollouts or a billion.
const MAX_NAMES = 500;

// Names per run through the primary key (run_id, name, …): a loose index scan hops from one
// distinct name to the next, so a run with millions of points answers in milliseconds.
const looseNames = (table: string, extra: string) => `WITH RECURSIVE v AS (
  (SELECT name FROM ${table} WHERE run_id = $1::int ${extra} ORDER BY name LIMIT 1)
  UNION ALL
  SELECT (SELECT name FROM ${table} WHERE run_id = $1::int ${extra} AND name > v.name ORDER BY name LIMIT 1)
  FROM v WHERE v.name IS NOT NULL)
SELECT name FROM v WHERE name IS NOT NULL LIMIT ${MAX_NAMES}`;

async function namesOf(db: TDatabase, runs: readonly TResolvedRun[]) {
  const stats: string[] = [];
  const logged: string[] = [];
  for (const run of runs) {
    const s = await db.sql.query<{ name: string }>(looseNames("step_stats", "AND dataset = ''"), [run.id]);
    const l = await db.sql.query<{ name: string }>(looseNames("metric_points", ""), [run.id]);
    stats.push(...s.map((r) => r.name));
    logged.push(...l.map((r) => r.name));
  }
  return { stats, logged };
}

async function pointsOf(
  db: TDatabase,
  run: TResolvedRun,
  curve: { source: "stats" | "logged"; name: string; dataset: string },
): Promise<TPoint[]> {
  if (curve.source === "stats") {
    const rows = await listStepStats(db, { runId: run.id, names: [curve.name], dataset: curve.dataset });
    // An empty group is a gap, never a zero.
    return rows.map((row) => ({ x: row.trainingStep, y: row.count > 0 ? row.mean : null }));
  }
  const rows = await db.prisma.metricPoint.findMany({
    where: { runId: run.id, name: curve.name },
    orderBy: { trainingStep: "asc" },
    select: { trainingStep: true, value: true },
  });
  return rows.map((row) => ({ x: row.trainingStep, y: row.value }));
}

/**
 * One quantity over training steps for each run, prepared for the overlay chart. Per-step
 * aggregates are read for one dataset when the filter names exactly one, else for all together.
 */
export async function getCompareCurves(
  db: TDatabase,
  input: {
    runs: readonly TResolvedRun[];
    curve: string;
    datasets: readonly string[];
    step: TRange | null;
    smoothing: number;
  },
): Promise<TCompareCurves> {
  const { source, name } = parseCurve(input.curve);
  const dataset = source === "stats" ? (input.datasets.length === 1 ? input.datasets[0]! : "") : null;
  const names = await namesOf(db, input.runs);
  const series = [];
  for (const run of input.runs) {
    series.push({ run: run.name, points: await pointsOf(db, run, { source, name, dataset: dataset ?? "" }) });
  }
  return prepareCompareCurves({
    curve: input.curve,
    dataset,
    smoothing: input.smoothing,
    step: input.step,
    options: curveOptions(names.stats, names.logged),
    series,
  });
}
