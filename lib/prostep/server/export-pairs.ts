import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { toDpoLine } from "../dpo";
import { passesPairFilter, type TPairFilter } from "../filters";
import { pairStats, pairStatsCsv } from "../pair-stats";
import { listPairRows, streamPairs } from "./pairs";

// What `trajscope export --pairs` and the pair browser's download write: the same pairs, through
// the same filter function, in the order they were ingested.

/** The pairs that pass the filter, as DPO training lines. */
export async function* dpoLines(db: TDatabase, runId: number, filter: TPairFilter) {
  for await (const pair of streamPairs(db, runId)) {
    if (passesPairFilter(pair, filter)) yield toDpoLine(pair);
  }
}

/** The CSV behind the pair statistics of the pairs that pass the filter. */
export async function pairStatsCsvOf(db: TDatabase, runId: number, filter: TPairFilter): Promise<string> {
  const rows = await listPairRows(db, runId);
  return pairStatsCsv(pairStats(rows.filter((p) => passesPairFilter(p, filter))));
}
