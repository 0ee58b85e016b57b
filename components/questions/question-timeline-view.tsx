"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { RichText } from "@/components/trajectory/rich-text";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, Td, Th } from "@/components/ui/table";
import { trajectoryPagePath } from "@/lib/browse/queries";
import { formatValue, PERCENT } from "@/lib/charts";
import { questionQueries, questionsPagePath } from "@/lib/questions/queries";
import { isSolved, QUESTION_STATUS_TEXT } from "@/lib/questions/status";

const FIXED3 = { kind: "fixed", decimals: 3 } as const;

/** One question at every training step it was sampled: accuracy, reward, and its status. */
export function QuestionTimelineView({ runName, trajectoryId }: { runName: string; trajectoryId: string }) {
  const { data, error, isPending, refetch } = useQuery(questionQueries.timeline(runName, trajectoryId));
  if (isPending) return <Skeleton className="h-96" />;
  if (error)
    return <ErrorState title="Could not load the question" message={error.message} onRetry={() => void refetch()} />;
  const status = data.status ? QUESTION_STATUS_TEXT[data.status] : null;
  return (
    <div className="space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm text-zinc-500">
        <Link href={trajectoryPagePath(runName, trajectoryId)} className="hover:underline">
          ← trajectory {trajectoryId}
        </Link>
      </nav>
      <Card className="space-y-2">
        <h1 className="text-lg font-semibold">
          <RichText text={data.question} />
        </h1>
        <p className="text-xs text-zinc-500">
          {data.dataset && `dataset ${data.dataset} · `}gold{" "}
          {data.goldenAnswers.length ? data.goldenAnswers.join(" | ") : "none given"}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm" aria-label="Status">
          {status && data.status ? (
            <>
              <Link href={questionsPagePath(runName, { status: data.status })}>
                <Badge tone={data.status === "learned" || data.status === "always_right" ? "good" : "bad"}>
                  {status.label}
                </Badge>
              </Link>
              <span className="text-zinc-600 dark:text-zinc-400">{status.definition}.</span>
            </>
          ) : (
            <span className="text-zinc-500">No status: no rollout of it in training was judged (EM).</span>
          )}
        </p>
        <p className="text-xs text-zinc-500">
          A step counts as solved when at least {formatValue(data.threshold, { kind: "percent", decimals: 0 })} of its
          rollouts there are right (EM ≥ 1). Training steps only; evaluation splits (test, val) are left out.
        </p>
      </Card>
      <Table aria-label="The question at each training step">
        <thead>
          <tr>
            <Th>Step</Th>
            <Th className="text-right">Rollouts</Th>
            <Th className="text-right">Right</Th>
            <Th className="text-right">Accuracy</Th>
            <Th className="text-right">Mean reward</Th>
            <Th>Solved</Th>
          </tr>
        </thead>
        <tbody>
          {data.steps.map((s) => (
            <tr key={s.step}>
              <Td>
                <Link
                  href={trajectoryPagePath(runName, s.firstId)}
                  className="text-sky-700 hover:underline dark:text-sky-400"
                >
                  {s.step}
                </Link>
              </Td>
              <Td className="text-right tabular-nums">{s.rollouts}</Td>
              <Td className="text-right tabular-nums">
                {s.right} / {s.judged}
              </Td>
              <Td className="text-right tabular-nums">{formatValue(s.accuracy, PERCENT)}</Td>
              <Td className="text-right tabular-nums">{formatValue(s.meanReward, FIXED3)}</Td>
              <Td>{s.judged === 0 ? "—" : isSolved(s, data.threshold) ? "yes" : "no"}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {data.steps.length === 0 && <p className="text-sm text-zinc-500">Never sampled at a training step.</p>}
    </div>
  );
}
