// Search-P1's efficiency views (Figure 6, Table 7) of one run, assembled on the server from
// step_stats: turns of successful and failed trajectories over training, searches per trajectory
// over training (stored, and as the trainer logged them), and — pooled over the visible steps —
// turns by outcome per dataset type and the distribution of search iterations by outcome.
import {
  iterationTable,
  LOGGED_SEARCHES,
  OKABE_ITO,
  OUTCOME_COLORS,
  OUTCOMES,
  turnsByOutcomeBars,
  type TAggregateRow,
  type TMetricPoint,
  type TRange,
} from "@/lib/charts";
import { assembleMetricChart, visibleDomain, type TChartInput, type TStepValue } from "./chart";
import { resolveBand } from "./metrics";
import type { TEfficiencyQuery } from "./params";
import type { TEfficiencyCharts, TResolvedBand } from "./types";

export type TEfficiencyInput = {
  run: string;
  /** Per-step rows of turns/success, turns/failure and searches for the query's dataset. */
  series: readonly TAggregateRow[];
  /** turns/* and iterations/* per dataset summed over pooledSteps (count, count-weighted mean). */
  pooled: readonly TAggregateRow[];
  /** The trainer's own searches per trajectory (env/number_of_valid_search). */
  logged: readonly TMetricPoint[];
  query: TEfficiencyQuery;
};

/** A statistic's steps; the band's bounds only when a band is drawn. */
export function stepValues(rows: readonly TAggregateRow[], name: string, band: TResolvedBand): TStepValue[] {
  const [low, high] = band === "p50p90" ? (["p50", "p90"] as const) : (["min", "max"] as const);
  // ci95 is computed from count and variance when the chart is assembled (chart.ts), and kept
  // within the values' min–max.
  const values: TStepValue[] = [];
  for (const row of rows) {
    if (row.name !== name) continue;
    const [step, value, count, variance] = [row.step, row.count > 0 ? row.mean : null, row.count, row.variance ?? null];
    values.push(
      band === "none"
        ? { step, value, count, variance }
        : { step, value, count, variance, low: row[low], high: row[high] },
    );
  }
  return values;
}

/** The steps the pooled table and bars cover: the zoom within the stored steps. */
/** Share of the run pooled when nothing is zoomed: its end, where the model is (nearly) trained. */
export const POOLED_TAIL = 0.1;

/**
 * The steps Figure 6b and Table 7 pool: the zoom, else the last tenth of the run — the papers
 * report both for the trained model (inference), not averaged over training. Whole steps.
 */
export function pooledSteps(series: readonly TAggregateRow[], query: TEfficiencyQuery): TRange | null {
  let [min, max] = [Infinity, -Infinity];
  for (const row of series) [min, max] = [Math.min(min, row.step), Math.max(max, row.step)];
  if (min > max) return null;
  if (query.zoom.from !== null || query.zoom.to !== null) {
    const [a, b] = visibleDomain([min, max], query.zoom) as TRange;
    return [Math.ceil(a), Math.floor(b)];
  }
  const tail = Math.max(1, Math.ceil((max - min + 1) * POOLED_TAIL));
  return [Math.max(min, max - tail + 1), max];
}

export function assembleEfficiency(input: TEfficiencyInput): TEfficiencyCharts {
  const { run, series, pooled, logged, query } = input;
  // `auto`: the confidence interval of the mean; none on turns by outcome, where two bands would
  // cover each other.
  const band = resolveBand(query.band);
  const options = { source: "stats" as const, ...query, band };
  const turnsBand = query.band === "auto" ? "none" : band;
  const turnsInputs: TChartInput[] = OUTCOMES.map((outcome) => ({
    name: outcome,
    color: OUTCOME_COLORS[outcome],
    link: { run, outcome: outcome === "success" ? "correct" : "incorrect" },
    steps: stepValues(series, `turns/${outcome}`, turnsBand),
  }));
  // Blue and orange: the palette's yellow, which a name could hash to, is faint on white.
  const searchesInputs: TChartInput[] = [
    {
      name: "searches (trajectories)",
      color: OKABE_ITO[4],
      link: { run },
      steps: stepValues(series, "searches", band),
    },
  ];
  // The trainer logs over the whole batch and all datasets: comparable only unfiltered.
  if (query.dataset === null) {
    const steps = logged.filter((p) => p.name === LOGGED_SEARCHES).map((p) => ({ step: p.step, value: p.value }));
    if (steps.length > 0) {
      searchesInputs.push({ name: `${LOGGED_SEARCHES} (logged)`, color: OKABE_ITO[0], link: { run }, steps });
    }
  }
  const turns = assembleMetricChart(turnsInputs, { ...options, band: turnsBand, metric: "turns" });
  return {
    turns: { ...turns, label: "Turns by outcome" },
    searches: assembleMetricChart(searchesInputs, { ...options, metric: "searches" }),
    turnsByType: turnsByOutcomeBars(pooled, { groupBy: "type" }),
    iterations: iterationTable(pooled, { groupBy: "dataset" }),
    steps: pooledSteps(series, query),
  };
}
