/** A failure the caller can understand: becomes its status and message, never a 500. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
