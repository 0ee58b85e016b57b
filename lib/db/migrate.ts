import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { TSql, TSqlDatabase } from "./connection";

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

/** The migration folders' names, in the order they apply. */
async function listMigrationNames(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    throw new MigrationError(`Cannot read the migrations folder ${dir}`, error);
  }
}

async function readMigration(dir: string, name: string): Promise<TMigration> {
  const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
  return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
}

export async function readMigrations(dir: string): Promise<TMigration[]> {
  const names = await listMigrationNames(dir);
  return Promise.all(names.map((name) => readMigration(dir, name)));
}

export type TMigrateOptions = {
  /**
   * Also checksum the files of applied migrations to report those changed since (`modified`).
   * `trajscope migrate` does; the check every command makes before it runs skips it.
   */
  checkApplied?: boolean;
};

// PGlite is a single in-process connection: callers in this process queue here instead.
let inProcessQueue: Promise<unknown> = Promise.resolve();

/**
 * Applies pending migrations in order, each in its own transaction. Safe to run concurrently.
 * Reads the applied list first: an up-to-date database costs two small queries and no file read;
 * only when migrations are pending is Prisma Migrate's lock taken and their files read.
 */
export async function migrateDatabase(
  db: Pick<TSqlDatabase, "sql" | "driver">,
  migrationsDir: string,
  { checkApplied = true }: TMigrateOptions = {},
): Promise<TMigrateResult> {
  const names = await listMigrationNames(migrationsDir);
  const migrate = async (sql: TTxSql, isLocked: boolean): Promise<TMigrateResult | null> => {
    if (isLocked) await sql.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await readAppliedRows(sql);
    const failed = rows.find((row) => row.finished_at === null);
    const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]));
    const pending = names.filter((name) => !applied.has(name));
    if (!isLocked && (pending.length || failed)) return null;
    if (failed) {
      throw new MigrationError(
        `Migration ${failed.migration_name} started but never finished. Repair the database, then mark it ` +
          `rolled back (prisma migrate resolve --rolled-back ${failed.migration_name}).`,
      );
    }
    const alreadyApplied = names.filter((name) => applied.has(name));
    const modified = checkApplied ? await findModified(migrationsDir, alreadyApplied, applied) : [];
    const result: TMigrateResult = { applied: [], alreadyApplied, modified };
    for (const name of pending) {
      await applyOne(sql, await readMigration(migrationsDir, name));
      result.applied.push(name);
    }
    return result;
  };
  if (db.driver.kind === "pglite") {
    const run = inProcessQueue.then(() => db.sql.withConnection(async (sql) => (await migrate(sql, true))!));
    inProcessQueue = run.catch(() => {});
    return run;
  }
  return db.sql.withConnection(async (sql) => {
    // Nothing pending (the usual case): no lock to take, nothing to wait for.
    const upToDate = await migrate(sql, false);
    if (upToDate) return upToDate;
    await sql.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
    try {
      // Read again under the lock: another process may have applied them meanwhile.
      return (await migrate(sql, true))!;
    } finally {
      await sql.query("SELECT pg_advisory_unlock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
    }
  });
}

type TAppliedRow = { migration_name: string; checksum: string; finished_at: Date | null };
type TTxSql = Omit<TSql, "withConnection">;

/** The migrations recorded as applied (and not rolled back); none on a database never migrated. */
async function readAppliedRows(sql: TTxSql): Promise<TAppliedRow[]> {
  const [table] = await sql.query<{ exists: boolean }>(
    `SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS exists`,
  );
  if (!table?.exists) return [];
  return sql.query<TAppliedRow>(
    `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
  );
}

async function findModified(dir: string, names: string[], applied: Map<string, string>): Promise<string[]> {
  const files = await Promise.all(names.map((name) => readMigration(dir, name)));
  return files.filter((file) => applied.get(file.name) !== file.checksum).map((file) => file.name);
}

async function applyOne(sql: TTxSql, migration: TMigration): Promise<void> {
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
