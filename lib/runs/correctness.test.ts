import { describe, expect, it } from "vitest";
import { parseBrowseParams } from "@/lib/browse/params";
import { disagreementQuery } from "./correctness";

describe("the judge-vs-EM filters", () => {
  it("link to EM-wrong trajectories the judge calls right, and the reverse", () => {
    expect(disagreementQuery("judge-right-em-wrong")).toBe("?outcome=incorrect&label=answer_correct%3Dtrue");
    expect(disagreementQuery("em-right-judge-wrong")).toBe("?outcome=correct&label=answer_correct%3Dfalse");
    const { state } = parseBrowseParams(
      Object.fromEntries(new URLSearchParams(disagreementQuery("judge-right-em-wrong"))),
    );
    expect(state.filter.correct).toBeNull();
    expect(state.filter.labels).toEqual([{ name: "answer_correct", value: "true", source: null }]);
  });
});
