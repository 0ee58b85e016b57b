import { describe, expect, it } from "vitest";
import { sniffFirstObject } from "./sniff-head";

describe("sniffFirstObject", () => {
  it("reads top-level keys and scalar values, skipping nested values", () => {
    const sniff = sniffFirstObject(
      '{"type": "trajectory", "n": 3, "ok": true, "x": null, "o": {"type": "no"}, "l": [1, "]"]}\n{',
    );
    expect(sniff?.isComplete).toBe(true);
    expect([...(sniff?.keys ?? [])]).toEqual([
      ["type", "trajectory"],
      ["n", 3],
      ["ok", true],
      ["x", null],
      ["o", undefined],
      ["l", undefined],
    ]);
  });

  it("keeps the keys before a head that ends inside a value", () => {
    const head = '{"input": "<|im_start|>system\\nYou are a helpful \\"assistant\\"';
    const sniff = sniffFirstObject(head);
    expect(sniff).toEqual({ keys: new Map([["input", undefined]]), isComplete: false });
    expect(sniffFirstObject('{"question": "q", "result": "<think> {[ cut')?.keys.has("result")).toBe(true);
  });

  it.each(["[1, 2]", "step:1 - a:1", "", '{"a" 1}', "<|im_start|>system"])("%j is not an object", (head) => {
    expect(sniffFirstObject(head)).toBeNull();
  });

  it("skips a BOM and leading blank lines", () => {
    expect(sniffFirstObject('\uFEFF\n\n{"step": 1}')?.keys.get("step")).toBe(1);
  });
});
