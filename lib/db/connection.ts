import "server-only";
import { mkdir } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { describeDatabase, type TDatabaseConfig } from "./config";
import type { PrismaClient } from "./generated/client";
import { lockEmbeddedDatabase } from "./pglite-lock";

// Drivers and Prisma are imported when a database of their kind is opened, not when this module
// is: a command on PostgreSQL never loads PGlite's WebAssembly, and migrations (which need raw SQL
// only) never load Prisma's client and its query compiler.

/** Raw SQL for what Prisma cannot do: migrations, advisory locks, COPY, catalog reads. */
export type TSql = {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<TRow extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<TRow[]>;
  /** Runs `work` on one connection, so session state (locks, transactions) holds throughout. */
  withConnection<T>(work: (sql: Omit<TSql, "withConnection">) => Promise<T>): Promise<T>;
};

/** A database opened for raw SQL only (migrations): no Prisma client. */
export type TSqlDatabase = {
  config: TDatabaseConfig;
  sql: TSql;
  /** The pg pool on PostgreSQL (for COPY), the PGlite instance when embedded. */
  driver: { kind: "postgres"; pool: pg.Pool } | { kind: "pglite"; pglite: PGlite };
  close(): Promise<void>;
};

export type TDatabase = TSqlDatabase & { prisma: PrismaClient };

/**
 * Runs independent pieces of database work side by side on PostgreSQL, each on a connection of its
 * own from the pool, so that the server's cores share them; on PGlite, whose single connection every
 * caller shares, one after another (interleaved there, two transactions would be one). Every piece
 * has finished when this returns or throws.
 */
export async function sideBySide(db: Pick<TSqlDatabase, "driver">, work: readonly (() => Promise<unknown>)[]) {
  if (db.driver.kind === "pglite") {
    for (const piece of work) await piece();
    return;
  }
  const outcomes = await Promise.allSettled(work.map((piece) => piece()));
  const failed = outcomes.find((outcome) => outcome.status === "rejected");
  if (failed) throw failed.reason;
}

export class DatabaseUnreachableError extends Error {
  constructor(config: TDatabaseConfig, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot reach ${describeDatabase(config)}: ${reason}`, { cause });
    this.name = "DatabaseUnreachableError";
  }
}

export type TOpenOptions = {
  /** The embedded database's buffer pool (see openPglite); TRAJSCOPE_PGLITE_SHARED_BUFFERS by default. */
  pgliteSharedBuffers?: string;
};

/** Opens the database with its Prisma client: what the app and every data command use. */
export async function openDatabase(config: TDatabaseConfig, options: TOpenOptions = {}): Promise<TDatabase> {
  const db = await openSqlDatabase(config, options);
  let prisma: PrismaClient;
  try {
    prisma = await createPrisma(db.driver);
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    ...db,
    prisma,
    async close() {
      await prisma.$disconnect();
      await db.close();
    },
  };
}

/** Opens the database for raw SQL only, without loading Prisma. */
export async function openSqlDatabase(config: TDatabaseConfig, options: TOpenOptions = {}): Promise<TSqlDatabase> {
  return config.kind === "postgres"
    ? openPostgres(config)
    : openPglite(config, options.pgliteSharedBuffers ?? process.env.TRAJSCOPE_PGLITE_SHARED_BUFFERS);
}

async function createPrisma(driver: TSqlDatabase["driver"]): Promise<PrismaClient> {
  const { PrismaClient } = await import("./generated/client");
  if (driver.kind === "postgres") {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    return new PrismaClient({ adapter: new PrismaPg(driver.pool) });
  }
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  return new PrismaClient({ adapter: new PrismaPGlite(driver.pglite) });
}

async function openPostgres(config: Extract<TDatabaseConfig, { kind: "postgres" }>): Promise<TSqlDatabase> {
  const { default: pg } = await import("pg");
  // Idle connections are kept five minutes, not node-postgres's 10 s: a backend reads the shared
  // buffers it has not touched yet slowly (page faults mapping shared memory: 60–78 ms for a
  // 5,000-row chart series on a new connection, 4–6 ms on a used one), so a page opened after a
  // minute's reading paid that on every query (a metric chart after an 11 s pause: 110–196 ms, now
  // 37–122). Idle clients do not keep a finished command's process alive.
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    idleTimeoutMillis: 300_000,
    allowExitOnIdle: true,
  });
  // Errors of idle clients would otherwise crash the process. A client in use that loses its
  // socket (PostgreSQL restarted) also emits "error" besides failing its query: without a listener
  // that event, not the query's rejection, would end the process with a stack trace.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end();
    throw new DatabaseUnreachableError(config, error);
  }
  const onClient = (client: pg.PoolClient | pg.Pool) => ({
    async exec(sql: string) {
      await client.query(sql);
    },
    async query<TRow extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
      return (await client.query<TRow>(sql, params)).rows;
    },
  });
  const sql: TSql = {
    ...onClient(pool),
    async withConnection(work) {
      const client = await pool.connect();
      try {
        return await work(onClient(client));
      } finally {
        client.release();
      }
    },
  };
  return { config, sql, driver: { kind: "postgres", pool }, close: () => pool.end() };
}

// PostgreSQL's 128 MB of shared buffers live in PGlite's WebAssembly memory and stay resident once
// touched: a reopened data folder took 304 MB RSS with them, 181 MB with 16 MB. Writing keeps the
// default (an ingest ran 2.3 times slower with 16 MB); `trajscope start` serves the dashboard, which
// mostly reads, with less (TRAJSCOPE_PGLITE_SHARED_BUFFERS; bench:pages times the pages with it).
async function openPglite(
  config: Extract<TDatabaseConfig, { kind: "pglite" }>,
  sharedBuffers: string | undefined,
): Promise<TSqlDatabase> {
  let pglite: PGlite;
  const isMemory = config.dataDir === ":memory:";
  if (!isMemory) await mkdir(config.dataDir, { recursive: true });
  const unlock = isMemory ? () => {} : lockEmbeddedDatabase(config.dataDir);
  try {
    const [{ PGlite }, { pg_trgm }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
    ]);
    // PGlite bundles contrib extensions but loads only those named; the migrations need pg_trgm.
    pglite = await PGlite.create(isMemory ? undefined : config.dataDir, {
      extensions: { pg_trgm },
      startParams: sharedBuffers
        ? [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers}`]
        : PGlite.defaultStartParams,
    });
  } catch (error) {
    unlock();
    throw new DatabaseUnreachableError(config, error);
  }
  yieldBeforeEachQuery(pglite);
  // PGlite is one connection: every caller already shares the session.
  const base = {
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    async query<TRow extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
      return (await pglite.query<TRow>(sql, params)).rows;
    },
  };
  const sql: TSql = { ...base, withConnection: (work) => work(base) };
  return {
    config,
    sql,
    driver: { kind: "pglite", pglite },
    async close() {
      await pglite.close();
      unlock();
    },
  };
}

/**
 * PGlite runs each query on this thread from start to end, and queries called one after another
 * never let the event loop turn. A page's streamed sections then ran their queries back to back
 * and held its first bytes until the last one had run: 3.6 s on the page of a 100,000-trajectory
 * run. A turn before each query lets rendering, writing and other requests go on between queries
 * (first bytes at 1.6 s there; the list shows in 3.6 s instead of 6.2 in bench:pages).
 */
function yieldBeforeEachQuery(pglite: PGlite): void {
  const query = pglite.query.bind(pglite);
  pglite.query = async (...args: Parameters<typeof query>) => {
    await new Promise(setImmediate);
    return query(...args);
  };
}
