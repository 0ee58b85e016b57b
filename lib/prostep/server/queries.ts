import "server-only";
import { getReadDb } from "@/lib/db/read-db";
import { resolvedBy } from "@/lib/http/resolved-by";
import { findRun, type TRunInput } from "@/lib/runs/server/queries";
import { countPairFilters, DEFAULT_PAIR_FILTER, passesPairFilter, type TPairFilter } from "../filters";
import { pairStats } from "../pair-stats";
import { prostepQueries } from "../queries";
import type { TPairList } from "../types";
import { dpoLines } from "./export-pairs";
import { getPair, listPairRows } from "./pairs";
import { getTree, getTreeHeading, getTreeNode, listTrees } from "./trees";

// The resolvers behind lib/prostep/queries.ts: the routes and the pages' prefetch call the same one.

export const resolveTrees = async ({ run }: TRunInput) => listTrees(await getReadDb(), (await findRun(run)).id);

export const resolveTree = async ({ run, tree }: TRunInput & { tree: string }) =>
  getTree(await getReadDb(), (await findRun(run)).id, tree);

export const resolveTreeHeading = async ({ run, tree }: TRunInput & { tree: string }) =>
  getTreeHeading(await getReadDb(), (await findRun(run)).id, tree);

export const resolveTreeNode = async ({ run, tree, node }: TRunInput & { tree: string; node: string }) =>
  getTreeNode(await getReadDb(), (await findRun(run)).id, tree, node);

/** Every pair's scores, with the counts and statistics under `filter` (the paper's by default). */
export async function resolvePairs({ run, filter = DEFAULT_PAIR_FILTER }: TRunInput & { filter?: TPairFilter }) {
  const pairs = await listPairRows(await getReadDb(), (await findRun(run)).id);
  const kept = pairs.filter((p) => passesPairFilter(p, filter));
  return { filter, counts: countPairFilters(pairs, filter), stats: pairStats(kept), pairs } satisfies TPairList;
}

/** The pairs that pass `filter` as DPO lines: what `trajscope export --pairs` writes. */
export async function resolvePairExport({ run, filter }: TRunInput & { filter: TPairFilter }) {
  const lines = [];
  for await (const line of dpoLines(await getReadDb(), (await findRun(run)).id, filter)) lines.push(line);
  return { filter, lines };
}

export const resolvePair = async ({ run, id }: TRunInput & { id: string }) =>
  getPair(await getReadDb(), (await findRun(run)).id, id);

export const prostepServerQueries = {
  trees: (run: string) => resolvedBy(prostepQueries.trees(run), () => resolveTrees({ run })),
  tree: (run: string, tree: string) => resolvedBy(prostepQueries.tree(run, tree), () => resolveTree({ run, tree })),
  node: (run: string, tree: string, node: string) =>
    resolvedBy(prostepQueries.node(run, tree, node), () => resolveTreeNode({ run, tree, node })),
  pairs: (run: string) => resolvedBy(prostepQueries.pairs(run), () => resolvePairs({ run })),
  pair: (run: string, id: string) => resolvedBy(prostepQueries.pair(run, id), () => resolvePair({ run, id })),
};
