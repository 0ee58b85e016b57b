import "server-only";
import { getReadDb } from "@/lib/db/read-db";
import { resolvedBy } from "@/lib/http/resolved-by";
import { findRun, type TRunInput } from "@/lib/runs/server/queries";
import type { TSearchP1Scope } from "@/lib/search-p1/params";
import { searchP1Queries } from "@/lib/search-p1/queries";
import { getSearchP1Distribution } from "./search-p1-distribution";

// One resolver per key of lib/search-p1/queries.ts.
export const resolveSearchP1Report = async ({ run, scope }: TRunInput & { scope: TSearchP1Scope }) =>
  getSearchP1Distribution(await getReadDb(), { runId: (await findRun(run)).id, scope });

export const searchP1ServerQueries = {
  report: (run: string, scope: TSearchP1Scope) =>
    resolvedBy(searchP1Queries.report(run, scope), () => resolveSearchP1Report({ run, scope })),
};
