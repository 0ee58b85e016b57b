import type { TSql } from "./connection";

// Reads on a streaming replica (DATABASE_READ_URL), writes on the primary (DATABASE_URL). A replica
// lags by a little; so that people see their own writes at once, a write answers with the primary's
// WAL position in a cookie, and that person's reads go to the primary until the replica has
// replayed past it.

/** The cookie holding the primary's WAL position after this browser's last write. */
export const WROTE_AT_COOKIE = "trajscope_wrote_at";
/** Replicas catch up in well under a second; the cookie outlives any sane lag, then goes away. */
export const WROTE_AT_MAX_AGE_SECONDS = 300;

const LSN = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i;

type TQuery = Pick<TSql, "query">;

/** Where the primary's WAL is now: after a commit, every row it wrote is at or before it. */
export async function primaryPosition(primary: TQuery): Promise<string> {
  const [row] = await primary.query<{ lsn: string }>(`SELECT pg_current_wal_lsn()::text AS lsn`);
  return row!.lsn;
}

/** Whether the replica has replayed the primary's WAL up to `lsn` (a malformed one: no). */
export async function hasReplayed(replica: TQuery, lsn: string): Promise<boolean> {
  if (!LSN.test(lsn)) return false;
  const [row] = await replica.query<{ done: boolean | null }>(`SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done`, [
    lsn,
  ]);
  return row?.done === true;
}

/**
 * The database a read goes to: the replica, unless this browser wrote something the replica has
 * not replayed yet (or the replica cannot say), then the primary.
 */
export async function readTarget<TDb extends { sql: TQuery }>(
  primary: TDb,
  replica: TDb | null,
  wroteAt: string | null,
) {
  if (!replica) return primary;
  if (!wroteAt) return replica;
  const caughtUp = await hasReplayed(replica.sql, wroteAt).catch(() => false);
  return caughtUp ? replica : primary;
}
