import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type { TSource, TSourceLine } from "./adapter";

const HEAD_BYTES = 16 * 1024;
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
const lenientUtf8 = new TextDecoder("utf-8", { fatal: false, ignoreBOM: false });

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

/**
 * Splits a byte stream into decoded lines (\n or \r\n) with their 1-based numbers. Lines are
 * decoded one by one, so invalid UTF-8 is caught and reported on the line it is on, and a line
 * of any length is assembled from its chunks once, not re-copied per chunk.
 */
export async function* splitLines(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<TSourceLine> {
  let parts: Buffer[] = [];
  let line = 0;
  const take = (tail: Buffer): TSourceLine => {
    const bytes = parts.length ? Buffer.concat([...parts, tail]) : tail;
    parts = [];
    line += 1;
    const end = bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.length - 1 : bytes.length;
    return decodeLine(bytes.subarray(0, end), line);
  };
  for await (const chunk of chunks) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    let start = 0;
    for (let nl = buffer.indexOf(0x0a, start); nl !== -1; nl = buffer.indexOf(0x0a, start)) {
      yield take(buffer.subarray(start, nl));
      start = nl + 1;
    }
    if (start < buffer.length) parts.push(buffer.subarray(start));
  }
  // A last line without a newline (often a log cut off mid-write) is still a line.
  if (parts.length) yield take(Buffer.alloc(0));
}

export async function openFileSource(file: string): Promise<TSource> {
  const handle = await open(file, "r");
  let head: string;
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    head = lenientUtf8.decode(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
  const bytes = () => createReadStream(file, { highWaterMark: 256 * 1024 });
  return { file, head, bytes, lines: () => splitLines(bytes()) };
}
