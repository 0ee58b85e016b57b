// Per-trajectory counts: searches, turns, repeated queries, format compliance.
import { normalizeAnswer } from "@/lib/metrics/answer";
import { rateOf, type TProcessStep, type TProcessTrajectory, type TRate } from "./types";

export function countSearches(steps: readonly TProcessStep[]): number {
  return steps.filter((step) => step.kind === "search").length;
}

export function hasAnswer(trajectory: Pick<TProcessTrajectory, "steps" | "finalAnswer" | "answered">): boolean {
  return (
    trajectory.answered ?? (trajectory.finalAnswer != null || trajectory.steps.some((step) => step.kind === "answer"))
  );
}

/**
 * Turns as ingest stores them (lib/ingest/prepare.ts): the logged count when there is one, else one
 * turn per search call plus one for the answer — the exchanges Search-R1's max_turns limits. No steps
 * and no logged count: null (unknown, not 0).
 */
export function turnsOf(trajectory: TProcessTrajectory): number | null {
  if (trajectory.turns != null) return trajectory.turns;
  if (trajectory.steps.length === 0) return null;
  return countSearches(trajectory.steps) + (hasAnswer(trajectory) ? 1 : 0);
}

export type TQueryRepeats = { queries: number; distinct: number; duplicates: number };

/**
 * Queries repeated within one trajectory, compared after FlashRAG's answer normalization (lowercase,
 * ASCII punctuation and articles removed, whitespace collapsed), so "The Jaws director?" repeats
 * "jaws director". A query seen k times contributes k − 1 duplicates; empty queries are ignored.
 */
export function countQueryRepeats(steps: readonly TProcessStep[]): TQueryRepeats {
  const seen = new Set<string>();
  let queries = 0;
  for (const step of steps) {
    if (step.kind !== "search" || step.query == null) continue;
    const normalized = normalizeAnswer(step.query, "flashrag");
    if (normalized === "") continue;
    queries += 1;
    seen.add(normalized);
  }
  return { queries, distinct: seen.size, duplicates: queries - seen.size };
}

/**
 * Format compliance (Search-P1 Table 6): the share of trajectories whose response follows the
 * dialect's grammar, as lib/trajectory's state machine decided at ingest. Unknown validity is left out.
 */
export function formatCompliance(trajectories: readonly Pick<TProcessTrajectory, "isFormatValid">[]): TRate {
  const known = trajectories.filter((t) => t.isFormatValid != null);
  return rateOf(known.filter((t) => t.isFormatValid === true).length, known.length);
}
