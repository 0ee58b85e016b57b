import { setTimeout as sleep } from "node:timers/promises";
import { stat } from "node:fs/promises";
import { openMigratedSql } from "@/lib/db/client";
import { ADAPTERS } from "@/lib/ingest/adapters";
import { FolderWatcher } from "@/lib/ingest/server/watch";
import { CliError, USAGE_EXIT_CODE } from "../errors";
import type { TCommand } from "../main";
import { parseOptions } from "../parse-options";

const usage = `Usage: trajscope watch DIR --run NAME [--format F] [--interval SECONDS] [--once]

Follows a rollout folder while training writes it — verl's rollout_data_dir ({global_step}.jsonl
per step) or files in any format 'trajscope ingest' reads — and ingests each new complete line
into the run. A partial last line waits for its newline. How far each file was read is kept in
the database, and records are idempotent, so a watcher stopped or killed at any point and started
again stores nothing twice. Rejected lines are printed to stderr.

Options:
  --run NAME          the run to ingest into (required)
  --format F          read every file as format F (default: detected per file)
  --interval SECONDS  how often to look for new lines (default 2)
  --once              one pass, then exit (for scripts)`;

export const watchCommand: TCommand = {
  name: "watch",
  summary: "follow a rollout folder while training writes it and ingest each new complete line",
  usage,
  async run(args) {
    const { values, positionals } = parseOptions(
      args,
      { run: { type: "string" }, format: { type: "string" }, interval: { type: "string" }, once: { type: "boolean" } },
      usage,
      { allowPositionals: true },
    );
    const [dir] = positionals;
    if (!values.run || !dir || positionals.length > 1) throw new CliError(usage, USAGE_EXIT_CODE);
    if (values.format && !ADAPTERS.some((a) => a.name === values.format)) {
      throw new CliError(`unknown format '${values.format}'; formats: ${ADAPTERS.map((a) => a.name).join(", ")}`);
    }
    const interval = Number(values.interval ?? 2);
    if (!(interval > 0)) throw new CliError("--interval must be a positive number of seconds", USAGE_EXIT_CODE);
    if (!(await stat(dir).catch(() => null))?.isDirectory()) throw new CliError(`no such folder: ${dir}`);

    let isStopping = false;
    const stop = () => {
      isStopping = true;
    };
    process.once("SIGINT", stop).once("SIGTERM", stop);
    const db = await openMigratedSql();
    const watcher = new FolderWatcher(db, {
      dir,
      run: values.run,
      format: values.format,
      onReject: (r) => console.error(`rejected ${r.file}:${r.line}: ${r.reason}`),
    });
    try {
      console.error(`Watching ${dir} into run ${values.run} (every ${interval} s; Ctrl-C stops).`);
      do {
        for (const { file, report } of await watcher.pass()) {
          const { stored, unchanged, rejected } = report;
          console.log(`${file}: ${stored} stored, ${unchanged} unchanged, ${rejected} rejected`);
        }
        if (values.once) break;
        // Wakes early when asked to stop; a pass in progress always finishes first.
        for (let waited = 0; waited < interval * 1000 && !isStopping; waited += 100) await sleep(100);
      } while (!isStopping);
    } finally {
      await db.close();
    }
  },
};
