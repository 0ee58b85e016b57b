import { describe, expect, it } from "vitest";
import { loggedVsCorrected } from "./logged-vs-corrected";

const flags = (over: boolean, under: boolean, flawed: boolean) => ({
  hasOverSearch: over,
  hasUnderSearch: under,
  isFlawedButCorrect: flawed,
});

describe("as logged vs as corrected", () => {
  it("undoes what people changed on the trajectories they touched", () => {
    const result = loggedVsCorrected(
      { trajectories: 100, correct: 60, overSearch: 20, underSearch: 5, flawedButCorrect: 9 },
      [
        // A person cleared an over-search and a flaw the judge saw …
        { current: flags(false, false, false), logged: flags(true, false, true) },
        // … and found an under-search the judge missed.
        { current: flags(false, true, false), logged: flags(false, false, false) },
        { current: flags(true, false, false), logged: flags(true, false, false) },
      ],
    );
    expect(result).toEqual({
      trajectories: 100,
      correct: 60,
      touched: 3,
      overSearch: { logged: 21, corrected: 20 },
      underSearch: { logged: 4, corrected: 5 },
      flawedButCorrect: { logged: 10, corrected: 9 },
    });
  });
});
