import { describe, expect, it } from "vitest";
import { groupRunsByStudy, studiesOf, variantOf } from "./tags";

describe("run tags", () => {
  it("reads studies and the first variant, trimmed", () => {
    expect(studiesOf(["demo", "study:search-p1", "study: sweep ", "study:", "study:search-p1"])).toEqual([
      "search-p1",
      "sweep",
    ]);
    expect(variantOf({ name: "r", tags: ["variant:full", "variant:other"] })).toBe("full");
    expect(variantOf({ name: "r", tags: ["study:x"] })).toBe("r");
  });

  it("groups runs by study, then variant, seeds sharing a row", () => {
    const runs = [
      { name: "p1-full-seed1", tags: ["study:search-p1", "study:lambda-p", "variant:full"] },
      { name: "p1-wo-ref", tags: ["study:search-p1", "variant:w/o-reference"] },
      { name: "p1-full-seed2", tags: ["study:search-p1", "variant:full"] },
      { name: "p1-lp-0.2", tags: ["study:lambda-p", "variant:lambda-p-0.2"] },
      { name: "untagged", tags: ["demo"] },
    ];
    const studies = groupRunsByStudy(runs);
    expect(studies.map((s) => s.study)).toEqual(["lambda-p", "search-p1"]);
    expect(studies[1]?.variants.map((v) => [v.variant, v.runs.map((r) => r.name)])).toEqual([
      ["full", ["p1-full-seed1", "p1-full-seed2"]],
      ["w/o-reference", ["p1-wo-ref"]],
    ]);
    expect(studies[0]?.variants.map((v) => v.variant)).toEqual(["full", "lambda-p-0.2"]);
  });
});
