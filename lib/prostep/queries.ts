import { queryOptions } from "@tanstack/react-query";
import { browseKeys, runApiPath, runPagePath } from "@/lib/browse/queries";
import { fetchJson } from "@/lib/http/fetch-json";
import type { TPairDetail, TPairList, TTreeDetail, TTreeNodeDetail, TTreeSummary } from "./types";

// The one place value-tree and pair query keys are made, under the run's key.

export const prostepKeys = {
  trees: (run: string) => [...browseKeys.run(run), "trees"] as const,
  tree: (run: string, tree: string) => [...prostepKeys.trees(run), tree] as const,
  node: (run: string, tree: string, node: string) => [...prostepKeys.tree(run, tree), "node", node] as const,
  pairs: (run: string) => [...browseKeys.run(run), "pairs"] as const,
  pair: (run: string, id: string) => [...prostepKeys.pairs(run), id] as const,
};

const enc = encodeURIComponent;
export const treesPagePath = (run: string) => `${runPagePath(run)}/trees`;
export const treePagePath = (run: string, tree: string, node?: string) =>
  `${treesPagePath(run)}/${enc(tree)}${node === undefined ? "" : `?node=${enc(node)}`}`;
export const treeApiPath = (run: string, tree: string) => `${runApiPath(run)}/trees/${enc(tree)}`;
export const pairsPagePath = (run: string) => `${runPagePath(run)}/pairs`;

export const prostepQueries = {
  trees: (run: string) =>
    queryOptions({
      queryKey: prostepKeys.trees(run),
      queryFn: ({ signal }) =>
        fetchJson<{ trees: TTreeSummary[] }>(`${runApiPath(run)}/trees`, { signal }).then((r) => r.trees),
    }),
  tree: (run: string, tree: string) =>
    queryOptions({
      queryKey: prostepKeys.tree(run, tree),
      queryFn: ({ signal }) => fetchJson<TTreeDetail>(treeApiPath(run, tree), { signal }),
      staleTime: Infinity,
    }),
  node: (run: string, tree: string, node: string) =>
    queryOptions({
      queryKey: prostepKeys.node(run, tree, node),
      queryFn: ({ signal }) => fetchJson<TTreeNodeDetail>(`${treeApiPath(run, tree)}/nodes/${enc(node)}`, { signal }),
    }),
  // The filter is applied in the browser with the same function (lib/prostep/filters.ts): one fetch
  // of every pair's scores, then the sliders recount without a round trip.
  pairs: (run: string) =>
    queryOptions({
      queryKey: prostepKeys.pairs(run),
      queryFn: ({ signal }) => fetchJson<TPairList>(`${runApiPath(run)}/pairs`, { signal }),
    }),
  pair: (run: string, id: string) =>
    queryOptions({
      queryKey: prostepKeys.pair(run, id),
      queryFn: ({ signal }) => fetchJson<TPairDetail>(`${runApiPath(run)}/pairs/${enc(id)}`, { signal }),
    }),
};
