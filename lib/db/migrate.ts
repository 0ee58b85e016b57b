import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { TDatabase, TSql } from "./connection";

// Migrations are applied by our own code because Prisma's schema engine cannot be downloaded
// on every machine. We keep Prisma Migrate's bookkeeping exactly (its table, its checksum, its
// advisory lock key), so `prisma migrate deploy` sees the same history and the two never race.
const PRISMA_ADVISORY_LOCK_KEY = 72707369;

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export type TMigration = { name: string; sql: string; checksum: string };

export type TMigrateResult = {
  applied: string[];
  alreadyApplied: string[];
  /** Applied migrations whose file changed since: reported, never re-run. */
  modified: string[];
};

export class MigrationError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = "MigrationError";
  }
}

export function defaultMigrationsDir(root: string): string {
  return path.join(root, "prisma", "migrations");
}

export async function readMigrations(dir: string): Promise<TMigration[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    throw new MigrationError(`Cannot read the migrations folder ${dir}`, error);
  }
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

// PGlite is a single in-process connection: callers in this process queue here instead.
let inProcessQueue: Promise<unknown> = Promise.resolve();

/** Applies pending migrations in order, each in its own transaction. Safe to run concurrently. */
export async function migrateDatabase(db: TDatabase, migrationsDir: string): Promise<TMigrateResult> {
  const migrations = await readMigrations(migrationsDir);
  if (db.driver.kind === "pglite") {
    const run = inProcessQueue.then(() => db.sql.withConnection((sql) => applyPending(sql, migrations)));
    inProcessQueue = run.catch(() => {});
    return run;
  }
  return db.sql.withConnection(async (sql) => {
    await sql.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
    try {
      return await applyPending(sql, migrations);
    } finally {
      await sql.query("SELECT pg_advisory_unlock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
    }
  });
}

type TAppliedRow = { migration_name: string; checksum: string; finished_at: Date | null };

async function applyPending(sql: Omit<TSql, "withConnection">, migrations: TMigration[]): Promise<TMigrateResult> {
  await sql.exec(CREATE_MIGRATIONS_TABLE);
  const rows = await sql.query<TAppliedRow>(
    `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
  );
  const failed = rows.find((row) => row.finished_at === null);
  if (failed) {
    throw new MigrationError(
      `Migration ${failed.migration_name} started but never finished. Repair the database, then mark it ` +
        `rolled back (prisma migrate resolve --rolled-back ${failed.migration_name}).`,
    );
  }
  const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]));
  const result: TMigrateResult = { applied: [], alreadyApplied: [], modified: [] };
  for (const migration of migrations) {
    const checksum = applied.get(migration.name);
    if (checksum !== undefined) {
      result.alreadyApplied.push(migration.name);
      if (checksum !== migration.checksum) result.modified.push(migration.name);
      continue;
    }
    await applyOne(sql, migration);
    result.applied.push(migration.name);
  }
  return result;
}

async function applyOne(sql: Omit<TSql, "withConnection">, migration: TMigration): Promise<void> {
  await sql.exec("BEGIN");
  try {
    await sql.exec(migration.sql);
    await sql.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await sql.exec("COMMIT");
  } catch (error) {
    await sql.exec("ROLLBACK");
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${migration.name} failed and was rolled back: ${reason}`, error);
  }
}
