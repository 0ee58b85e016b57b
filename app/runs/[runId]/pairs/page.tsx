import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { PairBrowser } from "@/components/prostep/pair-browser";
import { resolveRunHeader } from "@/lib/browse/server/queries";
import { orNotFound } from "@/lib/http/not-found";
import { prostepServerQueries } from "@/lib/prostep/server/queries";
import { RunHeader } from "../_components/run-header";
import { runNameOf } from "../run-name";

type TProps = { params: Promise<{ runId: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: `Pairs · ${runNameOf((await params).runId)}` };
}

export default async function PairsPage({ params }: TProps) {
  await connection();
  const run = await orNotFound(resolveRunHeader({ run: runNameOf((await params).runId) }));
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(prostepServerQueries.pairs(run.name));
  return (
    <div className="space-y-5">
      <RunHeader run={run} section="pairs" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <PairBrowser runName={run.name} />
      </HydrationBoundary>
    </div>
  );
}
