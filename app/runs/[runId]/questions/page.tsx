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

// Questions by status through training (?status=learned|forgotten|never_learned|always_right).
export default async function QuestionsPage({ params, searchParams }: TProps) {
  await connection();
  const name = runNameOf((await params).runId);
  const parsed = ZQuestionsQuery.safeParse({ status: (await searchParams).status });
  const status = parsed.success ? parsed.data.status : "forgotten";
  const queryClient = new QueryClient();
  const run = await orNotFound(queryClient.fetchQuery(browseServerQueries.run(name)));
  await queryClient.prefetchQuery(questionServerQueries.statuses(run.name, status));
  return (
    <div className="space-y-5">
      <RunHeader run={run} section="questions" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <QuestionsView runName={run.name} status={status} />
      </HydrationBoundary>
    </div>
  );
}
