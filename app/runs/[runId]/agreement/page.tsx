import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { ZSource } from "@/lib/annotate/schemas";
import { annotateServerQueries } from "@/lib/annotate/server/queries";
import { resolveRunHeader } from "@/lib/browse/server/queries";
import { orNotFound } from "@/lib/http/not-found";
import { RunHeader } from "../_components/run-header";
import { runNameOf } from "../run-name";
import { AgreementView } from "./_components/agreement-view";

type TProps = {
  params: Promise<{ runId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: `Agreement · ${runNameOf((await params).runId)}` };
}

// Lenient like the browse pages: a malformed source in a pasted link falls back to the default.
const sourceOf = (value: string | string[] | undefined) => {
  const parsed = ZSource.safeParse(Array.isArray(value) ? value.at(-1) : value);
  return parsed.success ? parsed.data : null;
};

export default async function AgreementPage({ params, searchParams }: TProps) {
  await connection();
  const run = await orNotFound(resolveRunHeader({ run: runNameOf((await params).runId) }));
  const search = await searchParams;
  const [a, b] = [sourceOf(search.a), sourceOf(search.b)];
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery(annotateServerQueries.agreement(run.name, a, b)),
    queryClient.prefetchQuery(annotateServerQueries.loggedVsCorrected(run.name)),
  ]);
  return (
    <div className="space-y-5">
      <RunHeader run={run} section="agreement" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <AgreementView runName={run.name} />
      </HydrationBoundary>
    </div>
  );
}
