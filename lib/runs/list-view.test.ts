import { describe, expect, it } from "vitest";
import {
  compareHref,
  filterRuns,
  formatStepsCovered,
  parseRunListParams,
  runFacets,
  runListParams,
  toggleSelected,
} from "./list-view";
import type { TRunSummary } from "./types";

const run = (name: string, method: string | null, tags: string[] = []): TRunSummary => ({
  id: name.length,
  name,
  method,
  model: null,
  algorithm: null,
  tags,
  trajectoryCount: 0,
  headline: null,
  createdAt: "2026-12-01T00:00:00.000Z",
});

const RUNS = [
  run("p1-full", "Search-P1", ["study:search-p1", "variant:full"]),
  run("p1-no-path", "Search-P1", ["study:search-p1", "variant:no-path"]),
  run("hiprag", "HiPRAG", ["study:lambda"]),
  run("odd", null),
];

describe("the runs page's URL state", () => {
  it("round-trips names with commas and percent signs", () => {
    const state = { methods: ["HiPRAG"], tags: ["a,b", "50%"], selected: ["run,1", "run 2"] };
    expect(parseRunListParams(runListParams(state))).toEqual(state);
  });

  it("leaves empty parts out and reads missing ones as empty", () => {
    expect(runListParams({ methods: [], tags: [], selected: [] })).toEqual({ method: null, tag: null, select: null });
    expect(parseRunListParams({})).toEqual({ methods: [], tags: [], selected: [] });
  });

  it("keeps at most six selected runs and drops repeats", () => {
    expect(parseRunListParams({ select: "a,b,a,c,d,e,f,g" }).selected).toEqual(["a", "b", "c", "d", "e", "f"]);
  });
});

describe("filtering runs", () => {
  it.each([
    [{ methods: [], tags: [] }, ["p1-full", "p1-no-path", "hiprag", "odd"]],
    [{ methods: ["Search-P1"], tags: [] }, ["p1-full", "p1-no-path"]],
    [{ methods: ["Search-P1", "HiPRAG"], tags: [] }, ["p1-full", "p1-no-path", "hiprag"]],
    [{ methods: [], tags: ["study:search-p1", "variant:full"] }, ["p1-full"]],
    [{ methods: ["HiPRAG"], tags: ["study:search-p1"] }, []],
    [{ methods: ["(none)"], tags: [] }, ["odd"]],
  ])("%j keeps %j", (state, names) => {
    expect(filterRuns(RUNS, state).map((r) => r.name)).toEqual(names);
  });

  it("offers the methods and tags the runs have", () => {
    expect(runFacets(RUNS)).toEqual({
      methods: ["(none)", "HiPRAG", "Search-P1"],
      tags: ["study:lambda", "study:search-p1", "variant:full", "variant:no-path"],
    });
  });
});

describe("selecting runs for comparison", () => {
  it("ticks, unticks, and refuses a seventh", () => {
    expect(toggleSelected(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleSelected(["a", "b"], "a")).toEqual(["b"]);
    const six = ["a", "b", "c", "d", "e", "f"];
    expect(toggleSelected(six, "g")).toEqual(six);
  });

  it("opens compare with the runs in the order ticked", () => {
    expect(compareHref(["p1-full", "hiprag"])).toBe("/compare?runs=p1-full,hiprag");
    expect(compareHref(["a,b", "c d"])).toBe("/compare?runs=a%252Cb,c%20d");
  });
});

describe("steps covered", () => {
  it.each([
    [null, "—"],
    [{ count: 1, min: 40, max: 40 }, "1 step · 40"],
    [{ count: 300, min: 0, max: 299 }, "300 steps · 0–299"],
    [{ count: 1200, min: 0, max: 5990 }, "1,200 steps · 0–5990"],
  ])("%j reads %s", (steps, text) => {
    expect(formatStepsCovered(steps)).toBe(text);
  });
});
