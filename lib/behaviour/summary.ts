// What the pages show of the behaviour detectors: the run's counts as rows (count, share of the
// trajectories whose flags were computed, the list that holds them) and the dynamics page's
// "behaviour over training" selection. Pure, so the overview card, the dynamics page and the tests
// share one definition of each figure and link.
import { browseQueryString } from "@/lib/browse/params";
import { runPagePath } from "@/lib/browse/queries";
import { DEFAULT_SORT, type TTrajectoryFilter } from "@/lib/browse/filter";
import { behaviourStatName } from "@/lib/dynamics/metrics";
import { BEHAVIOUR_DEFINITIONS, BEHAVIOUR_LABELS, BEHAVIOURS, type TBehaviour } from "./detectors";

/** The run's (or the filtered list's) trajectories per behaviour, from one scan (server/behaviour-counts.ts). */
export type TBehaviourCounts = {
  /** Trajectories passing the filter. */
  trajectories: number;
  /** Of those, the ones whose behaviour_flags were computed: the denominator of every share. */
  computed: number;
  flagged: Record<TBehaviour, number>;
};

export type TBehaviourRow = {
  behaviour: TBehaviour;
  label: string;
  definition: string;
  count: number;
  /** count / computed; null when no trajectory's flags were computed. */
  share: number | null;
};

export function behaviourRows(counts: TBehaviourCounts): TBehaviourRow[] {
  return BEHAVIOURS.map((behaviour) => ({
    behaviour,
    label: BEHAVIOUR_LABELS[behaviour],
    definition: BEHAVIOUR_DEFINITIONS[behaviour],
    count: counts.flagged[behaviour],
    share: counts.computed === 0 ? null : counts.flagged[behaviour] / counts.computed,
  }));
}

/** The filter with the behaviour's flag added (flags combine with AND, as the list applies them). */
export function withBehaviour(filter: TTrajectoryFilter, behaviour: TBehaviour): TTrajectoryFilter {
  return filter.flags.includes(behaviour) ? filter : { ...filter, flags: [...filter.flags, behaviour] };
}

/** The run's list of the trajectories flagged with `behaviour`, among those `filter` keeps. */
export const behaviourListHref = (run: string, filter: TTrajectoryFilter, behaviour: TBehaviour) =>
  `${runPagePath(run)}${browseQueryString({ filter: withBehaviour(filter, behaviour), sort: DEFAULT_SORT })}`;

/** The dynamics page's metrics for "behaviour over training": each share flagged, then the mean answer length. */
export const BEHAVIOUR_METRICS: readonly string[] = [...BEHAVIOURS.map(behaviourStatName), "answer_words"];

/** The dynamics page with the behaviour series selected (its `metric` parameter, lib/dynamics/params.ts); the names are URL-safe as they are. */
export const behaviourDynamicsHref = (run: string) =>
  `${runPagePath(run)}/dynamics?metric=${BEHAVIOUR_METRICS.join(",")}`;

/** The behaviour series the run has (its step_stats names, `catalog.stats`), in BEHAVIOUR_METRICS' order. */
export const behaviourMetricsOf = (stats: readonly string[]): string[] =>
  BEHAVIOUR_METRICS.filter((metric) => stats.includes(metric));
