import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { QueueHome } from "@/components/annotate/queue-home";
import { annotateQueries } from "@/lib/annotate/queries";
import { getCurrentUser } from "@/lib/auth/server/session";
import { annotateServerQueries } from "@/lib/annotate/server/queries";
import { resolveRunHeader } from "@/lib/browse/server/queries";
import { orNotFound } from "@/lib/http/not-found";
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
  const run = await orNotFound(resolveRunHeader({ run: runNameOf(runId) }));
  const user = await getCurrentUser();
  const queryClient = new QueryClient();
  queryClient.setQueryData(annotateQueries.me().queryKey, user);
  await orNotFound(queryClient.fetchQuery(annotateServerQueries.myWork(run.name, queueId, user?.id ?? null)));
  return (
    <div className="space-y-5">
      <RunHeader run={run} section="annotate" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <QueueHome runName={run.name} queueId={queueId} />
      </HydrationBoundary>
    </div>
  );
}
