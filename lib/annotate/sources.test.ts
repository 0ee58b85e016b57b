import { describe, expect, it } from "vitest";
import { defaultSources, sourceOptions } from "./sources";

describe("sources to compare", () => {
  const sources = ["prm:pro-step-8b", "human:bob", "judge:gpt-4.1-nano", "human:ada"];

  it("offers families first, then each source", () => {
    expect(sourceOptions(sources)).toEqual([
      "human",
      "judge",
      "prm",
      "human:ada",
      "human:bob",
      "judge:gpt-4.1-nano",
      "prm:pro-step-8b",
    ]);
  });

  it("compares the judge with people by default, else with the next source", () => {
    expect(defaultSources(sources)).toEqual({ a: "judge:gpt-4.1-nano", b: "human" });
    expect(defaultSources(["prm:x", "judge:y"])).toEqual({ a: "judge:y", b: "prm:x" });
    expect(defaultSources([])).toEqual({ a: null, b: null });
  });
});
