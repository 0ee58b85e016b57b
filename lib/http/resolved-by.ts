import "server-only";
import type { InferDataFromTag, QueryKey } from "@tanstack/react-query";

/**
 * A domain's client query options with the fetch through its endpoint replaced by the resolver
 * that endpoint calls: same key, same DTO, so a server page prefetches exactly what the client
 * would have fetched. The resolver's result must be the data type the key is tagged with.
 */
export const resolvedBy = <TOptions extends { queryKey: QueryKey }>(
  options: TOptions,
  resolve: () => Promise<InferDataFromTag<unknown, TOptions["queryKey"]>>,
) => ({ ...options, queryFn: resolve });
