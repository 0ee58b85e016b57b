import { describe, expect, it } from "vitest";
import { crossStatuses, crossStatusOf, learnedDifference, matchesStatus } from "./cross-run";
import type { TQuestionStatus } from "./status";

const here = new Map<string, TQuestionStatus | null>([
  ["a", "learned"],
  ["b", "learned"],
  ["c", "learned"],
  ["d", "never_learned"],
  ["e", "forgotten"],
  ["f", null],
  ["g", "always_right"],
]);
const there = new Map<string, TQuestionStatus | null>([
  ["a", "never_learned"],
  ["b", "always_right"],
  ["d", "learned"],
  ["e", "learned"],
  ["f", "learned"],
  ["g", "forgotten"],
  ["only-there", "learned"],
]);

describe("two runs' questions side by side", () => {
  it("counts each question of this run by its status here and there", () => {
    const m = crossStatuses(here, there);
    expect(m.learned).toEqual({
      learned: 0,
      forgotten: 0,
      never_learned: 1,
      always_right: 1,
      unjudged: 0,
      absent: 1,
    });
    expect(m.never_learned.learned).toBe(1);
    expect(m.forgotten.learned).toBe(1);
    expect(m.unjudged.learned).toBe(1);
    expect(m.always_right.forgotten).toBe(1);
    const total = Object.values(m).reduce((s, row) => s + Object.values(row).reduce((a, b) => a + b, 0), 0);
    expect(total).toBe(here.size); // questions only the other run sampled are not rows here
  });

  it("learned here and not there excludes questions the other run always knew or never sampled", () => {
    expect(learnedDifference(crossStatuses(here, there))).toEqual({ hereNotThere: 1, thereNotHere: 2 });
  });

  it("not learned means never learned or forgotten, nothing else", () => {
    expect(matchesStatus("not_learned", "never_learned")).toBe(true);
    expect(matchesStatus("not_learned", "forgotten")).toBe(true);
    expect(matchesStatus("not_learned", "absent")).toBe(false);
    expect(matchesStatus("not_learned", "unjudged")).toBe(false);
    expect(matchesStatus("learned", "learned")).toBe(true);
    expect(crossStatusOf(there, "nowhere")).toBe("absent");
    expect(crossStatusOf(new Map([["x", null]]), "x")).toBe("unjudged");
  });
});
