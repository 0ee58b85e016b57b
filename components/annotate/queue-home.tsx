"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { annotateQueries, queuePagePath } from "@/lib/annotate/queries";
import { can } from "@/lib/auth/roles";
import { runPagePath } from "@/lib/browse/queries";
import { QueueProgress } from "./queue-progress";
import { useQueueSteps } from "./use-queue-steps";

const STATUS_TONE = { assigned: "info", done: "good", skipped: "warn" } as const;

/** A queue for the signed-in annotator: progress, their items, and where to resume. */
export function QueueHome({ runName, queueId }: { runName: string; queueId: number }) {
  const me = useQuery(annotateQueries.me());
  const work = useQuery(annotateQueries.myWork(runName, queueId));
  const { next } = useQueueSteps(runName, queueId);
  const isFinished = useSearchParams().get("finished") === "1";
  if (work.isPending) return <p className="text-sm text-zinc-500">Loading the queue…</p>;
  if (work.isError)
    return (
      <ErrorState title="Could not load the queue" message={work.error.message} onRetry={() => void work.refetch()} />
    );
  const { queue, items } = work.data;
  const open = items.filter((i) => i.status === "assigned").length;
  return (
    <div className="space-y-4">
      <Card aria-label={`Queue ${queue.name}`} className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold">{queue.name}</h2>
          <Link href={`${runPagePath(runName)}/annotate`} className="text-sm underline">
            All queues
          </Link>
        </div>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Labels asked: {queue.labelNames.join(", ") || "any"}. Each item is labelled by {queue.annotatorsPerItem}{" "}
          {queue.annotatorsPerItem === 1 ? "person" : "people"}, each on their own: you do not see the others&apos;
          labels.
        </p>
        <QueueProgress queue={queue} />
        {isFinished && (
          <p role="status" className="font-medium text-emerald-700 dark:text-emerald-400">
            Nothing left for you in this queue. Thank you!
          </p>
        )}
        {can(me.data?.role, "label") ? (
          <div className="flex items-center gap-2">
            <Button variant="primary" onClick={() => next.mutate()} disabled={next.isPending}>
              {open > 0 ? "Continue where you left off" : items.length ? "Next item" : "Start labelling"}
            </Button>
            {next.isError && (
              <span role="alert" className="text-sm text-red-700 dark:text-red-400">
                {next.error.message}
              </span>
            )}
          </div>
        ) : (
          <p className="text-sm text-zinc-500">
            {me.data ? "Labelling needs the annotator role." : "Sign in to label."}
          </p>
        )}
      </Card>
      {items.length > 0 && (
        <Card aria-label="Your items" className="space-y-2">
          <h3 className="font-semibold">Your items</h3>
          <ol className="space-y-1 text-sm">
            {items.map((item) => (
              <li key={item.position} className="flex flex-wrap items-center gap-2">
                <Link href={queuePagePath(runName, queueId, item.position)} className="underline tabular-nums">
                  Item {item.position + 1}
                </Link>
                <Badge tone={STATUS_TONE[item.status]}>{item.status === "assigned" ? "open" : item.status}</Badge>
                {item.reason && <span className="text-xs text-zinc-500">{item.reason}</span>}
              </li>
            ))}
          </ol>
        </Card>
      )}
    </div>
  );
}
