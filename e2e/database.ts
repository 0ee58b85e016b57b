// The seeded PostgreSQL database behind the e2e server a spec talks to, for counts a spec makes
// itself in SQL (never through the app). serve.ts writes its address; the embedded (PGlite)
// servers hold their database in-process, so there a spec has none and checks against files.
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

export const databaseUrlFile = (root: string, port: string) =>
  path.join(root, ".trajscope", `e2e-${port}.database-url`);

/** Runs `sql` on the database of the server at `baseURL`, or returns null when it is not PostgreSQL. */
export async function querySeeded<T>(baseURL: string, sql: string, values: unknown[] = []): Promise<T[] | null> {
  const port = new URL(baseURL).port;
  const url = await readFile(databaseUrlFile(path.join(import.meta.dirname, ".."), port), "utf8").catch(() => null);
  if (url === null) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}
