import { queryOptions } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { TApiKey } from "./api-key";

// The auth domain's query keys: server pages prefetch and client components read with these.
export const apiKeyKeys = {
  all: ["api-keys"] as const,
  list: () => [...apiKeyKeys.all, "list"] as const,
};

export const apiKeyQueries = {
  list: () =>
    queryOptions({
      queryKey: apiKeyKeys.list(),
      queryFn: ({ signal }) => fetchJson<{ keys: TApiKey[] }>("/api/keys", { signal }).then((r) => r.keys),
    }),
};
