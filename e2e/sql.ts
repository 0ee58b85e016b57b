// Independent counts for specs on PostgreSQL: SQL against the database the app under test serves.
// e2e/serve.ts writes each PostgreSQL server's URL here; embedded servers hold their PGlite alone,
// so specs that count with SQL run on the PostgreSQL projects only.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { TestInfo } from "@playwright/test";
import pg from "pg";

/** Where e2e/serve.ts leaves the URL of the database the server on `port` uses. */
export const databaseUrlFile = (port: string | number) =>
  path.join(import.meta.dirname, "..", ".trajscope", `e2e-${port}.database-url`);

export const isPostgresProject = (info: TestInfo) => info.project.name === "postgres";

/** Runs `work` with a client on the database of the server at `baseURL`. */
export async function withE2eSql<T>(baseURL: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = (await readFile(databaseUrlFile(new URL(baseURL).port), "utf8")).trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The rows of one query on the database of the project's server. */
export async function querySql<T extends object>(info: TestInfo, text: string, values: unknown[] = []): Promise<T[]> {
  return withE2eSql(info.project.use.baseURL!, async (client) => (await client.query(text, values)).rows as T[]);
}

/** The rows of one query on the database of the server at `baseURL`; null on an embedded server. */
export async function querySeeded<T>(baseURL: string, text: string, values: unknown[] = []): Promise<T[] | null> {
  const hasDatabase = await readFile(databaseUrlFile(new URL(baseURL).port), "utf8").then(
    () => true,
    () => false,
  );
  if (!hasDatabase) return null;
  return withE2eSql(baseURL, async (client) => (await client.query(text, values)).rows as T[]);
}
