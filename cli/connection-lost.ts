// A database that goes away mid-command (PostgreSQL restarted, a connection killed, the network
// gone) surfaces as one of many driver errors; the user needs one line and what to do next.

/** PostgreSQL's SQLSTATEs for "the server ended this session" and for connection failures. */
const LOST_SQLSTATES = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006"]);
/** Node's socket errors when the other end disappears. */
const LOST_SOCKET_CODES = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);
/** node-postgres reports a socket closed under a query with these words and no code. */
const LOST_MESSAGES = /connection terminated|connection (?:is )?closed|client has encountered a connection error/i;

/** Whether `error` (or the error it wraps) says the connection to the database was lost. */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (LOST_SQLSTATES.has(code) || LOST_SOCKET_CODES.has(code))) return true;
    if (typeof message === "string" && LOST_MESSAGES.test(message)) return true;
  }
  return false;
}

/** The first line of the driver's message, for the one-line report. */
export const firstLine = (error: unknown) =>
  String((error as Error)?.message ?? error)
    .split("\n")[0]!
    .trim();
