import { describe, expect, it } from "vitest";
import { countsWithin, failureSeries, sumCounts } from "./series";

const row = (step: number, rr: number, rf: number, fm: number, sf: number) => ({
  step,
  retrieved_right: rr,
  reading_failure: rf,
  from_memory: fm,
  search_failure: sf,
});

describe("failureSeries", () => {
  it("gives each cell's share of the step's decided trajectories, in step order", () => {
    const series = failureSeries([row(20, 0, 0, 1, 3), row(10, 2, 1, 0, 1)]);
    expect(series.retrieved_right).toEqual([
      { step: 10, value: 0.5, count: 4 },
      { step: 20, value: 0, count: 4 },
    ]);
    expect(series.search_failure.map((p) => p.value)).toEqual([0.25, 0.75]);
  });

  it("leaves a gap, not a 0, at a step with nothing decided", () => {
    expect(failureSeries([row(5, 0, 0, 0, 0)]).reading_failure).toEqual([{ step: 5, value: null, count: 0 }]);
  });
});

describe("sumCounts", () => {
  it("adds every count", () => {
    const a = { trajectories: 5, notApplicable: 1, undecided: 1, ...row(0, 1, 1, 0, 1) };
    const { step: _step, ...b } = { trajectories: 2, notApplicable: 0, undecided: 0, ...row(0, 0, 0, 2, 0) };
    const { step: _a, ...aCounts } = a;
    expect(sumCounts([aCounts, b])).toEqual({
      trajectories: 7,
      notApplicable: 1,
      undecided: 1,
      retrieved_right: 1,
      reading_failure: 1,
      from_memory: 2,
      search_failure: 1,
    });
  });
});

describe("countsWithin", () => {
  const counts = (n: number) => ({
    trajectories: n,
    notApplicable: 0,
    undecided: 0,
    retrieved_right: n,
    reading_failure: 0,
    from_memory: 0,
    search_failure: 0,
  });
  const summary = {
    correct: "em",
    overall: counts(7),
    byDataset: [
      { dataset: "nq", ...counts(1) },
      { dataset: "hotpotqa", ...counts(2) },
      { dataset: null, ...counts(4) },
    ],
  };
  it("is the run's counts when no dataset is chosen, else the sum of the chosen ones", () => {
    expect(countsWithin(summary, [])).toEqual(counts(7));
    expect(countsWithin(summary, ["nq", "hotpotqa"])).toEqual(counts(3));
    expect(countsWithin(summary, ["bamboogle"])).toEqual(counts(0));
  });
});
