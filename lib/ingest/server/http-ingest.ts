import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { DomainError } from "@/lib/http/errors";
import { detectAdapter, getAdapter } from "../adapters";
import { batchSource, ConcurrencyGate, ItemResults, type TItemResult } from "../http-batch";
import { ingestSources, type TIngestCounts } from "./pipeline";

const MB = 1024 * 1024;
const envNumber = (value: string | undefined, fallback: number) =>
  Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback;

/** The largest request body, in bytes (TRAJSCOPE_INGEST_MAX_MB, default 32). */
export const maxIngestBytes = () => envNumber(process.env.TRAJSCOPE_INGEST_MAX_MB, 32) * MB;

/**
 * Batches ingested at once by this server (TRAJSCOPE_INGEST_CONCURRENCY, default 2); the next gets
 * 429. Each holds its body and one batch being written: memory stays bounded however many trainers post.
 */
export const ingestGate = new ConcurrencyGate(envNumber(process.env.TRAJSCOPE_INGEST_CONCURRENCY, 2));

export const RETRY_AFTER_SECONDS = 1;

export type TIngestAnswer = { run: string; format: string; counts: TIngestCounts; items: TItemResult[] };

/** The body, read as it streams and refused (413) as soon as it passes `maxBytes`. */
export async function readBodyWithin(
  body: ReadableStream<Uint8Array> | null,
  contentLength: string | null,
  maxBytes: number,
): Promise<Buffer> {
  const tooLarge = () =>
    new DomainError(
      "ingest_too_large",
      `The batch is over the limit of ${maxBytes / MB} MB (TRAJSCOPE_INGEST_MAX_MB): send it in smaller batches.`,
      { maxBytes },
    );
  if (Number(contentLength) > maxBytes) throw tooLarge();
  if (!body) return Buffer.alloc(0);
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    parts.push(value);
  }
  return Buffer.concat(parts);
}

/**
 * One batch into a run through the same pipeline as `trajscope ingest` (same adapters, same
 * identities, so a trainer may retry a batch blindly), answered per item: stored, unchanged, or
 * rejected with the reason. Items are lines of JSONL or elements of a JSON array, numbered from 1.
 */
export async function ingestBatch(
  db: TDatabase,
  input: { run: string; format?: string; body: Uint8Array },
): Promise<TIngestAnswer> {
  const source = batchSource(input.body);
  const adapter = input.format ? getAdapter(input.format) : detectAdapter(source);
  if (!adapter) {
    throw new DomainError(
      "ingest_format_unknown",
      input.format
        ? `No format is called "${input.format}".`
        : "The batch is in no format trajscope recognises: name it with ?format=.",
    );
  }
  const results = new ItemResults();
  const report = await ingestSources(db, [source], {
    run: input.run,
    format: adapter.name,
    onOutcome: (location, outcome) => results.add(location, outcome),
    onReject: (reject) => results.add(reject, "rejected", reject.reason),
  });
  const { read, stored, unchanged, rejected, warnings } = report;
  return {
    run: input.run,
    format: adapter.name,
    counts: { read, stored, unchanged, rejected, warnings },
    items: results.list(),
  };
}
