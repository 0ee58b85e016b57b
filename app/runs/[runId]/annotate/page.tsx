import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { annotateQueries } from "@/lib/annotate/queries";
import { getCurrentUser } from "@/lib/auth/server/session";
import { browseQueries } from "@/lib/browse/queries";
import { getDb } from "@/lib/db/client";
import { listQueues } from "@/lib/annotate/server/queues";
import { getRunFacets } from "@/lib/runs/server/run-facets";
import { getRunByName } from "@/lib/runs/server/run-overview";
import { RunHeader } from "../_components/run-header";
import { runNameOf } from "../run-name";
import { AnnotateHome } from "./_components/annotate-home";

type TProps = { params: Promise<{ runId: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: `Annotate · ${runNameOf((await params).runId)}` };
}

export default async function AnnotatePage({ params }: TProps) {
  await connection();
  const db = await getDb();
  const run = await getRunByName(db, runNameOf((await params).runId));
  if (!run) notFound();
  const queryClient = new QueryClient();
  const user = await getCurrentUser();
  queryClient.setQueryData(annotateQueries.me().queryKey, user);
  await Promise.all([
    queryClient.prefetchQuery({ ...annotateQueries.queues(run.name), queryFn: () => listQueues(db, run.id) }),
    queryClient.prefetchQuery({ ...browseQueries.facets(run.name), queryFn: () => getRunFacets(db, run.id) }),
  ]);
  return (
    <div className="space-y-5">
      <RunHeader run={run} section="annotate" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <AnnotateHome runName={run.name} />
      </HydrationBoundary>
    </div>
  );
}
