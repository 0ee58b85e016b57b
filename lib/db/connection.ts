import "server-only";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { mkdir } from "node:fs/promises";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { describeDatabase, type TDatabaseConfig } from "./config";
import { lockEmbeddedDatabase } from "./pglite-lock";
import { PrismaClient } from "./generated/client";

/** Raw SQL for what Prisma cannot do: migrations, advisory locks, COPY, catalog reads. */
export type TSql = {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<TRow extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<TRow[]>;
  /** Runs `work` on one connection, so session state (locks, transactions) holds throughout. */
  withConnection<T>(work: (sql: Omit<TSql, "withConnection">) => Promise<T>): Promise<T>;
};

export type TDatabase = {
  config: TDatabaseConfig;
  prisma: PrismaClient;
  sql: TSql;
  /** The pg pool on PostgreSQL (for COPY), the PGlite instance when embedded. */
  driver: { kind: "postgres"; pool: pg.Pool } | { kind: "pglite"; pglite: PGlite };
  close(): Promise<void>;
};

export class DatabaseUnreachableError extends Error {
  constructor(config: TDatabaseConfig, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot reach ${describeDatabase(config)}: ${reason}`, { cause });
    this.name = "DatabaseUnreachableError";
  }
}

export async function openDatabase(config: TDatabaseConfig): Promise<TDatabase> {
  return config.kind === "postgres" ? openPostgres(config) : openPglite(config);
}

async function openPostgres(config: Extract<TDatabaseConfig, { kind: "postgres" }>): Promise<TDatabase> {
  const pool = new pg.Pool({ connectionString: config.url, max: 10 });
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
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    config,
    prisma,
    sql,
    driver: { kind: "postgres", pool },
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

async function openPglite(config: Extract<TDatabaseConfig, { kind: "pglite" }>): Promise<TDatabase> {
  let pglite: PGlite;
  const isMemory = config.dataDir === ":memory:";
  if (!isMemory) await mkdir(config.dataDir, { recursive: true });
  const unlock = isMemory ? () => {} : lockEmbeddedDatabase(config.dataDir);
  try {
    // PGlite bundles contrib extensions but loads only those named; the migrations need pg_trgm.
    pglite = await PGlite.create(isMemory ? undefined : config.dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    unlock();
    throw new DatabaseUnreachableError(config, error);
  }
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
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    config,
    prisma,
    sql,
    driver: { kind: "pglite", pglite },
    async close() {
      await prisma.$disconnect();
      await pglite.close();
      unlock();
    },
  };
}
