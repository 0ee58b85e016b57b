import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describeDatabase, projectRoot, readDatabaseConfig } from "@/lib/db/config";
import { openDatabase } from "@/lib/db/connection";
import { defaultMigrationsDir, migrateDatabase } from "@/lib/db/migrate";
import { countRuns } from "@/lib/runs/server/runs";
import { ingestDemoRuns } from "@/lib/ingest/server/demo";
import { CliError } from "../errors";
import type { TCommand } from "../main";
import { parseOptions } from "../parse-options";

const usage = `Usage: trajscope start [--port N] [--rebuild] [--skip-demo]

Builds the dashboard if it has not been built, applies migrations and serves it
(default http://localhost:3000; PORT works too). An empty database first gets the demo runs
(real rollouts shipped in demo/) unless --skip-demo is given.`;

export const startCommand: TCommand = {
  name: "start",
  summary: "build if needed, migrate and serve the dashboard",
  usage,
  async run(args) {
    const { values } = parseOptions(
      args,
      { port: { type: "string", short: "p" }, rebuild: { type: "boolean" }, "skip-demo": { type: "boolean" } },
      usage,
    );
    const port = values.port ?? process.env.PORT ?? "3000";
    if (!/^\d+$/.test(port)) throw new CliError(`--port must be a number, got '${port}'`);
    const root = projectRoot();

    if (values.rebuild || !existsSync(path.join(root, ".next", "BUILD_ID"))) {
      console.log("Building the dashboard (once; 'trajscope start --rebuild' builds again)…");
      await runNext(root, ["build"]);
    }

    // Migrate here, before the server starts, so a bad database stops us with a clear message.
    const config = readDatabaseConfig();
    const db = await openDatabase(config);
    try {
      await migrateDatabase(db, defaultMigrationsDir(root));
      if (!values["skip-demo"] && (await countRuns(db)) === 0) {
        console.log("Empty database: adding the demo runs (real rollouts from demo/ and a synthetic run family)…");
        await ingestDemoRuns(db, root);
      }
    } finally {
      await db.close();
    }
    console.log(`trajscope on http://localhost:${port} — ${describeDatabase(config)}`);
    await runNext(root, ["start", "-p", port]);
  },
};

function runNext(root: string, args: string[]): Promise<void> {
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [nextBin, ...args], { cwd: root, stdio: "inherit" });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", forward).on("SIGTERM", forward);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward).off("SIGTERM", forward);
      if (code === 0 || signal === "SIGINT" || signal === "SIGTERM") resolve();
      else reject(new CliError(`next ${args[0]} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
