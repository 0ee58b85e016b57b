// Starts the built app for one Playwright project on a fresh database of the kind it names:
//   node --import ./bin/register.mjs e2e/serve.ts --db pglite|postgres --port N [--seed] [--open]
// --open keeps reading open to visitors (TRAJSCOPE_PRIVATE=0); without it the seeded people make the site private.
// Playwright's webServer runs it and stops it when the tests end.
import { spawn } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { KEEP_ALIVE_MS } from "@/cli/commands/start";
import { openDatabase } from "@/lib/db/connection";
import { defaultMigrationsDir, migrateDatabase } from "@/lib/db/migrate";
import { createTestDatabase } from "@/test/postgres-admin";
import { seedE2eRuns } from "./seed";
import { databaseUrlFile } from "./sql";

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    port: { type: "string" },
    seed: { type: "boolean" },
    open: { type: "boolean" },
    live: { type: "boolean" },
  },
});
const root = path.join(import.meta.dirname, "..");
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", TRAJSCOPE_ROOT: root };
if (values.open) env.TRAJSCOPE_PRIVATE = "0";
else delete env.TRAJSCOPE_PRIVATE;
// A small batch limit, so a spec can pass it without sending 32 MB.
if (values.live) env.TRAJSCOPE_INGEST_MAX_MB ??= "1";
let cleanup = async () => {};

if (values.db === "postgres") {
  const created = await createTestDatabase("trajscope_e2e");
  env.DATABASE_URL = created.url;
  // Specs on PostgreSQL count what a page shows with their own SQL, and the live specs run the
  // CLI's watcher on this server's database: both read its URL from this file (e2e/sql.ts).
  const urlFile = databaseUrlFile(values.port!);
  await mkdir(path.dirname(urlFile), { recursive: true });
  await writeFile(urlFile, created.url);
  cleanup = async () => {
    await rm(urlFile, { force: true });
    await created.drop();
  };
} else {
  const dataDir = path.join(root, ".trajscope", `e2e-${values.port}`);
  await rm(dataDir, { recursive: true, force: true });
  delete env.DATABASE_URL;
  env.TRAJSCOPE_DATA_DIR = dataDir;
  cleanup = () => rm(dataDir, { recursive: true, force: true });
}

const db = await openDatabase(
  env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.TRAJSCOPE_DATA_DIR! },
);
await migrateDatabase(db, defaultMigrationsDir(root));
if (values.seed) await seedE2eRuns(db);
await db.close();

const next = spawn(
  process.execPath,
  // The keep-alive `trajscope start` serves with (cli/commands/start.ts): a spec's request context
  // that sat idle past Node's 5 s default reused a socket the server was closing (ECONNRESET).
  [
    path.join(root, "node_modules/next/dist/bin/next"),
    "start",
    "-p",
    values.port!,
    "--keepAliveTimeout",
    String(KEEP_ALIVE_MS),
  ],
  {
    cwd: root,
    env,
    stdio: "inherit",
  },
);
const stop = () => next.kill("SIGTERM");
process.on("SIGTERM", stop).on("SIGINT", stop);
next.on("exit", async (code) => {
  await cleanup().catch(() => {});
  process.exit(code ?? 0);
});
