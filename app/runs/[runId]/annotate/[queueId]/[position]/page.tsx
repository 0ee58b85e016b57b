import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { connection } from "next/server";
import { QueueItemView } from "@/components/annotate/queue-item-view";
import { annotateQueries, queuePagePath } from "@/lib/annotate/queries";
import { getCurrentUser } from "@/lib/auth/server/session";
import { browseQueries } from "@/lib/browse/queries";
import { getDb } from "@/lib/db/client";
import { getMyQueueWork } from "@/lib/annotate/server/queue-work";
import { getRunByName } from "@/lib/runs/server/run-overview";
import { getTrajectory } from "@/lib/browse/server/trajectory-detail";
import { runNameOf } from "../../../run-name";

type TProps = { params: Promise<{ runId: string; queueId: string; position: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { runId, position } = await params;
  return { title: `Item ${Number(position) + 1} · ${runNameOf(runId)}` };
}

// One queue item to label. Only the annotator who holds it sees it here; anyone else is sent to
// the queue's page, which says what is theirs.
export default async function QueueItemPage({ params }: TProps) {
  await connection();
  const { runId, queueId: queueSegment, position: positionSegment } = await params;
  if (!/^\d{1,9}$/.test(queueSegment) || !/^\d{1,7}$/.test(positionSegment)) notFound();
  const [queueId, position] = [Number(queueSegment), Number(positionSegment)];
  const db = await getDb();
  const run = await getRunByName(db, runNameOf(runId));
  if (!run) notFound();
  const path = queuePagePath(run.name, queueId, position);
  const user = await getCurrentUser();
  if (!user) redirect(`/sign-in?next=${encodeURIComponent(path)}`);
  const work = await getMyQueueWork(db, { runId: run.id, queueId, userId: user.id }).catch(() => notFound());
  const item = work.items.find((i) => i.position === position);
  if (!item) redirect(queuePagePath(run.name, queueId));
  const detail = await getTrajectory(db, { runId: run.id, trajectoryId: item.trajectoryId });
  if (!detail) notFound();
  const queryClient = new QueryClient();
  queryClient.setQueryData(annotateQueries.me().queryKey, user);
  queryClient.setQueryData(annotateQueries.myWork(run.name, queueId).queryKey, work);
  queryClient.setQueryData(browseQueries.trajectory(run.name, item.trajectoryId).queryKey, detail);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <QueueItemView runName={run.name} queueId={queueId} position={position} />
    </HydrationBoundary>
  );
}
