import "server-only";
import { projectRoot, readDatabaseConfig } from "./config";
import { openDatabase, openSqlDatabase, type TDatabase, type TSqlDatabase } from "./connection";
import { defaultMigrationsDir, migrateDatabase } from "./migrate";

// One database per process. Kept on globalThis so that Next's dev reloads reuse it (PGlite
// in particular must never be opened twice on the same folder).
const globalForDb = globalThis as typeof globalThis & { trajscopeDb?: Promise<TDatabase> };

/** The process's database, opened and migrated on first use. */
export function getDb(): Promise<TDatabase> {
  globalForDb.trajscopeDb ??= openMigrated().catch((error: unknown) => {
    globalForDb.trajscopeDb = undefined;
    throw error;
  });
  return globalForDb.trajscopeDb;
}

/** Opens the configured database and applies pending migrations: what every command needs. */
export async function openMigrated(): Promise<TDatabase> {
  return migrated(await openDatabase(readDatabaseConfig()));
}

/**
 * The same without Prisma's client, for commands whose code takes a TSqlDatabase (ingest,
 * watch): loading the client is 0.14 s of a 500-line ingest's 1.3 s.
 */
export async function openMigratedSql(): Promise<TSqlDatabase> {
  return migrated(await openSqlDatabase(readDatabaseConfig()));
}

async function migrated<TDb extends TSqlDatabase>(db: TDb): Promise<TDb> {
  try {
    await migrateDatabase(db, defaultMigrationsDir(projectRoot()), { checkApplied: false });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * Makes `db` the process's database. For integration tests, which open their own databases and
 * then call resolvers (lib/<domain>/server/queries.ts) that read through getDb() like the app.
 */
export function setProcessDb(db: TDatabase): void {
  globalForDb.trajscopeDb = Promise.resolve(db);
}
