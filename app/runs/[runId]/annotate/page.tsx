import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { annotateQueries } from "@/lib/annotate/queries";
import { getCurrentUser } from "@/lib/auth/server/session";
import { annotateServerQueries } from "@/lib/annotate/server/queries";
import { browseServerQueries, resolveRunHeader } from "@/lib/browse/server/queries";
import { orNotFound } from "@/lib/http/not-found";
import { RunHeader } from "../_components/run-header";
import { runNameOf } from "../run-name";
import { AnnotateHome } from "./_components/annotate-home";

type TProps = { params: Promise<{ runId: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: `Annotate · ${runNameOf((await params).runId)}` };
}

export default async function AnnotatePage({ params }: TProps) {
  await connection();
  const run = await orNotFound(resolveRunHeader({ run: runNameOf((await params).runId) }));
  const queryClient = new QueryClient();
  const user = await getCurrentUser();
  queryClient.setQueryData(annotateQueries.me().queryKey, user);
  await Promise.all([
    queryClient.prefetchQuery(annotateServerQueries.queues(run.name)),
    queryClient.prefetchQuery(browseServerQueries.facets(run.name)),
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
