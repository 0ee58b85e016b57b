import { describe, expect, it } from "vitest";
import { CONSOLE_NOISE, metricsAdapter } from "./metrics";
import { parseConsoleLine, stripAnsi } from "./metrics-console";
import { METRICS_CONSOLE, METRICS_FILE } from "@/test/adapter-samples";
import { readAll, sourceFromString } from "./test-source";

describe("metrics adapter", () => {
  it("reads verl's file logger lines, NaN and Infinity as null", async () => {
    const { records, rejects } = await readAll(
      metricsAdapter,
      sourceFromString(METRICS_FILE, { file: "metrics.jsonl" }),
    );
    expect(rejects).toEqual([]);
    expect(records).toEqual([
      {
        type: "metrics",
        step: 1,
        values: { "critic/score/mean": 0.125, "actor/entropy": null, "response_length/mean": 312.5 },
      },
      {
        type: "metrics",
        step: 2,
        values: { "critic/score/mean": 0.25, "env/finish_ratio": 1, "val-core/nq/acc/mean@1": null },
      },
    ]);
  });

  it("reads console lines behind Ray's prefix and counts the noise as rejects", async () => {
    const { items } = await readAll(metricsAdapter, sourceFromString(METRICS_CONSOLE, { file: "train.log" }));
    expect(items.map((item) => (item.kind === "record" ? item.record : item.reason))).toEqual([
      CONSOLE_NOISE,
      {
        type: "metrics",
        step: 0,
        values: { "critic/score/mean": 0.123, "timing_s/gen": 35.21, "actor/pg_loss": null },
      },
      CONSOLE_NOISE,
      { type: "metrics", step: 1, values: { "critic/score/mean": 0.201, "env/number_of_valid_search": 1.5 } },
    ]);
  });

  it.each([
    ['{"data": {"a": 1}}', 'missing "step"'],
    ['{"step": -2, "data": {"a": 1}}', '"step" must be an integer ≥ 0, got -2'],
    ['{"step": 3, "data": [1]}', '"data" must be an object of metric values, got an array'],
    ['{"step": 3, "data": {"note": "restarted"}}', 'no numeric value in "data" at step 3'],
    ['{"step": 3, "data": {"a": 1}', "JSON syntax error at position 28: Expected ',' or '}' after property value"],
    ["step:7 - note:restarted", "no numeric value at step 7"],
  ])("rejects %s: %s", async (line, reason) => {
    const { rejects } = await readAll(metricsAdapter, sourceFromString(line));
    expect(rejects.map((r) => r.reason)).toEqual([reason]);
  });

  it.each([
    ["step:3 - a:1.000 - b/c@1:-2.5e-3 - d:inf - e:abc", { step: 3, values: { a: 1, "b/c@1": -0.0025, d: null } }],
    ["  (TaskRunner pid=9, ip=10.0.0.1) step:12 - x:0.5", { step: 12, values: { x: 0.5 } }],
    ["step:4", { step: 4, values: {} }],
    ["steps:4 - a:1", null],
    ["epoch 1 step:4 - a:1", null],
  ])("parses the console line %j", (line, expected) => {
    expect(parseConsoleLine(line)).toEqual(expected);
  });

  it("strips ANSI colors", () => {
    expect(stripAnsi("\u001b[36m(main_task pid=1)\u001b[0m step:1")).toBe("(main_task pid=1) step:1");
  });

  it("detects a console log whose first lines are noise", () => {
    expect(metricsAdapter.detect({ file: "train.log", head: METRICS_CONSOLE })).toBe(true);
    expect(metricsAdapter.detect({ file: "notes.txt", head: "hello\nstep 1 done\n" })).toBe(false);
  });
});
