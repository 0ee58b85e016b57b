import { describe, expect, it } from "vitest";
import type { TSourceLine } from "./adapter";
import { batchSource, ConcurrencyGate, ItemResults } from "./http-batch";

async function linesOf(body: string): Promise<TSourceLine[]> {
  const out: TSourceLine[] = [];
  for await (const line of batchSource(Buffer.from(body)).lines()) out.push(line);
  return out;
}

describe("batchSource", () => {
  it("reads JSONL as numbered lines, CRLF and a missing last newline included", async () => {
    const lines = await linesOf('{"a":1}\r\n\n{"b":2}');
    expect(lines.map((l) => [l.line, l.text])).toEqual([
      [1, '{"a":1}'],
      [2, ""],
      [3, '{"b":2}'],
    ]);
  });

  it("reads a JSON array as one line per element, and keeps its bytes for array adapters", async () => {
    const body = ' [{"a":1}, {"b":[2,3]}, 4]';
    const lines = await linesOf(body);
    expect(lines.map((l) => [l.line, l.text])).toEqual([
      [1, '{"a":1}'],
      [2, '{"b":[2,3]}'],
      [3, "4"],
    ]);
    const chunks: Uint8Array[] = [];
    for await (const chunk of batchSource(Buffer.from(body)).bytes()) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe(body);
    expect(batchSource(Buffer.from(body)).head).toBe('{"a":1}\n{"b":[2,3]}\n4');
  });

  it("reads a broken array as lines, for the adapter to reject", async () => {
    expect((await linesOf('[{"a":1},')).map((l) => l.text)).toEqual(['[{"a":1},']);
  });
});

describe("ItemResults", () => {
  it("answers once per item in order; a rejected part rejects the item, a stored part stores it", () => {
    const results = new ItemResults();
    results.add({ line: 3 }, "unchanged");
    results.add({ line: 1 }, "stored");
    results.add({ line: 2 }, "unchanged");
    results.add({ line: 2 }, "stored");
    results.add({ line: 3 }, "rejected", "bad label");
    results.add({ line: 3 }, "stored");
    expect(results.list()).toEqual([
      { item: 1, status: "stored" },
      { item: 2, status: "stored" },
      { item: 3, status: "rejected", reason: "bad label" },
    ]);
  });
});

describe("ConcurrencyGate", () => {
  it("lets `limit` in, refuses the next, and lets one in again after a leave (leaving twice counts once)", () => {
    const gate = new ConcurrencyGate(2);
    const a = gate.tryEnter();
    const b = gate.tryEnter();
    expect(a && b).toBeTruthy();
    expect(gate.tryEnter()).toBeNull();
    a!();
    a!();
    const c = gate.tryEnter();
    expect(c).not.toBeNull();
    expect(gate.tryEnter()).toBeNull();
  });
});
