import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { annotateQueries } from "@/lib/annotate/queries";
import { ZSource } from "@/lib/annotate/schemas";
import { getAgreementReport, getLoggedVsCorrected } from "@/lib/annotate/server/agreement";
import { getDb } from "@/lib/db/client";
import { getRunByName } from "@/lib/runs/server/run-overview";
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
  const db = await getDb();
  const run = await getRunByName(db, runNameOf((await params).runId));
  if (!run) notFound();
  const search = await searchParams;
  const [a, b] = [sourceOf(search.a), sourceOf(search.b)];
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery({
      ...annotateQueries.agreement(run.name, a, b),
      queryFn: () => getAgreementReport(db, { runId: run.id, a: a ?? undefined, b: b ?? undefined }),
    }),
    queryClient.prefetchQuery({
      ...annotateQueries.loggedVsCorrected(run.name),
      queryFn: () => getLoggedVsCorrected(db, run.id),
    }),
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
