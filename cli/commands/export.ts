import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import { openMigrated } from "@/lib/db/client";
import { getRunByName } from "@/lib/db/runs";
import { exportRun } from "@/lib/ingest/export-run";
import { CliError, USAGE_EXIT_CODE } from "../errors";
import type { TCommand } from "../main";
import { parseOptions } from "../parse-options";

const usage = `Usage: trajscope export --run NAME [--format jsonl|csv] [--out FILE]

Writes a run as canonical JSONL (the default: ingest it again and nothing changes) or as a flat
CSV of its trajectories, to FILE or to standard output.`;

export const exportCommand: TCommand = {
  name: "export",
  summary: "write a run as canonical JSONL (re-ingestable) or CSV",
  usage,
  async run(args) {
    const { values } = parseOptions(
      args,
      { run: { type: "string" }, format: { type: "string" }, out: { type: "string" } },
      usage,
    );
    if (!values.run) throw new CliError(`name the run with --run NAME\n\n${usage}`, USAGE_EXIT_CODE);
    const format = values.format ?? "jsonl";
    if (format !== "jsonl" && format !== "csv") {
      throw new CliError(`--format must be jsonl or csv, got '${format}'`, USAGE_EXIT_CODE);
    }
    const db = await openMigrated();
    try {
      const run = await getRunByName(db, values.run);
      if (!run) throw new CliError(`no run named "${values.run}"`);
      const out = values.out ? createWriteStream(values.out) : process.stdout;
      // `trajscope export … | head` closes the pipe early: that is the reader's choice, not an error.
      out.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code === "EPIPE") process.exit(0);
        throw error;
      });
      for await (const text of exportRun(db, run, format)) {
        if (!out.write(text)) await once(out, "drain");
      }
      if (values.out) {
        out.end();
        await finished(out);
      }
    } finally {
      await db.close();
    }
  },
};
