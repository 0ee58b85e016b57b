import { formatPercent, formatScore } from "@/lib/browse/format";
import type { TRunOverview } from "@/lib/browse/types";
import { formatCount } from "@/lib/format/date";
import { Stat } from "./stat-card";

// The headline accuracy under the correctness chosen in the filters (correct=…): right of those the
// rule can decide, so a judge's accuracy leaves out what the judge never saw instead of counting it
// wrong. EM is still named beside it when the rule is another one.

export function AccuracyCard({
  overall,
  correctness,
}: {
  overall: TRunOverview["overall"];
  correctness: TRunOverview["correctness"];
}) {
  const { right } = overall;
  const undecided = overall.trajectories - right.total;
  const isEm = correctness.correct === "em";
  return (
    <Stat
      label={`Accuracy (${correctness.name})`}
      value={right.rate === null ? "not judged" : formatPercent(right.rate)}
      hint={`Share right, correct = ${correctness.rule} (the correctness chosen in the filters), of the trajectories it can decide`}
    >
      <p>
        {right.total === 0
          ? `no trajectory has what ${correctness.rule} needs`
          : `${formatCount(right.count)} / ${formatCount(right.total)} right`}
        {right.total > 0 && undecided > 0 && ` · ${formatCount(undecided)} not judged`}
      </p>
      <p>correct = {correctness.rule}</p>
      <p>
        {!isEm && `EM ${formatPercent(overall.em)} · `}F1 {formatScore(overall.f1)} · acc {formatPercent(overall.acc)}
      </p>
    </Stat>
  );
}
