import "server-only";
import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import path from "node:path";
import type { TSqlDatabase } from "@/lib/db/connection";
import type { TSource } from "../adapter";
import { expandInputPaths } from "../expand-paths";
import { openFileSource, splitLines } from "../read-file";
import { completeEnd, planFile } from "../watch-files";
import { ingestSources, type TIngestReport, type TReject } from "./pipeline";

const HEAD_BYTES = 16 * 1024;
const TAIL_CHUNK = 64 * 1024;

export type TWatchPassFile = { file: string; report: TIngestReport };

/** The bytes of each file already ingested into `run` by earlier passes (of this or an earlier watcher). */
async function loadOffsets(db: TSqlDatabase, run: string): Promise<Map<string, number>> {
  const rows = await db.sql.query<{ path: string; bytes: string }>(
    `SELECT w.path, w.bytes::text AS bytes FROM watched_files w JOIN runs r ON r.id = w.run_id WHERE r.name = $1`,
    [run],
  );
  return new Map(rows.map((row) => [row.path, Number(row.bytes)]));
}

async function saveOffset(db: TSqlDatabase, runId: number, file: string, bytes: number) {
  await db.sql.query(
    `INSERT INTO watched_files (run_id, path, bytes, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (run_id, path) DO UPDATE SET bytes = EXCLUDED.bytes, updated_at = now()`,
    [runId, file, bytes],
  );
}

/** The end of the file's last complete line after `from`, reading backwards from `size`; null if none. */
async function lastCompleteLine(file: string, from: number, size: number): Promise<number | null> {
  const handle = await open(file, "r");
  try {
    for (let end = size; end > from; end -= TAIL_CHUNK) {
      const start = Math.max(from, end - TAIL_CHUNK);
      const buffer = Buffer.alloc(end - start);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
      const found = completeEnd(buffer.subarray(0, bytesRead), start);
      if (found !== null) return found;
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** The first `bytes` of a plain file as a source: its complete lines only. */
async function prefixSource(file: string, bytes: number): Promise<TSource> {
  const handle = await open(file, "r");
  const head = Buffer.alloc(Math.min(HEAD_BYTES, bytes));
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const raw = () => createReadStream(file, { start: 0, end: bytes - 1, highWaterMark: 256 * 1024 });
  return { file, head: head.toString("utf8"), bytes: raw, lines: () => splitLines(raw()) };
}

const isGzipName = (file: string) => /\.gz$/i.test(file);
const isParquetName = (file: string) => /\.parquet$/i.test(file);

/** Whether a parquet file ends with its magic number, which follows the footer, written last. */
async function hasParquetFooter(file: string, size: number): Promise<boolean> {
  if (size < 8) return false;
  const handle = await open(file, "r");
  try {
    const tail = Buffer.alloc(4);
    await handle.read(tail, 0, 4, size - 4);
    return tail.toString("latin1") === "PAR1";
  } finally {
    await handle.close();
  }
}

/**
 * Follows a rollout folder into a run: each pass ingests the complete lines that appeared since
 * the last, through the same pipeline as `trajscope ingest`, and records per file how far it got
 * (watched_files) after the write. A crash between the two re-reads that file: its records are
 * `unchanged` by identity, so nothing is stored twice; a partial last line waits for its newline,
 * and a gzip or parquet file (TRL's completions_{step}.parquet) is read whole once it is finished.
 */
export class FolderWatcher {
  private offsets: Map<string, number> | null = null;
  private readonly previousSizes = new Map<string, number>();

  constructor(
    private readonly db: TSqlDatabase,
    private readonly options: { dir: string; run: string; format?: string; onReject?(reject: TReject): void },
  ) {}

  async pass(): Promise<TWatchPassFile[]> {
    this.offsets ??= await loadOffsets(this.db, this.options.run);
    const done: TWatchPassFile[] = [];
    for (const found of await expandInputPaths([this.options.dir])) {
      const file = path.resolve(found);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) continue;
      const stored = this.offsets.get(file) ?? 0;
      const isParquet = isParquetName(file);
      const isWhole = isGzipName(file) || isParquet;
      const completeUpTo = isWhole || info.size === stored ? null : await lastCompleteLine(file, 0, info.size);
      const plan = planFile({
        size: info.size,
        stored,
        completeUpTo,
        isWhole,
        isComplete: isParquet && info.size !== stored ? await hasParquetFooter(file, info.size) : undefined,
        previousSize: this.previousSizes.get(file),
      });
      this.previousSizes.set(file, info.size);
      if (plan.action === "skip") continue;
      const source = isWhole ? await openFileSource(file) : await prefixSource(file, plan.bytes);
      const report = await ingestSources(this.db, [source], {
        run: this.options.run,
        format: this.options.format,
        refreshAllSteps: true,
        onReject: this.options.onReject,
      });
      await saveOffset(this.db, report.runId, file, plan.bytes);
      this.offsets.set(file, plan.bytes);
      done.push({ file, report });
    }
    return done;
  }
}
