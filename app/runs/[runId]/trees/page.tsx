import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { TreeList } from "@/components/prostep/tree-list";
import { resolveRunHeader } from "@/lib/browse/server/queries";
import { orNotFound } from "@/lib/http/not-found";
import { prostepServerQueries } from "@/lib/prostep/server/queries";
import { RunHeader } from "../_components/run-header";
import { runNameOf } from "../run-name";

type TProps = { params: Promise<{ runId: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: `Value trees · ${runNameOf((await params).runId)}` };
}

export default async function TreesPage({ params }: TProps) {
  await connection();
  const run = await orNotFound(resolveRunHeader({ run: runNameOf((await params).runId) }));
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(prostepServerQueries.trees(run.name));
  return (
    <div className="space-y-5">
      <RunHeader run={run} section="trees" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <TreeList runName={run.name} />
      </HydrationBoundary>
    </div>
  );
}
