import { describe, expect, it } from "vitest";
import { responseChunks } from "./response-chunks";

describe("responseChunks", () => {
  it("covers the whole text in order, spans marked, gaps unmarked", () => {
    const text = "prompt|step one|gap|step two|tail";
    const chunks = responseChunks(text, [
      { index: 1, kind: "answer", start: 20, end: 28 },
      { index: 0, kind: "search", start: 7, end: 15 },
    ]);
    expect(chunks.map((c) => [text.slice(c.start, c.end), c.stepIndex, c.isSpanStart])).toEqual([
      ["prompt|", null, false],
      ["step one", 0, true],
      ["|gap|", null, false],
      ["step two", 1, true],
      ["|tail", null, false],
    ]);
  });

  it("cuts long spans, after a line break when one is near", () => {
    const text = `${"a".repeat(70)}\n${"b".repeat(60)}`;
    const chunks = responseChunks(text, [{ index: 0, kind: "reasoning", start: 0, end: text.length }], 100);
    expect(chunks.map((c) => c.end - c.start)).toEqual([71, 60]);
    expect(chunks.map((c) => c.isSpanStart)).toEqual([true, false]);
  });

  it("survives spans out of range or overlapping", () => {
    const chunks = responseChunks("0123456789", [
      { index: 0, kind: "search", start: 2, end: 6 },
      { index: 1, kind: "search", start: 4, end: 50 },
      { index: 2, kind: "search", start: -5, end: 1 },
    ]);
    expect(chunks.map((c) => [c.start, c.end, c.stepIndex])).toEqual([
      [0, 1, 2],
      [1, 2, null],
      [2, 6, 0],
      [6, 10, 1],
    ]);
  });

  it("makes no chunk of an empty text", () => {
    expect(responseChunks("", [])).toEqual([]);
  });
});
