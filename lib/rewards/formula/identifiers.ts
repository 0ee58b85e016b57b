// The names a formula may use. Each scalar comes from a trajectory (see context.ts); `column` is
// the expression over the trajectories table when one exists (the step counts are stored there,
// step-counts.ts), null when it must be computed from the steps' text. Logged reward components
// are written c.<name> or c["any name"].
import type { TFunctionName } from "./ast";

export type TFormulaIdentifier = { name: string; description: string; column: string | null };

export const FORMULA_IDENTIFIERS: readonly TFormulaIdentifier[] = [
  { name: "em", description: "Exact match of the final answer (0/1)", column: "em" },
  { name: "f1", description: "Token F1 of the final answer (0–1)", column: "f1" },
  { name: "acc", description: "A gold answer occurs in the final answer (0/1)", column: "acc" },
  { name: "format", description: "1 when the response follows its format, 0 when not", column: "is_format_valid::int" },
  { name: "answered", description: "1 when there is a final answer", column: "(final_answer IS NOT NULL)::int" },
  { name: "reward", description: "The logged total reward", column: "reward" },
  { name: "steps", description: "Number of steps", column: "step_count" },
  { name: "searches", description: "Number of search steps", column: "search_count" },
  { name: "turns", description: "Turns: searches plus the answer, or the logged count", column: "turn_count" },
  { name: "over_search_steps", description: "Search steps labelled over-search", column: "over_search_steps" },
  { name: "under_search_steps", description: "Steps labelled under-search", column: "under_search_steps" },
  { name: "hiprag_steps", description: "HiPRAG's N: search and reasoning steps", column: "hiprag_steps" },
  { name: "correct_steps", description: "HiPRAG's Ncorr: of those, flagged neither way", column: "correct_steps" },
  { name: "bad_steps", description: "Steps whose step_quality is BAD", column: "bad_steps" },
  { name: "duplicate_queries", description: "Repeated queries (normalized) in the trajectory", column: null },
];

export const FORMULA_IDENTIFIER_NAMES: readonly string[] = FORMULA_IDENTIFIERS.map((i) => i.name);

/** Arity as [min, max]; max Infinity for variadic. */
export const FORMULA_FUNCTIONS: Readonly<Record<TFunctionName, { arity: [number, number]; description: string }>> = {
  if: { arity: [3, 3], description: "if(condition, then, else); a missing condition takes else" },
  min: { arity: [2, Infinity], description: "Smallest argument; missing arguments are skipped" },
  max: { arity: [2, Infinity], description: "Largest argument; missing arguments are skipped" },
  abs: { arity: [1, 1], description: "Absolute value" },
  clamp: { arity: [3, 3], description: "clamp(x, low, high) = min(max(x, low), high); missing x stays missing" },
};

export const FORMULA_KEYWORDS: readonly string[] = ["and", "or", "not", "true", "false"];
