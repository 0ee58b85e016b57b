import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { QuestionsView } from "@/components/questions/questions-view";
import { browseServerQueries } from "@/lib/browse/server/queries";
import { orNotFound } from "@/lib/http/not-found";
import { ZQuestionsQuery } from "@/lib/questions/params";
import { questionServerQueries } from "@/lib/questions/server/queries";
import { RunHeader } from "../_components/run-header";
import { runNameOf } from "../run-name";

type TProps = {
  params: Promise<{ runId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: `Questions · ${runNameOf((await params).runId)}` };
}

// Questions by status through training (?status=learned|forgotten|never_learned|always_right|not_learned),
// crossed with another run's (?vs=run&vs_status=…).
export default async function QuestionsPage({ params, searchParams }: TProps) {
  await connection();
  const name = runNameOf((await params).runId);
  const search = await searchParams;
  const parsed = ZQuestionsQuery.safeParse({ status: search.status, vs: search.vs, vs_status: search.vs_status });
  const query = parsed.success ? parsed.data : ZQuestionsQuery.parse({});
  const queryClient = new QueryClient();
  const run = await orNotFound(queryClient.fetchQuery(browseServerQueries.run(name)));
  await queryClient.prefetchQuery(questionServerQueries.statuses(run.name, query));
  return (
    <div className="space-y-5">
      <RunHeader run={run} section="questions" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <QuestionsView runName={run.name} query={query} />
      </HydrationBoundary>
    </div>
  );
}
