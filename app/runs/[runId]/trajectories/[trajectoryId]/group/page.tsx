import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { GroupView } from "@/components/groups/group-view";
import { browseServerQueries } from "@/lib/browse/server/queries";
import { groupServerQueries } from "@/lib/groups/server/queries";
import { orNotFound } from "@/lib/http/not-found";
import { RunHeader } from "../../../_components/run-header";
import { runNameOf } from "../../../run-name";

type TProps = { params: Promise<{ runId: string; trajectoryId: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { runId, trajectoryId } = await params;
  return { title: `Group of trajectory ${trajectoryId} · ${runNameOf(runId)}` };
}

// The GRPO group of one trajectory; ?advantage=mean switches the variant (computed on the client).
export default async function GroupPage({ params }: TProps) {
  await connection();
  const { runId, trajectoryId } = await params;
  if (!/^\d{1,19}$/.test(trajectoryId)) notFound();
  const queryClient = new QueryClient();
  const run = await orNotFound(queryClient.fetchQuery(browseServerQueries.run(runNameOf(runId))));
  await orNotFound(queryClient.fetchQuery(groupServerQueries.ofTrajectory(run.name, trajectoryId)));
  return (
    <div className="space-y-5">
      <RunHeader run={run} section="trajectories" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <GroupView runName={run.name} trajectoryId={trajectoryId} />
      </HydrationBoundary>
    </div>
  );
}
