import "server-only";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { from as copyFrom } from "pg-copy-streams";
import type { TSqlDatabase } from "./connection";

/** A transaction that can also COPY rows in (the COPY text format of copy-format.ts). */
export type TBulkTransaction = {
  query<TRow extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<TRow[]>;
  copy(table: string, columns: readonly string[], rows: readonly string[]): Promise<void>;
};

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `COPY "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) FROM ${source}`;

/**
 * Runs `work` in one transaction: everything it wrote becomes visible at once, or not at all (a
 * killed ingest leaves no half-written trajectory). On PostgreSQL rows stream through COPY FROM
 * STDIN; PGlite reads them from a blob, its equivalent.
 */
export async function withBulkTransaction<T>(db: TSqlDatabase, work: (tx: TBulkTransaction) => Promise<T>): Promise<T> {
  if (db.driver.kind === "pglite") {
    return db.driver.pglite.transaction((tx) =>
      work({
        query: async (sql, params = []) => (await tx.query(sql, params)).rows as never,
        copy: async (table, columns, rows) => {
          if (rows.length === 0) return;
          await tx.query(copyStatement(table, columns, "'/dev/blob'"), [], { blob: new Blob(rows as string[]) });
        },
      }),
    );
  }
  const client = await db.driver.pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work({
      query: async (sql, params = []) => (await client.query(sql, params)).rows,
      copy: async (table, columns, rows) => {
        if (rows.length === 0) return;
        await pipeline(Readable.from(chunked(rows)), client.query(copyFrom(copyStatement(table, columns, "STDIN"))));
      },
    });
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Rows joined into ~64 KB chunks: one COPY message per row would cost more than the row. */
function* chunked(rows: readonly string[], size = 64 * 1024): Generator<string> {
  let chunk = "";
  for (const row of rows) {
    chunk += row;
    if (chunk.length >= size) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}
