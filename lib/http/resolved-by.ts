import "server-only";
import type { InferDataFromTag, QueryKey } from "@tanstack/react-query";
import { getCurrentUser } from "@/lib/auth/server/session";
import { redactPeople } from "./redact-people";

/**
 * A domain's client query options with the fetch through its endpoint replaced by the resolver
 * that endpoint calls: same key, same DTO, so a server page prefetches exactly what the client
 * would have fetched. The resolver's result must be the data type the key is tagged with.
 * Like defineRoute, it hides who wrote what from visitors, so a page's HTML names no more people
 * than its API answers do.
 */
export const resolvedBy = <TOptions extends { queryKey: QueryKey }>(
  options: TOptions,
  resolve: () => Promise<InferDataFromTag<unknown, TOptions["queryKey"]>>,
) => ({
  ...options,
  queryFn: async () => {
    const result = await resolve();
    // Outside a request (tests, scripts) nobody is signed in.
    const viewer = await getCurrentUser().catch(() => null);
    return (viewer ? result : redactPeople(result)) as typeof result;
  },
});
