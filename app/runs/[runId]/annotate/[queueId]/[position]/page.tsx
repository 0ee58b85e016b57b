import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { connection } from "next/server";
import { QueueItemView } from "@/components/annotate/queue-item-view";
import { annotateQueries, queuePagePath } from "@/lib/annotate/queries";
import { getCurrentUser } from "@/lib/auth/server/session";
import { annotateServerQueries } from "@/lib/annotate/server/queries";
import { browseServerQueries, resolveRunHeader } from "@/lib/browse/server/queries";
import { orNotFound } from "@/lib/http/not-found";
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
  const run = await orNotFound(resolveRunHeader({ run: runNameOf(runId) }));
  const path = queuePagePath(run.name, queueId, position);
  const user = await getCurrentUser();
  if (!user) redirect(`/sign-in?next=${encodeURIComponent(path)}`);
  const queryClient = new QueryClient();
  queryClient.setQueryData(annotateQueries.me().queryKey, user);
  const work = await orNotFound(queryClient.fetchQuery(annotateServerQueries.myWork(run.name, queueId, user.id)));
  const item = work.items.find((i) => i.position === position);
  if (!item) redirect(queuePagePath(run.name, queueId));
  await orNotFound(queryClient.fetchQuery(browseServerQueries.trajectory(run.name, item.trajectoryId)));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <QueueItemView runName={run.name} queueId={queueId} position={position} />
    </HydrationBoundary>
  );
}
