import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

// The database behind a PostgreSQL e2e server (e2e/serve.ts writes its URL beside the app's
// data), so a spec can count what a page should show with its own SQL.

export const databaseUrlFile = (port: string | number) =>
  path.join(import.meta.dirname, "..", ".trajscope", `e2e-${port}.database-url`);

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
