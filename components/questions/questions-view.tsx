"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { RichText } from "@/components/trajectory/rich-text";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, Td, Th } from "@/components/ui/table";
import { formatValue, PERCENT } from "@/lib/charts";
import { questionPagePath, questionQueries, questionsPagePath } from "@/lib/questions/queries";
import { QUESTION_STATUS_TEXT, QUESTION_STATUSES, type TQuestionStatus } from "@/lib/questions/status";

/** The run's questions by status through training: a count per status, the questions of one. */
export function QuestionsView({ runName, status }: { runName: string; status: TQuestionStatus }) {
  const { data, error, isPending, refetch } = useQuery(questionQueries.statuses(runName, status));
  if (isPending) return <Skeleton className="h-96" />;
  if (error)
    return <ErrorState title="Could not load the questions" message={error.message} onRetry={() => void refetch()} />;
  return (
    <div className="space-y-4">
      <nav aria-label="Question statuses" className="grid gap-2 sm:grid-cols-4">
        {QUESTION_STATUSES.map((s) => (
          <Link
            key={s}
            href={questionsPagePath(runName, s)}
            aria-current={s === status ? "page" : undefined}
            className={`rounded-lg border p-3 ${
              s === status
                ? "border-zinc-900 dark:border-zinc-100"
                : "border-zinc-200 hover:border-zinc-400 dark:border-zinc-800"
            }`}
          >
            <span className="block text-2xl font-semibold tabular-nums">{data.counts[s].toLocaleString("en-US")}</span>
            <span className="block text-sm font-medium">{QUESTION_STATUS_TEXT[s].label}</span>
            <span className="block text-xs text-zinc-500">{QUESTION_STATUS_TEXT[s].definition}</span>
          </Link>
        ))}
      </nav>
      <p className="text-xs text-zinc-500">
        Questions of the run&apos;s training steps (evaluation splits left out); a step is solved when at least{" "}
        {formatValue(data.threshold, { kind: "percent", decimals: 0 })} of the question&apos;s rollouts there are right
        (EM ≥ 1).{data.unjudged > 0 && ` ${data.unjudged.toLocaleString("en-US")} questions have no judged rollout.`}
      </p>
      <Table aria-label={`Questions ${QUESTION_STATUS_TEXT[status].label}`}>
        <thead>
          <tr>
            <Th>Question</Th>
            <Th>Dataset</Th>
            <Th className="text-right">Steps sampled</Th>
            <Th className="text-right">First – last step</Th>
            <Th className="text-right">Accuracy at the last</Th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((q) => (
            <tr key={q.anchorId}>
              <Td className="max-w-xl">
                <Link
                  href={questionPagePath(runName, q.anchorId)}
                  className="text-sky-700 hover:underline dark:text-sky-400"
                >
                  <RichText text={q.question} />
                </Link>
              </Td>
              <Td>{q.dataset ?? "—"}</Td>
              <Td className="text-right tabular-nums">{q.sampledSteps}</Td>
              <Td className="text-right tabular-nums">
                {q.firstStep} – {q.lastStep}
              </Td>
              <Td className="text-right tabular-nums">{formatValue(q.lastAccuracy, PERCENT)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="text-sm text-zinc-500" role="status">
        {data.total === 0
          ? `No question is ${QUESTION_STATUS_TEXT[status].label}.`
          : `${data.total.toLocaleString("en-US")} question${data.total === 1 ? "" : "s"} ${QUESTION_STATUS_TEXT[status].label}${
              data.total > data.items.length ? `, the ${data.items.length} sampled most shown` : ""
            }.`}
      </p>
    </div>
  );
}
