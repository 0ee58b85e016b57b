import type { TDatabase } from "@/lib/db/connection";
import { DEFAULT_PAIR_FILTER, type TPairFilter } from "@/lib/prostep/filters";
import { dpoLines, pairStatsCsvOf } from "@/lib/prostep/server/export-pairs";
import { CliError, USAGE_EXIT_CODE } from "../errors";

type TFilterOptions = { pairs?: boolean; stats?: boolean; margin?: string; "min-f1"?: string; "min-delta-f1"?: string };

function threshold(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number))
    throw new CliError(`--${name} must be a number, got '${value}'`, USAGE_EXIT_CODE);
  return number;
}

/** The pair filter from the command line; the paper's values where an option is not given. */
export function parsePairFilterOptions(values: TFilterOptions): TPairFilter {
  const given = ["stats", "margin", "min-f1", "min-delta-f1"].filter(
    (k) => values[k as keyof TFilterOptions] !== undefined,
  );
  if (!values.pairs && given.length) throw new CliError(`--${given[0]} goes with --pairs`, USAGE_EXIT_CODE);
  return {
    margin: threshold(values.margin, "margin", DEFAULT_PAIR_FILTER.margin),
    minChosenF1: threshold(values["min-f1"], "min-f1", DEFAULT_PAIR_FILTER.minChosenF1),
    minDeltaF1: threshold(values["min-delta-f1"], "min-delta-f1", DEFAULT_PAIR_FILTER.minDeltaF1),
  };
}

/** DPO-ready JSON lines of the pairs that pass the filter, in the order they were ingested. */
export async function* pairLines(db: TDatabase, runId: number, filter: TPairFilter) {
  for await (const line of dpoLines(db, runId, filter)) yield `${JSON.stringify(line)}\n`;
}

/** The CSV behind the pair statistics of the pairs that pass the filter. */
export async function* pairStatsLines(db: TDatabase, runId: number, filter: TPairFilter) {
  yield await pairStatsCsvOf(db, runId, filter);
}
