// The run page's correctness card: the share right under the chosen rule beside EM and acc, and —
// when the run carries a judge's verdict label (R1-Searcher's GPT-4o, PRO-Step's is_correct) — the
// judge's accuracy and where judge and EM disagree, each a one-click filter of the list.
import { DEFAULT_SORT, EMPTY_FILTER, type TTrajectoryFilter } from "@/lib/browse/filter";
import { browseQueryString } from "@/lib/browse/params";
import { VERDICT_LABEL } from "@/lib/metrics/process";

/** `right` of the `decided` trajectories (those the rule can judge), out of all `trajectories`. */
export type TRightCount = { right: number; decided: number };

export type TRunCorrectness = {
  trajectories: number;
  /** The choice's canonical text and its numbers. */
  correct: string;
  chosen: TRightCount;
  em: TRightCount;
  acc: TRightCount;
  /** null when no trajectory carries the verdict label. */
  verdict: {
    label: string;
    judge: TRightCount;
    /** On trajectories with both a verdict and an EM: the judge says right, EM wrong — and the reverse. */
    judgeRightEmWrong: number;
    emRightJudgeWrong: number;
  } | null;
};

/** The list filters behind the disagreement counts (correctness EM, the verdict as a label filter). */
export function disagreementFilter(kind: "judge-right-em-wrong" | "em-right-judge-wrong"): TTrajectoryFilter {
  const isJudgeRight = kind === "judge-right-em-wrong";
  return {
    ...EMPTY_FILTER,
    outcome: isJudgeRight ? "incorrect" : "correct",
    labels: [{ name: VERDICT_LABEL, value: isJudgeRight ? "true" : "false", source: null }],
  };
}

export const disagreementQuery = (kind: Parameters<typeof disagreementFilter>[0]) =>
  browseQueryString({ filter: disagreementFilter(kind), sort: DEFAULT_SORT });
