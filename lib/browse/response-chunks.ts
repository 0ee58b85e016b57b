import type { TRawResponse } from "./types";

// The raw response, cut into chunks that a virtual list renders one by one: each chunk lies in one
// step's span (or between spans), and no chunk is much longer than `maxLength` — cut after a line
// break when one is near — so a 2 MB response scrolls without laying out megabytes at once.

export type TResponseChunk = { start: number; end: number; stepIndex: number | null; isSpanStart: boolean };

export function responseChunks(text: string, spans: TRawResponse["spans"], maxLength = 4000): TResponseChunk[] {
  const length = text.length;
  const ordered = spans
    .map((s) => ({ ...s, start: clamp(s.start, length), end: clamp(s.end, length) }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const chunks: TResponseChunk[] = [];
  const push = (start: number, end: number, stepIndex: number | null) => {
    for (let at = start; at < end;) {
      let stop = Math.min(at + maxLength, end);
      if (stop < end) {
        const newline = text.lastIndexOf("\n", stop - 1);
        if (newline >= at + maxLength * 0.5) stop = newline + 1;
      }
      chunks.push({ start: at, end: stop, stepIndex, isSpanStart: at === start && stepIndex !== null });
      at = stop;
    }
  };
  let position = 0;
  for (const span of ordered) {
    // Overlapping spans (a malformed log) are cut where the previous one ended.
    const start = Math.max(span.start, position);
    if (start >= span.end) continue;
    push(position, start, null);
    push(start, span.end, span.index);
    position = span.end;
  }
  push(position, length, null);
  return chunks;
}

const clamp = (n: number, length: number) => Math.max(0, Math.min(n, length));
