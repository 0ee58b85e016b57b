// The benchmark's own PostgreSQL database: created, migrated and filled once, then reused with
// --reuse (generating a million trajectories takes minutes; measuring takes seconds).
import pg from "pg";
import { openDatabase, type TDatabase } from "@/lib/db/connection";
import { defaultMigrationsDir, migrateDatabase } from "@/lib/db/migrate";
import { ADMIN_URL, databaseUrl, isLocalUrl } from "@/test/postgres-admin";
import { BENCH_RUN, generateBenchRun } from "./browse-data";

export const BENCH_DATABASE = "trajscope_bench";

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Opens the benchmark database, (re)creating and filling it unless `reuse` finds it complete. */
export async function openBenchDatabase(options: {
  reuse: boolean;
  trajectories: number;
  root: string;
  log: (line: string) => void;
}): Promise<TDatabase> {
  // The benchmark drops and creates a database: never anywhere but on this machine.
  if (!isLocalUrl(ADMIN_URL)) throw new Error("The benchmark only runs against a local PostgreSQL.");
  if (options.reuse) {
    const db = await openExisting();
    if (db && (await isComplete(db, options.trajectories))) return db;
    await db?.close();
    options.log(`No complete benchmark database to reuse: creating ${BENCH_DATABASE}.`);
  }
  await withAdmin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${BENCH_DATABASE}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${BENCH_DATABASE}"`);
  });
  const db = await openDatabase({ kind: "postgres", url: databaseUrl(BENCH_DATABASE) });
  await migrateDatabase(db, defaultMigrationsDir(options.root));
  options.log(`Generating ${options.trajectories.toLocaleString("en-US")} trajectories in ${BENCH_DATABASE}:`);
  // One connection, so the session settings hold for every statement of the load.
  await db.sql.withConnection(async (sql) => {
    await sql.exec(`SET maintenance_work_mem = '512MB'; SET work_mem = '256MB'; SET synchronous_commit = off`);
    await generateBenchRun(sql, options.trajectories, options.log);
  });
  return db;
}

async function openExisting(): Promise<TDatabase | null> {
  const exists = await withAdmin((client) =>
    client.query("SELECT 1 FROM pg_database WHERE datname = $1", [BENCH_DATABASE]).then((r) => r.rowCount === 1),
  );
  return exists ? openDatabase({ kind: "postgres", url: databaseUrl(BENCH_DATABASE) }) : null;
}

async function isComplete(db: TDatabase, trajectories: number): Promise<boolean> {
  const rows = await db.sql
    .query<{ n: string }>(`SELECT count(*) AS n FROM trajectories t JOIN runs r ON r.id = t.run_id WHERE r.name = $1`, [
      BENCH_RUN,
    ])
    .catch(() => []);
  // The long trajectory is written last: its presence means the load finished.
  return Number(rows[0]?.n ?? 0) === trajectories + 1;
}
