// Independent counts for specs on PostgreSQL: SQL against the database the app under test serves
// (e2e/serve.ts writes its URL beside the app). Embedded servers hold their PGlite alone, so
// specs that count with SQL run on the postgres project only.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { TestInfo } from "@playwright/test";
import pg from "pg";

export const isPostgresProject = (info: TestInfo) => info.project.name === "postgres";

export async function querySql<T extends object>(info: TestInfo, text: string, values: unknown[] = []): Promise<T[]> {
  const port = new URL(info.project.use.baseURL!).port;
  const url = (
    await readFile(path.join(import.meta.dirname, "..", ".trajscope", `e2e-${port}.database-url`), "utf8")
  ).trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
