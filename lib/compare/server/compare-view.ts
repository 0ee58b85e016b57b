import "server-only";
import { alignSteps } from "@/lib/compare/align";
import { filterOf, resolveCompare, type TCompareState } from "@/lib/compare/state";
import { buildCompareTables } from "@/lib/compare/tables";
import type { TCompareCurves, TCompareDiff, TComparePair, TCompareScores, TComparisonView } from "@/lib/compare/types";
import type { TDatabase } from "@/lib/db/connection";
import { DEFAULT_CORRECTNESS_CHOICE, tryParseCorrectness } from "@/lib/metrics/process";
import { getCompareScores, resolveCompareRuns } from "./compare";
import { getCompareCurves } from "./compare-curves";
import { getCompareDiff } from "./compare-diff";
import { getTrajectory } from "@/lib/browse/server/trajectory-detail";

// Each part of a comparison from the URL's state: the endpoints serve one part each, the page
// prefetches them, and a snapshot captures them all at once (captureComparison).

export async function loadCompareScores(db: TDatabase, state: TCompareState): Promise<TCompareScores> {
  return getCompareScores(db, {
    names: state.runs,
    filter: filterOf(state),
    metric: state.metric,
    baseline: resolveCompare(state)?.baseline ?? null,
    correct: tryParseCorrectness(state.correct) ?? DEFAULT_CORRECTNESS_CHOICE,
  });
}

export async function loadCompareCurves(db: TDatabase, state: TCompareState): Promise<TCompareCurves | null> {
  const resolved = resolveCompare(state);
  if (!resolved) return null;
  const { runs } = await resolveCompareRuns(db, state.runs);
  return getCompareCurves(db, {
    runs,
    curve: resolved.curve,
    datasets: state.datasets,
    step: state.step,
    smoothing: state.smooth,
  });
}

async function diffRuns(db: TDatabase, state: TCompareState) {
  const resolved = resolveCompare(state);
  if (!resolved) return null;
  const { runs } = await resolveCompareRuns(db, [resolved.a, resolved.b]);
  const [a, b] = runs;
  return a && b && runs.length === 2 ? { a, b } : null;
}

export async function loadCompareDiff(db: TDatabase, state: TCompareState): Promise<TCompareDiff | null> {
  const runs = await diffRuns(db, state);
  return runs && getCompareDiff(db, { ...runs, correct: state.correct, filter: filterOf(state) });
}

/** The opened question's two trajectories, when both still exist in the diff's two runs. */
export async function loadComparePair(db: TDatabase, state: TCompareState): Promise<TComparePair | null> {
  const runs = state.open && (await diffRuns(db, state));
  if (!state.open || !runs) return null;
  const a = await getTrajectory(db, { runId: runs.a.id, trajectoryId: state.open.a });
  const b = await getTrajectory(db, { runId: runs.b.id, trajectoryId: state.open.b });
  if (!a || !b) return null;
  const kinds = (steps: { kind: string }[]) => steps.map((step) => step.kind);
  return {
    a: { run: runs.a.name, detail: a },
    b: { run: runs.b.name, detail: b },
    alignment: alignSteps(kinds(a.steps), kinds(b.steps), state.align),
  };
}

/** Everything the comparison shows for this state, computed now: what a snapshot stores. */
export async function captureComparison(db: TDatabase, state: TCompareState): Promise<TComparisonView> {
  const resolved = resolveCompare(state);
  const scores = await loadCompareScores(db, state);
  return {
    state,
    runs: scores.runs,
    scores: scores.rows,
    tables: buildCompareTables(scores, { metric: state.metric, baseline: resolved?.baseline ?? "" }),
    sets: scores.sets,
    curves: await loadCompareCurves(db, state),
    diff: await loadCompareDiff(db, state),
    pair: await loadComparePair(db, state),
  };
}
