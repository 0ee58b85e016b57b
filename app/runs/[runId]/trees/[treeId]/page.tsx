import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { TreeView } from "@/components/prostep/tree-view";
import { resolveRunHeader } from "@/lib/browse/server/queries";
import { orNotFound } from "@/lib/http/not-found";
import { treesPagePath } from "@/lib/prostep/queries";
import { prostepServerQueries } from "@/lib/prostep/server/queries";
import { RunHeader } from "../../_components/run-header";
import { runNameOf } from "../../run-name";

type TProps = { params: Promise<{ runId: string; treeId: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { runId, treeId } = await params;
  return { title: `Tree ${runNameOf(treeId)} · ${runNameOf(runId)}` };
}

export default async function TreePage({ params }: TProps) {
  await connection();
  const { runId, treeId } = await params;
  const run = await orNotFound(resolveRunHeader({ run: runNameOf(runId) }));
  const tree = runNameOf(treeId);
  const queryClient = new QueryClient();
  await orNotFound(queryClient.fetchQuery(prostepServerQueries.tree(run.name, tree)));
  return (
    <div className="space-y-4">
      <RunHeader run={run} section="trees" />
      <nav aria-label="Tree breadcrumb" className="text-sm text-zinc-500">
        <Link href={treesPagePath(run.name)} className="hover:underline">
          Value trees
        </Link>{" "}
        / {tree}
      </nav>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <TreeView runName={run.name} treeId={tree} />
      </HydrationBoundary>
    </div>
  );
}
