import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { QueueHome } from "@/components/annotate/queue-home";
import { annotateQueries } from "@/lib/annotate/queries";
import { getCurrentUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { listQueueSummaries } from "@/lib/annotate/server/queue-summaries";
import { getMyQueueWork } from "@/lib/annotate/server/queue-work";
import { getRunByName } from "@/lib/runs/server/run-overview";
import { RunHeader } from "../../_components/run-header";
import { runNameOf } from "../../run-name";

type TProps = { params: Promise<{ runId: string; queueId: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: `Queue · ${runNameOf((await params).runId)}` };
}

export default async function QueuePage({ params }: TProps) {
  await connection();
  const { runId, queueId: segment } = await params;
  const queueId = Number(segment);
  if (!/^\d{1,9}$/.test(segment)) notFound();
  const db = await getDb();
  const run = await getRunByName(db, runNameOf(runId));
  if (!run || (await listQueueSummaries(db, { runId: run.id, queueId })).length === 0) notFound();
  const user = await getCurrentUser();
  const queryClient = new QueryClient();
  queryClient.setQueryData(annotateQueries.me().queryKey, user);
  queryClient.setQueryData(
    annotateQueries.myWork(run.name, queueId).queryKey,
    await getMyQueueWork(db, { runId: run.id, queueId, userId: user?.id ?? null }),
  );
  return (
    <div className="space-y-5">
      <RunHeader run={run} section="annotate" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <QueueHome runName={run.name} queueId={queueId} />
      </HydrationBoundary>
    </div>
  );
}
