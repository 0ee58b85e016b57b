import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import { createGunzip } from "node:zlib";
import type { TByteRanges, TSource, TSourceLine } from "./adapter";

const HEAD_BYTES = 16 * 1024;
const MB = 1024 * 1024;
/**
 * The largest line (one record) read, in bytes. A line above it is rejected while it streams past,
 * never held whole: the CLI runs under a 256 MB heap, and a record is copied a few times (text,
 * parsed object, COPY row) on its way in. docs/format.md states it; `--max-record-mb` changes it.
 */
export const MAX_RECORD_BYTES = 16 * MB;
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
const lenientUtf8 = new TextDecoder("utf-8", { fatal: false, ignoreBOM: false });

export type TReadOptions = { maxRecordBytes?: number };

function decodeLine(bytes: Uint8Array, line: number): TSourceLine {
  try {
    return { line, text: strictUtf8.decode(bytes), warnings: [] };
  } catch {
    return {
      line,
      text: lenientUtf8.decode(bytes),
      warnings: ["invalid UTF-8: the bad bytes were replaced with U+FFFD"],
    };
  }
}

const formatMb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

const tooLong = (line: number, bytes: number, limit: number): TSourceLine => ({
  line,
  text: "",
  warnings: [],
  rejected: `line of ${formatMb(bytes)} is over the per-record limit of ${formatMb(limit)}, so it was skipped (--max-record-mb raises it)`,
});

/**
 * Splits a byte stream into decoded lines (\n or \r\n) with their 1-based numbers. Lines are
 * decoded one by one, so invalid UTF-8 is caught and reported on the line it is on, and a line
 * is assembled from its chunks once, not re-copied per chunk. A line longer than the limit is
 * dropped chunk by chunk as it passes and comes out as an empty line marked `rejected`.
 */
export async function* splitLines(
  chunks: AsyncIterable<Uint8Array>,
  { maxRecordBytes = MAX_RECORD_BYTES }: TReadOptions = {},
): AsyncGenerator<TSourceLine> {
  let parts: Buffer[] = [];
  let size = 0;
  /** Bytes of an over-long line seen so far; 0 while the current line is within the limit. */
  let skipped = 0;
  let line = 0;
  const take = (tail: Buffer): TSourceLine => {
    line += 1;
    if (skipped || size + tail.length > maxRecordBytes) {
      const bytes = skipped + size + tail.length;
      [parts, size, skipped] = [[], 0, 0];
      return tooLong(line, bytes, maxRecordBytes);
    }
    const bytes = parts.length ? Buffer.concat([...parts, tail]) : tail;
    [parts, size] = [[], 0];
    const end = bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.length - 1 : bytes.length;
    return decodeLine(bytes.subarray(0, end), line);
  };
  const keep = (rest: Buffer) => {
    if (skipped) skipped += rest.length;
    else if (size + rest.length > maxRecordBytes) [parts, size, skipped] = [[], 0, size + rest.length];
    else {
      parts.push(rest);
      size += rest.length;
    }
  };
  for await (const chunk of chunks) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    let start = 0;
    for (let nl = buffer.indexOf(0x0a, start); nl !== -1; nl = buffer.indexOf(0x0a, start)) {
      yield take(buffer.subarray(start, nl));
      start = nl + 1;
    }
    if (start < buffer.length) keep(buffer.subarray(start));
  }
  // A last line without a newline (often a log cut off mid-write) is still a line.
  if (parts.length || skipped) yield take(Buffer.alloc(0));
}

/** gzip's magic number: files are recognised as compressed by content, whatever their name. */
const isGzip = (head: Buffer) => head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;

async function readStart(file: string): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The first bytes of a stream, then the stream is closed. */
async function firstBytes(stream: AsyncIterable<Buffer> & { destroy(): void }, count: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      parts.push(chunk);
      size += chunk.length;
      if (size >= count) break;
    }
  } catch {
    // A damaged archive: detection works on what came out before the damage.
  } finally {
    stream.destroy();
  }
  return Buffer.concat(parts).subarray(0, count);
}

/**
 * A damaged or cut-off gzip stream ends the file with a rejected line saying so, instead of
 * ending the whole ingest: everything before the damage has been read.
 */
async function* linesUntilDamage(bytes: AsyncIterable<Uint8Array>, options: TReadOptions) {
  let last = 0;
  try {
    for await (const line of splitLines(bytes, options)) {
      last = line.line;
      yield line;
    }
  } catch (error) {
    const rejected = `the compressed data is damaged or cut off here (${(error as Error).message}); the lines before it were read`;
    yield { line: last + 1, text: "", warnings: [], rejected } satisfies TSourceLine;
  }
}

/** A plain file read by ranges (parquet's footer first, then its row groups), one read per range. */
export async function fileRanges(file: string): Promise<TByteRanges> {
  const { size } = await stat(file);
  return {
    byteLength: size,
    async slice(start, end = size) {
      const handle = await open(file, "r");
      try {
        const buffer = Buffer.alloc(Math.max(0, Math.min(end, size) - start));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
        return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + bytesRead) as ArrayBuffer;
      } finally {
        await handle.close();
      }
    },
  };
}

/** A file as a stream of lines; gzip-compressed files (.jsonl.gz, .json.gz) are decompressed as they stream. */
export async function openFileSource(file: string, options: TReadOptions = {}): Promise<TSource> {
  const start = await readStart(file);
  const raw = () => createReadStream(file, { highWaterMark: 256 * 1024 });
  if (!isGzip(start)) {
    return {
      file,
      head: lenientUtf8.decode(start),
      bytes: raw,
      lines: () => splitLines(raw(), options),
      ranges: () => fileRanges(file),
    };
  }
  const bytes = () => raw().pipe(createGunzip({ chunkSize: 256 * 1024 }));
  const head = lenientUtf8.decode(await firstBytes(bytes(), HEAD_BYTES));
  return { file, head, bytes, lines: () => linesUntilDamage(bytes(), options) };
}

/** The name adapters detect a format by: a compressed file's name without its `.gz`. */
export const detectionName = (file: string) => file.replace(/\.gz$/i, "");
