import { describe, expect, it } from "vitest";
import { formatValue, metricFormat, PERCENT } from "./format";

describe("formatValue", () => {
  it.each([
    [0.2734, PERCENT, "27.3%"],
    [1, PERCENT, "100.0%"],
    [0.023, { kind: "percent", decimals: 2 }, "2.30%"],
    [0.12345, { kind: "fixed", decimals: 3 }, "0.123"],
    [-0.00001, { kind: "fixed", decimals: 2 }, "0.00"],
    [1234.6, { kind: "integer" }, "1,235"],
    [null, PERCENT, "—"],
    [Number.NaN, { kind: "fixed", decimals: 1 }, "—"],
  ] as const)("%s → %s", (value, format, text) => {
    expect(formatValue(value, format)).toBe(text);
  });
});

describe("metricFormat", () => {
  it.each([
    ["val/test_score/nq", "percent"],
    ["val-core/nq/acc/mean@1", "percent"],
    ["env/ratio_of_valid_action", "percent"],
    ["env/finish_ratio", "percent"],
    ["process/over_search_rate", "percent"],
    ["critic/score/mean", "fixed"],
    ["response_length/mean", "fixed"],
    ["env/number_of_valid_search", "fixed"],
  ])("%s → %s", (name, kind) => {
    expect(metricFormat(name).kind).toBe(kind);
  });

  it("gives counts two decimals and other scalars three", () => {
    expect(metricFormat("env/number_of_valid_search")).toEqual({ kind: "fixed", decimals: 2 });
    expect(metricFormat("actor/kl_loss")).toEqual({ kind: "fixed", decimals: 3 });
  });
});
