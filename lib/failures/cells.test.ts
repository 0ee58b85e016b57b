import { describe, expect, it } from "vitest";
import { parseBrowseParams } from "@/lib/browse/params";
import { cellShare, failureCell, failureCellFilter, failureCellQuery, type TFailureCounts } from "./cells";

describe("failureCell", () => {
  it.each([
    [true, true, "retrieved_right"],
    [true, false, "reading_failure"],
    [false, true, "from_memory"],
    [false, false, "search_failure"],
    [null, true, null],
    [null, false, null],
    [true, null, null],
    [false, null, null],
  ] as const)("gold retrieved %s, right %s → %s", (gold, right, cell) => {
    expect(failureCell(gold, right)).toBe(cell);
  });
});

describe("the list of a cell", () => {
  it("is the gold and outcome filters under the run's correctness, in the URL", () => {
    const query = failureCellQuery("search_failure", { correct: "f1>=0.5", datasets: ["nq"] });
    expect(decodeURIComponent(query)).toBe("?dataset=nq&outcome=incorrect&correct=f1>=0.5&gold=missed");
    const { state, issues } = parseBrowseParams(Object.fromEntries(new URLSearchParams(query)));
    expect(issues).toEqual([]);
    expect(state.filter).toEqual(failureCellFilter("search_failure", { correct: "f1>=0.5", datasets: ["nq"] }));
  });

  it("leaves EM, the default rule, out of the link", () => {
    expect(failureCellQuery("reading_failure", { correct: "em" })).toBe("?outcome=incorrect&gold=retrieved");
    expect(failureCellQuery("from_memory", { correct: null })).toBe("?outcome=correct&gold=missed");
  });
});

describe("cellShare", () => {
  const counts: TFailureCounts = {
    trajectories: 10,
    notApplicable: 3,
    undecided: 1,
    retrieved_right: 3,
    reading_failure: 1,
    from_memory: 0,
    search_failure: 2,
  };
  it("is a share of the trajectories in some cell", () => {
    expect(cellShare(counts, "retrieved_right")).toBe(0.5);
    expect(cellShare(counts, "from_memory")).toBe(0);
  });
  it("is null when no trajectory is in a cell", () => {
    expect(
      cellShare({ ...counts, retrieved_right: 0, reading_failure: 0, search_failure: 0 }, "from_memory"),
    ).toBeNull();
  });
});
