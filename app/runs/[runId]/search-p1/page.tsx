import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { SearchP1View } from "@/components/search-p1/search-p1-view";
import { browseServerQueries } from "@/lib/browse/server/queries";
import { orNotFound } from "@/lib/http/not-found";
import { scopeFromSearchParams } from "@/lib/search-p1/params";
import { searchP1ServerQueries } from "@/lib/search-p1/server/queries";
import { RunHeader } from "../_components/run-header";
import { runNameOf } from "../run-name";

type TProps = {
  params: Promise<{ runId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: `Search-P1 · ${runNameOf((await params).runId)}` };
}

// Search-P1's path scores over the run (?dataset=&from=&to=).
export default async function SearchP1Page({ params, searchParams }: TProps) {
  await connection();
  const name = runNameOf((await params).runId);
  const scope = scopeFromSearchParams(await searchParams);
  const queryClient = new QueryClient();
  const run = await orNotFound(queryClient.fetchQuery(browseServerQueries.run(name)));
  await queryClient.prefetchQuery(searchP1ServerQueries.report(run.name, scope));
  return (
    <div className="space-y-5">
      <RunHeader run={run} section="search-p1" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <SearchP1View runName={run.name} scope={scope} />
      </HydrationBoundary>
    </div>
  );
}
