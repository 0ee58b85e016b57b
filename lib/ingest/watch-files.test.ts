import { describe, expect, it } from "vitest";
import { completeEnd, planFile } from "./watch-files";

describe("completeEnd", () => {
  it("ends after the last newline of the chunk, counted from the file's start", () => {
    expect(completeEnd(Buffer.from('{"a":1}\n{"b":'), 100)).toBe(108);
    expect(completeEnd(Buffer.from("a\nb\n"), 0)).toBe(4);
    expect(completeEnd(Buffer.from('{"partial"'), 0)).toBeNull();
  });
});

describe("planFile", () => {
  const plain = { isWhole: false, previousSize: undefined };
  it.each([
    ["nothing new", { size: 10, stored: 10, completeUpTo: 10 }, { action: "skip", why: "unchanged" }],
    [
      "only a partial line after what was read",
      { size: 15, stored: 10, completeUpTo: 10 },
      { action: "skip", why: "partial-line" },
    ],
    ["no newline at all yet", { size: 5, stored: 0, completeUpTo: null }, { action: "skip", why: "partial-line" }],
    [
      "new complete lines, a partial one after",
      { size: 30, stored: 10, completeUpTo: 25 },
      { action: "read", bytes: 25, isRestart: false },
    ],
    [
      "a file cut shorter than what was read",
      { size: 8, stored: 10, completeUpTo: 6 },
      { action: "read", bytes: 6, isRestart: true },
    ],
  ])("%s", (_, input, plan) => {
    expect(planFile({ ...plain, ...input })).toEqual(plan);
  });

  it("reads a gzip file whole, once its size held still for a pass", () => {
    const gz = { stored: 0, completeUpTo: null, isWhole: true };
    expect(planFile({ ...gz, size: 50, previousSize: undefined })).toEqual({ action: "skip", why: "still-growing" });
    expect(planFile({ ...gz, size: 50, previousSize: 40 })).toEqual({ action: "skip", why: "still-growing" });
    expect(planFile({ ...gz, size: 50, previousSize: 50 })).toEqual({ action: "read", bytes: 50, isRestart: false });
  });

  it("waits for a parquet file's footer even when its size held still", () => {
    const parquet = { stored: 0, completeUpTo: null, isWhole: true, size: 50, previousSize: 50 };
    expect(planFile({ ...parquet, isComplete: false })).toEqual({ action: "skip", why: "still-growing" });
    expect(planFile({ ...parquet, isComplete: true })).toEqual({ action: "read", bytes: 50, isRestart: false });
  });
});
