import { createWriteStream, type WriteStream } from "node:fs";
import { openMigratedSql } from "@/lib/db/client";
import { ADAPTERS } from "@/lib/ingest/adapters";
import { expandInputPaths } from "@/lib/ingest/expand-paths";
import { ingestSources, type TReject } from "@/lib/ingest/server/pipeline";
import { openFileSource } from "@/lib/ingest/read-file";
import { isConnectionLost, firstLine } from "../connection-lost";
import { CliError, DATA_EXIT_CODE, USAGE_EXIT_CODE } from "../errors";
import type { TCommand } from "../main";
import { parseOptions } from "../parse-options";
import { formatSummary, ProgressLine } from "../progress";

const usage = `Usage: trajscope ingest <files or folders...> --run NAME [options]

Reads rollout logs into a run (created if needed). Each file's format is detected; --format forces one:
${ADAPTERS.map((a) => `  ${a.name.padEnd(18)} ${a.description}`).join("\n")}

Options:
  --run NAME        the run to ingest into (required)
  --format F        read every file as format F
  --method M        the run's method (e.g. Search-R1, HiPRAG)
  --model M         the policy model
  --tag T           a tag for the run (repeatable)
  --rejects FILE    where rejected lines are written (default: trajscope-rejects-<run>-<time>.jsonl)
  --batch-size N    trajectories per transaction (default 1000)
  --max-record-mb N the largest line (one record) read, in MB (default 16); longer lines are rejected
  --json            print the summary as JSON (with peak memory), for scripts

Files may be gzip-compressed (.jsonl.gz, .json.gz). Ingesting the same files again stores nothing
twice. Rejected lines never stop the rest. Exits with 65 when a file is empty or in no known format, or when every line read was rejected.`;

export const ingestCommand: TCommand = {
  name: "ingest",
  summary: "read rollout logs (verl, Search-R1, HiPRAG, PRO-Step, R1-Searcher, FlashRAG, metrics) into a run",
  usage,
  async run(args) {
    const { values, positionals } = parseOptions(
      args,
      {
        run: { type: "string" },
        format: { type: "string" },
        method: { type: "string" },
        model: { type: "string" },
        tag: { type: "string", multiple: true },
        rejects: { type: "string" },
        "batch-size": { type: "string" },
        "max-record-mb": { type: "string" },
        json: { type: "boolean" },
      },
      usage,
      { allowPositionals: true },
    );
    if (!values.run) throw new CliError(`name the run with --run NAME\n\n${usage}`, USAGE_EXIT_CODE);
    if (positionals.length === 0) throw new CliError(`give at least one file or folder\n\n${usage}`, USAGE_EXIT_CODE);
    if (values.format && !ADAPTERS.some((a) => a.name === values.format)) {
      throw new CliError(
        `unknown format '${values.format}'; formats: ${ADAPTERS.map((a) => a.name).join(", ")}`,
        USAGE_EXIT_CODE,
      );
    }
    const batchSize = values["batch-size"] === undefined ? undefined : Number(values["batch-size"]);
    if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
      throw new CliError(`--batch-size must be a positive whole number`, USAGE_EXIT_CODE);
    }
    const maxRecordMb = values["max-record-mb"] === undefined ? undefined : Number(values["max-record-mb"]);
    if (maxRecordMb !== undefined && !(maxRecordMb > 0)) {
      throw new CliError(`--max-record-mb must be a positive number`, USAGE_EXIT_CODE);
    }
    const files = await expandInputPaths(positionals);
    if (files.length === 0) throw new CliError(`no files found in ${positionals.join(", ")}`);
    const readOptions = maxRecordMb ? { maxRecordBytes: Math.round(maxRecordMb * 1024 * 1024) } : {};
    const sources = await Promise.all(files.map((file) => openFileSource(file, readOptions)));

    const rejectsPath = values.rejects ?? `trajscope-rejects-${values.run.replace(/[^\w.-]+/g, "_")}-${stamp()}.jsonl`;
    const rejects = new RejectsFile(rejectsPath);
    const progress = new ProgressLine(process.stderr);
    const db = await openMigratedSql();
    try {
      const report = await ingestSources(db, sources, {
        run: values.run,
        format: values.format,
        batchSize,
        metadata: { method: values.method, model: values.model, tags: values.tag },
        onReject: (reject) => rejects.write(reject),
        onWarning: (warning) => rejects.write({ ...warning, reason: `warning: ${warning.message}` }),
        onProgress: (p) => progress.update(p),
      }).catch((error: unknown) => {
        if (!isConnectionLost(error)) throw error;
        throw new CliError(
          `lost the connection to the database mid-ingest (${firstLine(error)}). ` +
            `Every batch committed before it is kept and is skipped as unchanged next time: run the same command again.`,
        );
      });
      progress.clear();
      await rejects.close();
      const rejectsFile = rejects.count ? rejectsPath : null;
      const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
      console.log(
        values.json
          ? JSON.stringify({ ...report, rejectsFile, peakRssMb })
          : formatSummary(values.run, report, rejectsFile, [...rejects.first.values()]),
      );
      const unread = report.files.filter((f) => f.format === "unrecognised" || f.format === "empty");
      if (unread.length) {
        const list = unread.map((f) => `${f.file} (${f.format === "empty" ? "empty" : "format not recognised"})`);
        throw new CliError(
          `nothing could be read from ${list.join(", ")}; name the format with --format`,
          DATA_EXIT_CODE,
        );
      }
      // A file of lines that all fail is a wrong format or a broken writer, not a success.
      if (report.rejected > 0 && report.stored + report.unchanged === 0) {
        throw new CliError(
          `every line read (${report.rejected}) was rejected and nothing was stored; the reasons are in ${rejectsPath}`,
          DATA_EXIT_CODE,
        );
      }
    } finally {
      progress.clear();
      await rejects.close();
      await db.close();
    }
  },
};

const stamp = () => new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "");

/**
 * Rejected lines go to a JSONL file (created on the first one); the summary gets the first line
 * of each distinct reason and how often it occurred, so 10,000 alike rejects read as one.
 */
class RejectsFile {
  count = 0;
  readonly first = new Map<string, { reject: TReject; count: number }>();
  private stream: WriteStream | null = null;

  constructor(private readonly path: string) {}

  write(reject: TReject) {
    this.count += 1;
    const seen = this.first.get(reject.reason);
    if (seen) seen.count += 1;
    else if (this.first.size < 10) this.first.set(reject.reason, { reject, count: 1 });
    this.stream ??= createWriteStream(this.path);
    this.stream.write(`${JSON.stringify(reject)}\n`);
  }

  close(): Promise<void> {
    const stream = this.stream;
    this.stream = null;
    return stream
      ? new Promise((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())))
      : Promise.resolve();
  }
}
