import "server-only";
import { getDb } from "@/lib/db/client";
import { resolvedBy } from "@/lib/http/resolved-by";
import { apiKeyQueries } from "../queries";
import { listApiKeys } from "./api-keys";

// The resolvers behind lib/auth/queries.ts.

/** apiKeyQueries.list — every key, revoked ones included (their history matters), oldest first. */
export const resolveApiKeyList = async () => listApiKeys(await getDb());

export const authServerQueries = {
  apiKeys: () => resolvedBy(apiKeyQueries.list(), resolveApiKeyList),
};
