import { afterAll } from "vitest";
import { openDatabase, type TDatabase } from "@/lib/db/connection";
import { migrateDatabase } from "@/lib/db/migrate";
import path from "node:path";
import { createTestDatabase } from "./postgres-admin";

export const MIGRATIONS_DIR = path.join(import.meta.dirname, "..", "prisma", "migrations");

/** Both database modes: every integration test runs on real PostgreSQL and on PGlite. */
export const DATABASE_KINDS = ["postgres", "pglite"] as const;
export type TDatabaseKind = (typeof DATABASE_KINDS)[number];

export type TTestDatabase = { db: TDatabase; dispose: () => Promise<void> };

type TOpened = { db: TDatabase; close: () => Promise<void> };

// Opening and migrating a database is the slow part of a test (seconds for PGlite under load), so a
// test file migrates each kind once: a disposed database is emptied (TRUNCATE, identities restarted)
// and handed to the next test of the same file, and closed when the file ends.
const idle: Record<TDatabaseKind, TOpened[]> = { postgres: [], pglite: [] };
const all = new Set<TOpened>();

afterAll(async () => {
  await Promise.all([...all].map((opened) => opened.close().catch(() => {})));
  all.clear();
  idle.postgres = [];
  idle.pglite = [];
});

async function openMigrated(kind: TDatabaseKind, migrate: boolean): Promise<TOpened> {
  if (kind === "pglite") {
    const db = await openDatabase({ kind: "pglite", dataDir: ":memory:" });
    if (migrate) await migrateDatabase(db, MIGRATIONS_DIR);
    return { db, close: () => db.close() };
  }
  const created = await createTestDatabase();
  const db = await openDatabase({ kind: "postgres", url: created.url });
  if (migrate) await migrateDatabase(db, MIGRATIONS_DIR);
  return {
    db,
    close: async () => {
      await db.close();
      await created.drop();
    },
  };
}

async function emptyTables(db: TDatabase): Promise<void> {
  const tables = await db.sql.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables
      WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
  );
  if (tables.length) {
    await db.sql.query(`TRUNCATE ${tables.map((t) => t.name).join(", ")} RESTART IDENTITY CASCADE`);
  }
}

/**
 * A migrated database of the given kind with empty tables (or, with `migrate: false`, a brand-new
 * unmigrated one). `dispose` gives it back; a database that fails to empty is closed instead.
 */
export async function openTestDatabase(kind: TDatabaseKind, { migrate = true } = {}): Promise<TTestDatabase> {
  const opened = (migrate && idle[kind].pop()) || (await openMigrated(kind, migrate));
  all.add(opened);
  let disposed = false;
  return {
    db: opened.db,
    dispose: async () => {
      if (disposed) return;
      disposed = true;
      try {
        if (!migrate) throw new Error("an unmigrated database is not reused");
        await emptyTables(opened.db);
        idle[kind].push(opened);
      } catch {
        all.delete(opened);
        await opened.close().catch(() => {});
      }
    },
  };
}
