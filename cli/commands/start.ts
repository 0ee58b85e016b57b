import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import { existsSync } from "node:fs";
import path from "node:path";
import { setProcessDb } from "@/lib/db/client";
import { describeDatabase, projectRoot, readDatabaseConfig } from "@/lib/db/config";
import type { TDatabase } from "@/lib/db/connection";
import { CliError } from "../errors";
import type { TCommand } from "../main";
import { parseOptions } from "../parse-options";

const usage = `Usage: trajscope start [--port N] [--rebuild] [--skip-demo] [--prepare-only]

Builds the dashboard if it has not been built, applies migrations and serves it
(default http://localhost:3000; PORT works too). An empty database first gets the demo runs
(real rollouts shipped in demo/) unless --skip-demo is given. --prepare-only migrates and adds
the demo runs, then exits without serving.`;

export const startCommand: TCommand = {
  name: "start",
  summary: "build if needed, migrate and serve the dashboard",
  usage,
  async run(args) {
    const { values } = parseOptions(
      args,
      {
        port: { type: "string", short: "p" },
        rebuild: { type: "boolean" },
        "skip-demo": { type: "boolean" },
        "prepare-only": { type: "boolean" },
      },
      usage,
    );
    const root = projectRoot();
    if (values["prepare-only"]) return prepareDatabase(root, !values["skip-demo"]);
    const port = values.port ?? process.env.PORT ?? "3000";
    if (!/^\d+$/.test(port)) throw new CliError(`--port must be a number, got '${port}'`);

    const build = values.rebuild || !existsSync(path.join(root, ".next", "BUILD_ID"));
    // The server mostly reads: a smaller buffer pool keeps the embedded database light
    // (lib/db/connection.ts); the files it leaves out stay in the OS page cache.
    const serverSharedBuffers = process.env.TRAJSCOPE_PGLITE_SHARED_BUFFERS ?? SERVER_SHARED_BUFFERS;
    // The server is handed the database this process opened (below): opening it twice, in a
    // process that prepares and then in the server's, took 2.4 s of a 6.2 s restart on two cores.
    let served = build || isNewEmbeddedDatabase() ? null : await openPrepared(root, serverSharedBuffers);
    if (served && !values["skip-demo"] && (await isEmpty(served))) {
      // The demo runs are added by a process of its own, as on a first start.
      await served.close();
      served = null;
    }
    if (!served) {
      // A first start: the build and the database's preparation (migrations, and the demo runs)
      // run side by side. With cores to spare it waits for the longer one; on two cores they share
      // them and take about their sum (31 s and 24 s alone, 57 s together). The database is
      // prepared in a process of its own that exits: this one goes on to serve, and would
      // otherwise keep the writing database's memory (~200 MB) resident beside the server's.
      if (build) console.log("Building the dashboard (once; 'trajscope start --rebuild' builds again)…");
      const prepare = [path.join(root, "bin", "trajscope.mjs"), "start", "--prepare-only"];
      if (values["skip-demo"]) prepare.push("--skip-demo");
      await allOrNone([
        // A bad database stops us here with a clear message, before the server starts.
        (signal) => runNode(root, ["--max-old-space-size=256", ...prepare], null, { signal }),
        (signal) =>
          build
            ? runNode(root, [nextBin(root), "build"], "next build", { signal, env: BUILD_TO_SERVE })
            : Promise.resolve(),
      ]);
      served = await openPrepared(root, serverSharedBuffers);
    }
    // The server's requests (and instrumentation.ts) read through getDb(), which finds this one:
    // the embedded database allows one process, and one opening, at a time.
    setProcessDb(served);
    const server = await serveDashboard(root, Number(port));
    console.log(`trajscope on http://localhost:${port} — ${describeDatabase(readDatabaseConfig())}`);
    await stopSignal();
    await new Promise((resolve) => server.close(resolve));
    // The embedded database and Next's timers would keep the process alive: stop here, as
    // `next start` does on these signals.
    process.exit(0);
  },
};

/**
 * How long an idle connection stays open. Node's 5 s default is shorter than what clients that pool
 * connections assume (a reverse proxy's 60 s, Playwright's request API, which ignores the server's
 * Keep-Alive hint): one reusing a socket just as the server closes it gets ECONNRESET.
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Serves the built dashboard in this process, as `next start` would in one of its own: a second
 * Node process beside it cost its whole runtime again (49 MB RSS, 88 MB when the CLI runs from
 * its sources through tsx and esbuild) only to wait for the server to end.
 */
async function serveDashboard(root: string, port: number): Promise<Server> {
  // What `next start` sets: React and Next pick their production builds from it.
  Object.assign(process.env, { NODE_ENV: "production" });
  // bin/trajscope.mjs maps the CLI's errors to its TypeScript; left on, Node would also read and
  // keep the maps of every server chunk Next loads (50 MB of strings after the main pages).
  process.setSourceMapsEnabled(false);
  const { default: next } = await import("next");
  const app = next({ dir: root, dev: false, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer(
    { keepAliveTimeout: KEEP_ALIVE_MS },
    (request, response) => void handle(request, response),
  );
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, resolve)).catch(
    (error: unknown) => {
      throw new CliError(`cannot serve on port ${port}: ${error instanceof Error ? error.message : error}`);
    },
  );
  return server;
}

/** Resolves on Ctrl-C or SIGTERM; the exit code is then 0, as `next start` stopped by them gave. */
function stopSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once("SIGINT", () => resolve()).once("SIGTERM", () => resolve());
  });
}

async function prepareDatabase(root: string, withDemo: boolean): Promise<void> {
  const { openDatabase } = await import("@/lib/db/connection");
  const db = await openDatabase(readDatabaseConfig());
  try {
    await migrateAndBackfill(db, root);
    if (withDemo && (await isEmpty(db))) {
      console.log("Empty database: adding the demo runs (real rollouts from demo/ and a synthetic run family)…");
      const { ingestDemoRuns } = await import("@/lib/ingest/server/demo");
      await ingestDemoRuns(db, root);
    }
  } finally {
    await db.close();
  }
}

/**
 * An embedded database not created yet goes straight to the preparing process: created and
 * migrated here first, it left this process at 790 MB of peak memory and 407 MB after the start.
 */
function isNewEmbeddedDatabase(): boolean {
  const config = readDatabaseConfig();
  return (
    config.kind === "pglite" && config.dataDir !== ":memory:" && !existsSync(path.join(config.dataDir, "PG_VERSION"))
  );
}

/** The database, migrated and with the server's buffer pool, to serve. */
async function openPrepared(root: string, pgliteSharedBuffers: string): Promise<TDatabase> {
  const { openDatabase } = await import("@/lib/db/connection");
  const db = await openDatabase(readDatabaseConfig(), { pgliteSharedBuffers });
  try {
    await migrateAndBackfill(db, root);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Pending migrations, then the columns filled for runs stored before them. */
async function migrateAndBackfill(db: TDatabase, root: string): Promise<void> {
  const [{ defaultMigrationsDir, migrateDatabase }, { backfillPendingRuns }] = await Promise.all([
    import("@/lib/db/migrate"),
    import("@/lib/runs/server/backfill-pending"),
  ]);
  await migrateDatabase(db, defaultMigrationsDir(root));
  await backfillPendingRuns(db);
}

async function isEmpty(db: TDatabase): Promise<boolean> {
  const { countRuns } = await import("@/lib/runs/server/runs");
  return (await countRuns(db)) === 0;
}

// 16 MB against 32: 18 MB less RSS and the same CPU time over the main pages of the demo runs
// (93 MB of data, which the OS page cache holds for the reads the buffer pool misses).
const SERVER_SHARED_BUFFERS = "16MB";

// Read by next.config.mjs: no type check and no build cache in a build made only to serve.
const BUILD_TO_SERVE = { TRAJSCOPE_BUILD_TO_SERVE: "1" };

const nextBin = (root: string) => path.join(root, "node_modules", "next", "dist", "bin", "next");

/**
 * Runs node with `args` in the project; `what` names it in the error when it fails, or null when
 * it prints its own errors (then only its exit code is passed on).
 */
function runNode(
  root: string,
  args: string[],
  what: string | null,
  { signal, env }: { signal?: AbortSignal; env?: Record<string, string> } = {},
): Promise<void> {
  const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit", signal, env: { ...process.env, ...env } });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", forward).on("SIGTERM", forward);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward).off("SIGTERM", forward);
      if (code === 0) resolve();
      // Stopped while preparing: stop here too, rather than go on to serve.
      else if (what === null) reject(new CliError("the database could not be prepared (see above)", code ?? 130));
      // Stopped by a signal, or exited with the code of one (128 + SIGINT or SIGTERM, as Next does).
      else if (signal === "SIGINT" || signal === "SIGTERM" || code === 130 || code === 143) resolve();
      else reject(new CliError(`${what} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Runs the tasks side by side; when one fails, the others are stopped instead of left running. */
export async function allOrNone(tasks: ((signal: AbortSignal) => Promise<void>)[]): Promise<void> {
  const stop = new AbortController();
  await Promise.all(
    tasks.map((task) =>
      task(stop.signal).catch((error: unknown) => {
        stop.abort();
        throw error;
      }),
    ),
  );
}
