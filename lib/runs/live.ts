// Whether a run is being written to right now, from the time of its last stored record. The run
// pages poll it (lib/runs/queries.ts `live`) and refetch their data only when it moves.

/** A run that stored a record within this window counts as live (training dumps every step or so). */
export const LIVE_WINDOW_MS = 5 * 60 * 1000;
/** How often an open run page asks; TanStack Query pauses it while the tab is hidden. */
export const LIVE_POLL_MS = 5_000;

export type TRunLive = {
  /** When an ingest last stored a record into the run; null for runs ingested before it was recorded. */
  lastRecordAt: string | null;
  /** The highest training step with aggregates (what the dynamics charts end at). */
  lastStep: number | null;
};

export function isLive(live: Pick<TRunLive, "lastRecordAt">, now: number): boolean {
  if (!live.lastRecordAt) return false;
  const age = now - Date.parse(live.lastRecordAt);
  return age >= -60_000 && age <= LIVE_WINDOW_MS; // a minute of clock skew between server and browser
}
