import { describe, expect, it } from "vitest";
import type { TLabelFilter } from "./filter";
import { describeLabelFilter, formatLabelFilters, parseLabelFilter, parseLabelFilters } from "./label-filter";

describe("label filters in URLs", () => {
  it.each<[string, TLabelFilter]>([
    ["step_quality", { name: "step_quality", value: null, source: null }],
    ["step_quality=BAD", { name: "step_quality", value: "BAD", source: null }],
    ["step_quality=BAD@judge:gpt-4.1-nano", { name: "step_quality", value: "BAD", source: "judge:gpt-4.1-nano" }],
    ["over_search@human", { name: "over_search", value: null, source: "human" }],
    ["plan_coverage=0.5..1", { name: "plan_coverage", value: { min: 0.5, max: 1 }, source: null }],
    ["note=a%2Cb%3Dc%40d%25", { name: "note", value: "a,b=c@d%", source: null }],
  ])("reads %j", (text, filter) => {
    expect(parseLabelFilter(text)).toEqual(filter);
  });

  it.each(["", "=BAD", "a=b=c", "a@b@c", "a=", "a@", "x=1..y"])("refuses %j", (text) => {
    expect(parseLabelFilter(text)).toBeNull();
  });

  it("round-trips a list, escaping the separators inside values and sources", () => {
    const filters: TLabelFilter[] = [
      { name: "step_quality", value: "BAD", source: "judge:gpt-4.1-nano" },
      { name: "odd,name", value: "x=y", source: "human:a@b" },
      { name: "plan_coverage", value: { min: null, max: 0.25 }, source: null },
    ];
    const text = formatLabelFilters(filters);
    expect(text.split(",")).toHaveLength(3);
    expect(parseLabelFilters(text)).toEqual(filters);
  });

  it("refuses a list with one bad item", () => {
    expect(parseLabelFilters("step_quality=BAD,=x")).toBeNull();
  });

  it("describes a condition for a chip", () => {
    expect(describeLabelFilter({ name: "step_quality", value: "BAD", source: "prm:x" })).toBe(
      "step_quality = BAD (prm:x)",
    );
  });
});
