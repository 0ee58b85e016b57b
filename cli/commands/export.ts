import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import { openMigrated } from "@/lib/db/client";
import { getRunByName } from "@/lib/runs/server/runs";
import { EXPORT_SCOPES, type TExportScope } from "@/lib/annotate/export-records";
import { streamLabelExport } from "@/lib/annotate/server/label-export";
import { exportRun } from "@/lib/ingest/server/export-run";
import { pairLines, pairStatsLines, parsePairFilterOptions } from "./export-pairs";
import { CliError, USAGE_EXIT_CODE } from "../errors";
import type { TCommand } from "../main";
import { parseOptions } from "../parse-options";

const usage = `Usage: trajscope export --run NAME [--format jsonl|csv] [--out FILE]
       trajscope export --run NAME --labels [--scope current|people] [--out FILE]
       trajscope export --run NAME --pairs [--stats] [--margin D] [--min-f1 F] [--min-delta-f1 F] [--out FILE]

Writes a run as canonical JSONL (the default: ingest it again and nothing changes) or as a flat
CSV of its trajectories, to FILE or to standard output.

With --labels, writes its labels as training data for a judge or a PRM instead: one JSON line per
label that holds (people's corrections over the judge's labels) with the question, the gold
answers, the steps before it, the step, the label, its rationale, source and author. --scope
people keeps only the labels people made.

With --pairs, writes the run's step-level preference pairs that pass PRO-Step's filters as DPO
training data, one JSON line each (prompt, chosen, rejected as chat messages, with their scores):
V(chosen) − V(rejected) > --margin (default 0), chosen F1 ≥ --min-f1 (0.2) and ΔF1 ≥
--min-delta-f1 (0.2), the same filter as the pair browser. --stats writes the CSV behind the pair
statistics (pair types, depths, margin buckets, actions) of those pairs instead.`;

/** The text chunks of a label export: one JSON line per record. */
async function* labelLines(...args: Parameters<typeof streamLabelExport>) {
  for await (const record of streamLabelExport(...args)) yield `${JSON.stringify(record)}\n`;
}

export const exportCommand: TCommand = {
  name: "export",
  summary: "write a run as canonical JSONL (re-ingestable) or CSV",
  usage,
  async run(args) {
    const { values } = parseOptions(
      args,
      {
        run: { type: "string" },
        format: { type: "string" },
        out: { type: "string" },
        labels: { type: "boolean" },
        scope: { type: "string" },
        pairs: { type: "boolean" },
        stats: { type: "boolean" },
        margin: { type: "string" },
        "min-f1": { type: "string" },
        "min-delta-f1": { type: "string" },
      },
      usage,
    );
    if (!values.run) throw new CliError(`name the run with --run NAME\n\n${usage}`, USAGE_EXIT_CODE);
    const format = values.format ?? "jsonl";
    if (format !== "jsonl" && format !== "csv") {
      throw new CliError(`--format must be jsonl or csv, got '${format}'`, USAGE_EXIT_CODE);
    }
    const scope = (values.scope ?? "current") as TExportScope;
    if (!EXPORT_SCOPES.includes(scope)) {
      throw new CliError(`--scope must be ${EXPORT_SCOPES.join(" or ")}, got '${scope}'`, USAGE_EXIT_CODE);
    }
    if (values.scope && !values.labels) throw new CliError("--scope goes with --labels", USAGE_EXIT_CODE);
    if (values.labels && values.format) throw new CliError("--labels writes JSONL; drop --format", USAGE_EXIT_CODE);
    const filter = parsePairFilterOptions(values);
    if (values.pairs && (values.labels || values.format)) {
      throw new CliError("--pairs writes JSONL (or CSV with --stats); drop --labels and --format", USAGE_EXIT_CODE);
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
      const chunks = values.pairs
        ? values.stats
          ? pairStatsLines(db, run.id, filter)
          : pairLines(db, run.id, filter)
        : values.labels
          ? labelLines(db, { runId: run.id, runName: run.name, scope })
          : exportRun(db, run, format);
      for await (const text of chunks) {
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
