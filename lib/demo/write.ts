// Writes the demo family as one canonical JSONL file per run, `<dir>/<run>.jsonl`, streaming (the
// full family is tens of megabytes; nothing is held in memory but one chunk).
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { once } from "node:events";
import path from "node:path";
import { finished } from "node:stream/promises";
import type { TCanonicalInput } from "@/lib/ingest/canonical";
import { generateDemoFamily } from "./family";
import type { TDemoOptions } from "./options";

export type TWrittenRun = { run: string; file: string; records: number; bytes: number };

/** JSONL text of records, in chunks of about `chunkSize` characters. */
export function* jsonlChunks(records: Iterable<TCanonicalInput>, chunkSize = 1 << 20): Generator<string> {
  let chunk = "";
  for (const record of records) {
    chunk += `${JSON.stringify(record)}\n`;
    if (chunk.length >= chunkSize) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}

export async function writeDemoFamily(dir: string, options: TDemoOptions = {}): Promise<TWrittenRun[]> {
  await mkdir(dir, { recursive: true });
  const written: TWrittenRun[] = [];
  for (const { run, records } of generateDemoFamily(options)) {
    const file = path.join(dir, `${run}.jsonl`);
    const stream = createWriteStream(file);
    let [count, bytes] = [0, 0];
    for (const chunk of jsonlChunks(countingRecords(records, () => (count += 1)))) {
      bytes += Buffer.byteLength(chunk);
      if (!stream.write(chunk)) await once(stream, "drain");
    }
    stream.end();
    await finished(stream);
    written.push({ run, file, records: count, bytes });
  }
  return written;
}

function* countingRecords<T>(records: Iterable<T>, onRecord: () => void): Generator<T> {
  for (const record of records) {
    onRecord();
    yield record;
  }
}
