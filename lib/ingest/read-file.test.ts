import { describe, expect, it } from "vitest";
import { splitLines } from "./read-file";

async function linesOf(...chunks: (string | number[])[]) {
  return linesWithin(undefined, ...chunks);
}

async function linesWithin(maxRecordBytes: number | undefined, ...chunks: (string | number[])[]) {
  async function* source() {
    for (const chunk of chunks) yield typeof chunk === "string" ? Buffer.from(chunk) : Uint8Array.from(chunk);
  }
  const out = [];
  for await (const line of splitLines(source(), { maxRecordBytes })) out.push(line);
  return out;
}

describe("splitLines", () => {
  it("numbers lines from 1 and accepts \\n and \\r\\n", async () => {
    expect(await linesOf("a\r\nb\n\nc")).toEqual([
      { line: 1, text: "a", warnings: [] },
      { line: 2, text: "b", warnings: [] },
      { line: 3, text: "", warnings: [] },
      { line: 4, text: "c", warnings: [] },
    ]);
  });

  it("joins a line split across chunks, even inside a multi-byte character", async () => {
    const bytes = [...Buffer.from("né\nß")];
    const lines = await linesOf(bytes.slice(0, 2), bytes.slice(2, 4), bytes.slice(4));
    expect(lines.map((l) => l.text)).toEqual(["né", "ß"]);
    expect(lines.every((l) => l.warnings.length === 0)).toBe(true);
  });

  it("reports invalid UTF-8 on its own line and keeps the rest of the line", async () => {
    const lines = await linesOf([0x6f, 0x6b, 0x0a, 0x61, 0xff, 0x62, 0x0a, 0x7a]);
    expect(lines).toEqual([
      { line: 1, text: "ok", warnings: [] },
      { line: 2, text: "a\uFFFDb", warnings: ["invalid UTF-8: the bad bytes were replaced with U+FFFD"] },
      { line: 3, text: "z", warnings: [] },
    ]);
  });

  it("assembles a 10 MB line from many chunks", async () => {
    const big = "x".repeat(10 * 1024 * 1024);
    const chunks = [];
    for (let i = 0; i < big.length; i += 65536) chunks.push(big.slice(i, i + 65536));
    const lines = await linesOf(...chunks, "\nend");
    expect(lines.map((l) => l.text.length)).toEqual([big.length, 3]);
  });

  it("rejects a line over the limit as it streams past, whichever chunk it ends in", async () => {
    const lines = await linesWithin(10, "short\n0123456", "789abcdef", "ghi\nok\r\n0123456789\nlast line over", "!");
    expect(lines.map(({ line, text, rejected }) => [line, text, rejected?.replace(/ of .*/, "")])).toEqual([
      [1, "short", undefined],
      [2, "", "line"],
      [3, "ok", undefined],
      [4, "0123456789", undefined],
      [5, "", "line"],
    ]);
    expect(lines[1]!.rejected).toMatch(/^line of 0\.0 MB is over the per-record limit/);
  });
});
