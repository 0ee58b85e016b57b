import { describe, expect, it } from "vitest";
import { scopeFromSearchParams, scopeQueryString, ZSearchP1Query } from "./params";

describe("the Search-P1 scope in the URL", () => {
  it("reads dataset and a step range, and writes them back in one order", () => {
    const scope = ZSearchP1Query.parse({ to: "40", dataset: "nq", from: "10" });
    expect(scope).toEqual({ dataset: "nq", from: 10, to: 40 });
    expect(scopeQueryString(scope)).toBe("?dataset=nq&from=10&to=40");
    expect(scopeQueryString({})).toBe("");
  });

  it("reads the blank fields of the form, and absent keys, as no limit", () => {
    expect(ZSearchP1Query.parse({ dataset: "", from: "", to: "7" })).toEqual({ to: 7 });
    expect(ZSearchP1Query.parse({})).toEqual({});
    expect(scopeFromSearchParams({ dataset: ["hotpotqa", "nq"], from: "3" })).toEqual({ dataset: "hotpotqa", from: 3 });
    expect(scopeFromSearchParams({ from: "-1" })).toEqual({});
  });

  it("refuses a range that ends before it starts and unknown keys", () => {
    expect(ZSearchP1Query.safeParse({ from: "5", to: "4" }).success).toBe(false);
    expect(ZSearchP1Query.safeParse({ step: "4" }).success).toBe(false);
  });
});
