import "server-only";
import { cookies } from "next/headers";
import { getDb } from "./client";
import { readReplicaUrl } from "./config";
import { openDatabase, type TDatabase } from "./connection";
import { primaryPosition, readTarget, WROTE_AT_COOKIE, WROTE_AT_MAX_AGE_SECONDS } from "./replica";

// The read side of the process's database: the replica named by DATABASE_READ_URL when there is
// one (never migrated from here: it follows the primary), else the primary itself.
const globalForDb = globalThis as typeof globalThis & { trajscopeReadDb?: Promise<TDatabase | null> };

/** The replica, opened on first use; null when none is configured. */
export function getReplicaDb(): Promise<TDatabase | null> {
  globalForDb.trajscopeReadDb ??= (async () => {
    const url = readReplicaUrl();
    return url ? openDatabase({ kind: "postgres", url }) : null;
  })().catch((error: unknown) => {
    globalForDb.trajscopeReadDb = undefined;
    throw error;
  });
  return globalForDb.trajscopeReadDb;
}

/** Makes `replica` the process's read database (integration tests; null: reads go to the primary). */
export function setProcessReadDb(replica: TDatabase | null): void {
  globalForDb.trajscopeReadDb = Promise.resolve(replica);
}

/** This request's last-write position, from its cookie; none outside a request (tests, scripts). */
async function wroteAtOfRequest(): Promise<string | null> {
  try {
    return (await cookies()).get(WROTE_AT_COOKIE)?.value ?? null;
  } catch {
    return null;
  }
}

/**
 * Where a page or read API reads: the replica, or the primary while the replica has not yet
 * replayed this browser's own last write (read-your-writes). `wroteAt` overrides the cookie.
 */
export async function getReadDb(wroteAt?: string | null): Promise<TDatabase> {
  const [primary, replica] = await Promise.all([getDb(), getReplicaDb()]);
  if (!replica) return primary;
  return readTarget(primary, replica, wroteAt === undefined ? await wroteAtOfRequest() : wroteAt);
}

/**
 * The cookie a write answers with when reads go to a replica: the primary's position after the
 * write, so this browser's next reads wait for it. Null without a replica (nothing to wait for).
 */
export async function wroteAtCookie() {
  if (!(await getReplicaDb())) return null;
  return {
    name: WROTE_AT_COOKIE,
    value: await primaryPosition((await getDb()).sql),
    options: { httpOnly: true, sameSite: "lax" as const, path: "/", maxAge: WROTE_AT_MAX_AGE_SECONDS },
  };
}
