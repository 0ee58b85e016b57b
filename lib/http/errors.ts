/**
 * What went wrong, in words a caller can act on. Domain code throws these codes and never an HTTP
 * status: only defineRoute (define-route.ts) decides which status each code answers with.
 */
export const ERROR_CODES = [
  "body_not_json",
  "sign_in_required",
  "wrong_credentials",
  "too_many_attempts",
  "cross_site_request",
  "unsupported_content_type",
  "cookie_needs_https",
  "role_forbidden",
  "not_your_queue_item",
  "run_not_found",
  "trajectory_not_found",
  "step_not_found",
  "queue_not_found",
  "snapshot_not_found",
  "tree_not_found",
  "tree_node_not_found",
  "pair_not_found",
  "label_conflict",
  "snapshot_too_large",
  "invalid_label_value",
  "label_not_found",
  "nothing_labelled",
  "user_not_found",
  "annotator_cannot_label",
  "stratify_needs_label",
  "too_few_annotators",
  "too_few_runs",
  "empty_queue",
  "api_key_required",
  "api_key_invalid",
  "api_key_out_of_scope",
  "api_key_not_found",
  "ingest_too_large",
  "ingest_busy",
  "ingest_format_unknown",
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];

/** A failure the caller can understand: its code and message reach the client, never a 500. */
export class DomainError extends Error {
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
