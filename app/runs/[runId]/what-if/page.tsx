import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { WhatIfView } from "@/components/what-if/what-if-view";
import { resolveRunHeader } from "@/lib/browse/server/queries";
import { orNotFound } from "@/lib/http/not-found";
import { findWhatIfRun, whatIfServerQueries } from "@/lib/what-if/server/queries";
import { defaultSpec } from "@/lib/what-if/default-spec";
import { parseWhatIfParams } from "@/lib/what-if/params";
import { RunHeader } from "../_components/run-header";
import { runNameOf } from "../run-name";

type TProps = {
  params: Promise<{ runId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: `What-if · ${runNameOf((await params).runId)}` };
}

// The URL holds the reward and weights. A small run's what-if comes with the page, under the key
// the client reads (the URL's spec, else the run's own, as useWhatIfState picks), and so does a
// large run's when it is kept from an earlier request; otherwise (seconds per what-if) the controls
// render at once and the client fetches it. The run metrics, at
// the foot of the page, are always fetched by the client: on the embedded database the two queries
// run one after the other, and the page's answer (its charts) would wait for both.
export default async function WhatIfPage({ params, searchParams }: TProps) {
  await connection();
  const name = runNameOf((await params).runId);
  const [run, whatIfRun] = await orNotFound(Promise.all([resolveRunHeader({ run: name }), findWhatIfRun(name)]));
  const runDefault = defaultSpec(whatIfRun.reward);
  const queryClient = new QueryClient();
  const spec = parseWhatIfParams(await searchParams).spec ?? runDefault;
  const ready = await whatIfServerQueries.forPage(run.name, spec);
  if (ready) await queryClient.prefetchQuery(ready);
  return (
    <div className="space-y-5">
      <RunHeader run={run} section="what-if" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <WhatIfView runName={run.name} runDefault={runDefault} reward={whatIfRun.reward} />
      </HydrationBoundary>
    </div>
  );
}
