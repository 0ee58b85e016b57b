import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { QuestionTimelineView } from "@/components/questions/question-timeline-view";
import { browseServerQueries } from "@/lib/browse/server/queries";
import { orNotFound } from "@/lib/http/not-found";
import { questionServerQueries } from "@/lib/questions/server/queries";
import { RunHeader } from "../../../_components/run-header";
import { runNameOf } from "../../../run-name";

type TProps = { params: Promise<{ runId: string; trajectoryId: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { runId, trajectoryId } = await params;
  return { title: `Question of trajectory ${trajectoryId} through training · ${runNameOf(runId)}` };
}

export default async function QuestionPage({ params }: TProps) {
  await connection();
  const { runId, trajectoryId } = await params;
  if (!/^\d{1,19}$/.test(trajectoryId)) notFound();
  const queryClient = new QueryClient();
  const run = await orNotFound(queryClient.fetchQuery(browseServerQueries.run(runNameOf(runId))));
  await orNotFound(queryClient.fetchQuery(questionServerQueries.timeline(run.name, trajectoryId)));
  return (
    <div className="space-y-5">
      <RunHeader run={run} section="questions" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <QuestionTimelineView runName={run.name} trajectoryId={trajectoryId} />
      </HydrationBoundary>
    </div>
  );
}
