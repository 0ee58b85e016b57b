// The HTTP ingest API's batch, before and after the pipeline: a request body (JSONL or a JSON
// array) as the TSource adapters read, each item's outcome as one answer per item, and the gate
// that bounds how many batches are ingested at once (back-pressure instead of unbounded memory).
import type { TLocation, TSource, TSourceLine } from "./adapter";
import { splitLines } from "./read-file";

const HEAD_CHARS = 16 * 1024;
const utf8 = new TextDecoder("utf-8", { fatal: false });

/** The name adapters see for a request body: JSONL, which is what every line-based format is. */
export const BATCH_FILE = "request.jsonl";

async function* once(bytes: Uint8Array) {
  yield bytes;
}

/**
 * A request body as a source. A JSON array becomes one line per element (item n is element n),
 * so that line-based adapters read it as JSONL; adapters that read a whole JSON array (FlashRAG)
 * get the raw bytes. Anything else is read as lines, item n being line n.
 */
export function batchSource(body: Uint8Array): TSource {
  const text = utf8.decode(body);
  const elements = text.trimStart().startsWith("[") ? parseArray(text) : null;
  if (elements) {
    const lines: TSourceLine[] = elements.map((element, i) => ({ line: i + 1, text: element, warnings: [] }));
    return {
      file: BATCH_FILE,
      head: lines
        .map((l) => l.text)
        .join("\n")
        .slice(0, HEAD_CHARS),
      async *lines() {
        yield* lines;
      },
      bytes: () => once(body),
    };
  }
  return {
    file: BATCH_FILE,
    head: text.slice(0, HEAD_CHARS),
    lines: () => splitLines(once(body)),
    bytes: () => once(body),
  };
}

function parseArray(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map((element) => JSON.stringify(element) ?? "null") : null;
  } catch {
    return null;
  }
}

export type TItemStatus = "stored" | "unchanged" | "rejected";
export type TItemResult = { item: number; status: TItemStatus; reason?: string };

const RANK: Record<TItemStatus, number> = { unchanged: 0, stored: 1, rejected: 2 };

/**
 * Collects outcomes by item. An item that gave several records (a record and its labels) is
 * rejected if any part was, else stored if any part was written, else unchanged.
 */
export class ItemResults {
  private readonly byItem = new Map<number, TItemResult>();

  add(location: Pick<TLocation, "line">, status: TItemStatus, reason?: string) {
    const previous = this.byItem.get(location.line);
    const reasons = [previous?.reason, reason].filter(Boolean).join("; ") || undefined;
    const winner = previous && RANK[previous.status] >= RANK[status] ? previous.status : status;
    this.byItem.set(location.line, { item: location.line, status: winner, ...(reasons ? { reason: reasons } : {}) });
  }

  list(): TItemResult[] {
    return [...this.byItem.values()].sort((a, b) => a.item - b.item);
  }
}

/** At most `limit` holders at once; `tryEnter` says no at once rather than queueing (the caller answers 429). */
export class ConcurrencyGate {
  private active = 0;
  constructor(readonly limit: number) {}

  tryEnter(): (() => void) | null {
    if (this.active >= this.limit) return null;
    this.active += 1;
    let isLeft = false;
    return () => {
      if (isLeft) return;
      isLeft = true;
      this.active -= 1;
    };
  }
}
