// "As logged vs as corrected": the run's flag shares from the judges' labels and from the labels
// that hold now. Only trajectories people touched can differ, so the database counts the flag
// columns (as corrected, kept current after every save) and re-derives the logged flags of the
// touched ones; the logged count is the current count minus what people changed.
import type { TTrajectoryFlags } from "@/lib/metrics/process";
import type { TLoggedVsCorrected } from "./types";

export type TFlagTotals = {
  trajectories: number;
  correct: number;
  overSearch: number;
  underSearch: number;
  flawedButCorrect: number;
};

/** A trajectory people labelled: its flag columns now and its flags from the logged labels. */
export type TTouchedFlags = { current: TTrajectoryFlags; logged: TTrajectoryFlags };

const FLAG_KEYS = {
  overSearch: "hasOverSearch",
  underSearch: "hasUnderSearch",
  flawedButCorrect: "isFlawedButCorrect",
} as const satisfies Record<string, keyof TTrajectoryFlags>;

export function loggedVsCorrected(totals: TFlagTotals, touched: readonly TTouchedFlags[]): TLoggedVsCorrected {
  const pair = (key: keyof typeof FLAG_KEYS) => {
    const flag = FLAG_KEYS[key];
    const change = touched.reduce((sum, t) => sum + Number(t.current[flag]) - Number(t.logged[flag]), 0);
    return { logged: totals[key] - change, corrected: totals[key] };
  };
  return {
    trajectories: totals.trajectories,
    correct: totals.correct,
    touched: touched.length,
    overSearch: pair("overSearch"),
    underSearch: pair("underSearch"),
    flawedButCorrect: pair("flawedButCorrect"),
  };
}
