import { openDatabase, type TDatabase } from "@/lib/db/connection";
import { migrateDatabase } from "@/lib/db/migrate";
import path from "node:path";
import { createTestDatabase } from "./postgres-admin";

export const MIGRATIONS_DIR = path.join(import.meta.dirname, "..", "prisma", "migrations");

/** Both database modes: every integration test runs on real PostgreSQL and on PGlite. */
export const DATABASE_KINDS = ["postgres", "pglite"] as const;
export type TDatabaseKind = (typeof DATABASE_KINDS)[number];

export type TTestDatabase = { db: TDatabase; dispose: () => Promise<void> };

/** A fresh, migrated database of the given kind. */
export async function openTestDatabase(kind: TDatabaseKind, { migrate = true } = {}): Promise<TTestDatabase> {
  if (kind === "pglite") {
    const db = await openDatabase({ kind: "pglite", dataDir: ":memory:" });
    if (migrate) await migrateDatabase(db, MIGRATIONS_DIR);
    return { db, dispose: () => db.close() };
  }
  const created = await createTestDatabase();
  const db = await openDatabase({ kind: "postgres", url: created.url });
  if (migrate) await migrateDatabase(db, MIGRATIONS_DIR);
  return {
    db,
    dispose: async () => {
      await db.close();
      await created.drop();
    },
  };
}
