import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { ablationServerQueries } from "@/lib/ablation/server/queries";
import { parseAblationParams } from "@/lib/dynamics/ablation-params";
import { AblationsView } from "./_components/ablations-view";

export const metadata: Metadata = { title: "Ablations" };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AblationsPage({ searchParams }: TProps) {
  await connection();
  const { state } = parseAblationParams(await searchParams);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(ablationServerQueries.report(state));
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-xl font-semibold">Ablation studies</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Runs join a study with the tag <code>study:&lt;name&gt;</code> and name their row with{" "}
          <code>variant:&lt;name&gt;</code> (seeds of a variant share it).
        </p>
      </header>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <AblationsView />
      </HydrationBoundary>
    </div>
  );
}
