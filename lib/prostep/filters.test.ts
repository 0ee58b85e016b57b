import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countPairFilters, DEFAULT_PAIR_FILTER, pairFilterOf, pairFilterParams, passesPairFilter } from "./filters";

const PAIRS_FILE = path.join(import.meta.dirname, "../../test/fixtures/prostep/dpo-pairs.jsonl");
type TRaw = { chosen_f1: number; rejected_f1: number; chosen_combined: number; rejected_combined: number };
const raw: TRaw[] = fs
  .readFileSync(PAIRS_FILE, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const scores = raw.map((p) => ({
  chosenF1: p.chosen_f1,
  rejectedF1: p.rejected_f1,
  chosenValue: p.chosen_combined,
  rejectedValue: p.rejected_combined,
}));

describe("the pair filters", () => {
  it.each([
    // [δ, min chosen F1, min ΔF1]
    [0, 0.2, 0.2],
    [0, 0, -2],
    [0.1, 0.2, 0.2],
    [0.3, 0, 0],
    [0.5, 0.5, 0.5],
    [0, 0.7, 0],
  ])(
    "count of the sample file under δ=%s, F1⁺≥%s, ΔF1≥%s equals a count made from the file",
    (margin, minF1, minDelta) => {
      // Independent: from the raw lines, with the thresholds written out (Appendix B / §3.2).
      const expected = raw.filter(
        (p) =>
          p.chosen_combined - p.rejected_combined > margin + 1e-9 &&
          p.chosen_f1 >= minF1 - 1e-9 &&
          p.chosen_f1 - p.rejected_f1 >= minDelta - 1e-9,
      ).length;
      const filter = { margin, minChosenF1: minF1, minDeltaF1: minDelta };
      expect(scores.filter((s) => passesPairFilter(s, filter)).length).toBe(expected);
      expect(countPairFilters(scores, filter).all).toBe(expected);
    },
  );

  it("the sample's outcome-filtered count is the hand-checked 46 of 70", () => {
    expect(raw.length).toBe(70);
    expect(countPairFilters(scores, DEFAULT_PAIR_FILTER).all).toBe(46);
  });

  it("a margin is strict (V⁺ − V⁻ > δ) and F1 thresholds inclusive despite float sums", () => {
    const p = { chosenF1: 0.6, rejectedF1: 0.4, chosenValue: 0.9, rejectedValue: 0.7 };
    expect(passesPairFilter(p, { margin: 0.2, minChosenF1: 0.6, minDeltaF1: 0.2 })).toBe(false);
    expect(passesPairFilter(p, { margin: 0.19, minChosenF1: 0.6, minDeltaF1: 0.2 })).toBe(true);
    expect(passesPairFilter(p, { margin: 0.19, minChosenF1: 0.61, minDeltaF1: 0.2 })).toBe(false);
  });

  it("reads and writes the URL form, leaving defaults out", () => {
    expect(pairFilterOf({})).toEqual(DEFAULT_PAIR_FILTER);
    const f = pairFilterOf({ margin: 0.1, minF1: 0.3 });
    expect(f).toEqual({ margin: 0.1, minChosenF1: 0.3, minDeltaF1: 0.2 });
    expect(pairFilterParams(f)).toEqual({ margin: "0.1", minF1: "0.3" });
  });
});
