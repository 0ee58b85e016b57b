import "server-only";
import type { TDatabase, TSql } from "./connection";

export type TTxSql = Omit<TSql, "withConnection">;

/**
 * Runs `work` in one transaction. On PostgreSQL it holds one pooled connection; on PGlite it runs
 * under PGlite's own transaction lock, so no other request's statement lands inside it (PGlite is
 * one shared connection). `work` must use the `sql` it is given, never `db` (that would wait on
 * the lock it holds).
 */
export async function inTransaction<T>(db: TDatabase, work: (sql: TTxSql) => Promise<T>): Promise<T> {
  if (db.driver.kind === "pglite") {
    return db.driver.pglite.transaction((tx) =>
      work({
        async exec(sql) {
          await tx.exec(sql);
        },
        async query<TRow extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
          return (await tx.query<TRow>(sql, params)).rows;
        },
      }),
    );
  }
  return db.sql.withConnection(async (sql) => {
    await sql.exec("BEGIN");
    try {
      const result = await work(sql);
      await sql.exec("COMMIT");
      return result;
    } catch (error) {
      await sql.exec("ROLLBACK").catch(() => {});
      throw error;
    }
  });
}

/**
 * Runs reads with planner settings of their own. On PostgreSQL: one pooled connection, in a
 * read-only transaction whose `SET LOCAL`s end with it. PGlite is one connection shared by every
 * request: there `work` runs on it as is, with neither transaction nor settings, or other
 * requests' statements would run inside them.
 */
export async function readWithSettings<T>(
  db: Pick<TDatabase, "sql" | "driver">,
  settings: Readonly<Record<string, string>>,
  work: (sql: TTxSql) => Promise<T>,
): Promise<T> {
  if (db.driver.kind !== "postgres") return db.sql.withConnection(work);
  const set = Object.entries(settings).map(([name, value]) => `SET LOCAL ${name} = ${value}`);
  return db.sql.withConnection(async (sql) => {
    await sql.exec(["BEGIN READ ONLY", ...set].join("; "));
    try {
      return await work(sql);
    } finally {
      await sql.exec("COMMIT");
    }
  });
}
