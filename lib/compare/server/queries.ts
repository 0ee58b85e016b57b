import "server-only";
import { compareQueries, partStates, snapshotQueries } from "@/lib/compare/queries";
import type { TCompareState } from "@/lib/compare/state";
import { getReadDb } from "@/lib/db/read-db";
import { resolvedBy } from "@/lib/http/resolved-by";
import { loadCompareCurves, loadCompareDiff, loadCompareScores } from "./compare-view";
import { listActiveSnapshots } from "./snapshots";

// One resolver per key of lib/compare/queries.ts. An endpoint gets the part of the state its
// query string carries; a page passes the same part (partStates), so both compute one DTO.

export const resolveCompareScores = async (state: TCompareState) => loadCompareScores(await getReadDb(), state);

export const resolveCompareCurves = async (state: TCompareState) => loadCompareCurves(await getReadDb(), state);

export const resolveCompareDiff = async (state: TCompareState) => loadCompareDiff(await getReadDb(), state);

export const resolveSnapshotList = async () => listActiveSnapshots(await getReadDb());

export const compareServerQueries = {
  scores: (s: TCompareState) => resolvedBy(compareQueries.scores(s), () => resolveCompareScores(partStates.scores(s))),
  curves: (s: TCompareState) => resolvedBy(compareQueries.curves(s), () => resolveCompareCurves(partStates.curves(s))),
  diff: (s: TCompareState) => resolvedBy(compareQueries.diff(s), () => resolveCompareDiff(partStates.diff(s))),
  snapshots: () => resolvedBy(snapshotQueries.list(), resolveSnapshotList),
};
