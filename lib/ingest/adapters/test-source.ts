// Test helpers: a TSource from a string or a file, and a way to drain an adapter. Not for the product
// (lib/ingest/read-file.ts is the real reader); these keep adapter tests free of the pipeline.
import fs from "node:fs";
import type { TAdapter, TAdapterItem, TSource, TSourceLine } from "../adapter";

const HEAD_CHARS = 16 * 1024;

export type TTestSourceOptions = {
  /** The file name adapters see (detection reads it); defaults to `test.jsonl`. */
  file?: string;
  /** Bytes per chunk of `bytes()`: small chunks split JSON tokens and UTF-8 sequences across chunks. */
  chunkBytes?: number;
  /** Characters of head; a short head tests detection on a first line cut by the head. */
  headChars?: number;
};

function* linesOf(text: string): Generator<TSourceLine> {
  const lines = text.split("\n");
  // Like the real reader: a trailing newline does not make one more line.
  if (lines.at(-1) === "") lines.pop();
  for (const [i, line] of lines.entries()) {
    yield { line: i + 1, text: line.endsWith("\r") ? line.slice(0, -1) : line, warnings: [] };
  }
}

export function sourceFromString(text: string, options: TTestSourceOptions = {}): TSource {
  const { file = "test.jsonl", chunkBytes = 64 * 1024, headChars = HEAD_CHARS } = options;
  const encoded = Buffer.from(text, "utf8");
  return {
    file,
    head: text.slice(0, headChars),
    async *lines() {
      yield* linesOf(text);
    },
    async *bytes() {
      for (let at = 0; at < encoded.length; at += chunkBytes) yield encoded.subarray(at, at + chunkBytes);
    },
  };
}

export function sourceFromFile(path: string, options: Omit<TTestSourceOptions, "file"> = {}): TSource {
  return sourceFromString(fs.readFileSync(path, "utf8"), { ...options, file: path });
}

/** Binary content (a parquet file) as a stream only, as an HTTP body or a gzip file reaches adapters. */
export function sourceFromBytes(bytes: Uint8Array, file: string): TSource {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 16 * 1024));
  return {
    file,
    head,
    async *lines() {
      yield* linesOf(head);
    },
    async *bytes() {
      yield bytes;
    },
  };
}

export async function collect(items: AsyncIterable<TAdapterItem>): Promise<TAdapterItem[]> {
  const out: TAdapterItem[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** Reads a source with an adapter and splits the result into records and rejects. */
export async function readAll(adapter: TAdapter, source: TSource) {
  const items = await collect(adapter.read(source));
  const records = items.flatMap((item) => (item.kind === "record" ? [item.record] : []));
  const rejects = items.flatMap((item) => (item.kind === "reject" ? [item] : []));
  return { items, records, rejects };
}
