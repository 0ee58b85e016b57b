"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { annotateQueries } from "@/lib/annotate/queries";
import { can } from "@/lib/auth/roles";
import { runApiPath } from "@/lib/browse/queries";
import { NewQueueForm } from "./new-queue-form";
import { QueueList } from "./queue-list";

/** The run's queues, a form to draw a new one (admins), and the labels as training data. */
export function AnnotateHome({ runName }: { runName: string }) {
  const me = useQuery(annotateQueries.me());
  const user = me.data ?? null;
  return (
    <div className="space-y-5">
      {!user && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Link
            href={`/sign-in?next=${encodeURIComponent(`/runs/${encodeURIComponent(runName)}/annotate`)}`}
            className="underline"
          >
            Sign in
          </Link>{" "}
          to label queue items. Anyone can read the queues&apos; progress.
        </p>
      )}
      <QueueList runName={runName} user={user} />
      {can(user?.role, "manage-queues") && <NewQueueForm runName={runName} />}
      <Card aria-label="Export labels" className="space-y-1 text-sm">
        <h2 className="font-semibold">Labels as training data</h2>
        <p className="text-zinc-600 dark:text-zinc-400">
          One JSON line per label that holds — question, gold answers, the steps before it, the step, the label, its
          rationale, source and author — ready to train a judge or a PRM. Also{" "}
          <code>npx trajscope export --run NAME --labels</code>.
        </p>
        <p className="flex gap-4">
          <a className="underline" href={`${runApiPath(runName)}/labels/export?scope=current`} download>
            Download current labels (JSONL)
          </a>
          <a className="underline" href={`${runApiPath(runName)}/labels/export?scope=people`} download>
            Only people&apos;s labels
          </a>
        </p>
      </Card>
    </div>
  );
}
