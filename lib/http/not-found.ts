import "server-only";
import { notFound } from "next/navigation";
import { DomainError, type TErrorCode } from "./errors";

/** The codes that say "no such thing": the API answers them 404 (define-route.ts), a page with Next's 404. */
export const NOT_FOUND_CODES: readonly TErrorCode[] = [
  "run_not_found",
  "trajectory_not_found",
  "step_not_found",
  "queue_not_found",
  "snapshot_not_found",
  "tree_not_found",
  "tree_node_not_found",
  "pair_not_found",
];

/**
 * Awaits a resolver for a page: a not-found code becomes Next's notFound() (the 404 page), any
 * other error goes on to the error boundary — the same split defineRoute makes for the API.
 */
export async function orNotFound<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof DomainError && NOT_FOUND_CODES.includes(error.code)) notFound();
    throw error;
  }
}
