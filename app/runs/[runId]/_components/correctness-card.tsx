"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { runPagePath } from "@/lib/browse/queries";
import { formatCount } from "@/lib/format/date";
import { describeCorrectness, tryParseCorrectness } from "@/lib/metrics/process";
import { disagreementQuery, type TRightCount } from "@/lib/runs/correctness";
import { runQueries } from "@/lib/runs/queries";
import { useBrowseState } from "./use-browse-state";

// Accuracy under the correctness chosen in the URL (correct=…), beside EM and acc, and the judge's
// verdict when the run has one: its accuracy and the two disagreement lists, one click each.

const share = ({ right, decided }: TRightCount) =>
  decided === 0 ? "not judged" : `${((100 * right) / decided).toFixed(1)}%`;

function Figure({ label, count, note }: { label: string; count: TRightCount; note?: string }) {
  return (
    <div role="group" aria-label={label} className="min-w-36">
      <p className="text-xs font-medium uppercase tracking-wide text-zinc-500">{label}</p>
      <p className="text-lg font-semibold tabular-nums">{share(count)}</p>
      <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
        {formatCount(count.right)} / {formatCount(count.decided)} right{note && ` · ${note}`}
      </p>
    </div>
  );
}

export function CorrectnessCard({ runName }: { runName: string }) {
  const { state } = useBrowseState();
  const correct = state.filter.correct ?? "em";
  const query = useQuery(runQueries.correctness(runName, correct));
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not count correct answers"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  const data = query.data;
  if (data.trajectories === 0) return null;
  const choice = tryParseCorrectness(data.correct);
  const rule = choice ? describeCorrectness(choice) : data.correct;
  const undecided = data.trajectories - data.chosen.decided;
  const link = (kind: Parameters<typeof disagreementQuery>[0]) => `${runPagePath(runName)}${disagreementQuery(kind)}`;
  return (
    <Card aria-label="Correctness" className="flex flex-wrap items-start gap-x-8 gap-y-3 p-3">
      <Figure
        label={`Right (${rule})`}
        count={data.chosen}
        note={undecided > 0 ? `${formatCount(undecided)} not judged by this rule` : undefined}
      />
      <Figure label="EM" count={data.em} />
      <Figure label="acc (sub-EM)" count={data.acc} />
      {data.verdict ? (
        <>
          <Figure label={`Judge (${data.verdict.label})`} count={data.verdict.judge} />
          <div className="text-sm" role="group" aria-label="Judge and EM disagree">
            <p className="text-xs font-medium uppercase tracking-wide text-zinc-500">Judge and EM disagree</p>
            <p>
              <Link href={link("judge-right-em-wrong")} className="text-sky-700 hover:underline dark:text-sky-400">
                judge right, EM wrong: {formatCount(data.verdict.judgeRightEmWrong)}
              </Link>
            </p>
            <p>
              <Link href={link("em-right-judge-wrong")} className="text-sky-700 hover:underline dark:text-sky-400">
                EM right, judge wrong: {formatCount(data.verdict.emRightJudgeWrong)}
              </Link>
            </p>
          </div>
        </>
      ) : (
        <p className="self-center text-xs text-zinc-500">No judge verdict ({"answer_correct"}) in this run.</p>
      )}
      <p className="basis-full text-xs text-zinc-500">
        “Right” follows the correctness chosen in the filters ({rule}); the outcome filter uses the same rule.
      </p>
    </Card>
  );
}
