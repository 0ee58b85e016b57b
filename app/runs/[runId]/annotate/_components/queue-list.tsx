"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { QueueProgress } from "@/components/annotate/queue-progress";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { annotateKeys, annotateQueries, postJson, queuePagePath } from "@/lib/annotate/queries";
import type { TSessionUser } from "@/lib/annotate/types";
import { can } from "@/lib/auth/roles";
import { runApiPath, runPagePath } from "@/lib/browse/queries";
import { formatDateTime } from "@/lib/format/date";

export function QueueList({ runName, user }: { runName: string; user: TSessionUser | null }) {
  const queryClient = useQueryClient();
  const queues = useQuery(annotateQueries.queues(runName));
  const remove = useMutation({
    mutationFn: (id: number) => postJson(`${runApiPath(runName)}/queues/${id}`, {}, "DELETE"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: annotateKeys.queues(runName) }),
  });
  if (queues.isPending) return <p className="text-sm text-zinc-500">Loading the queues…</p>;
  if (queues.isError) {
    return (
      <ErrorState
        title="Could not load the queues"
        message={queues.error.message}
        onRetry={() => void queues.refetch()}
      />
    );
  }
  if (queues.data.length === 0) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        No annotation queue yet.{" "}
        {can(user?.role, "manage-queues") ? "Draw one from a filter below." : "An admin draws them from a filter."}
      </p>
    );
  }
  return (
    <section aria-label="Annotation queues" className="space-y-3">
      <h2 className="font-semibold">Queues</h2>
      {queues.data.map((queue) => (
        <Card key={queue.id} aria-label={`Queue ${queue.name}`} className="space-y-2">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h3 className="font-medium">{queue.name}</h3>
            <span className="text-xs text-zinc-500">
              {queue.strategy} (seed {queue.seed}) · {queue.items} of {queue.sampleSize} asked ·{" "}
              {queue.labelNames.join(", ") || "any label"} · by {queue.createdBy ?? "—"},{" "}
              {formatDateTime(queue.createdAt)}
            </span>
            <Link href={`${runPagePath(runName)}${queue.filterQuery}`} className="text-xs underline">
              filter {queue.filterQuery || "(all trajectories)"}
            </Link>
          </div>
          <QueueProgress queue={queue} />
          <div className="flex gap-2">
            <Link href={queuePagePath(runName, queue.id)} className={buttonClass("primary")}>
              {can(user?.role, "label") ? "Open" : "View"} {queue.name}
            </Link>
            {can(user?.role, "manage-queues") && (
              <Button
                onClick={() =>
                  window.confirm(`Delete the queue "${queue.name}"? Labels stay.`) && remove.mutate(queue.id)
                }
                disabled={remove.isPending}
              >
                Delete
              </Button>
            )}
          </div>
        </Card>
      ))}
    </section>
  );
}
