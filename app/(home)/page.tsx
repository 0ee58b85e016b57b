import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { runServerQueries } from "@/lib/runs/server/queries";
import { RunsTable } from "../_components/runs-table";

export const metadata: Metadata = { title: "Runs" };

export default async function RunsPage() {
  await connection();
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(runServerQueries.list());
  return (
    <>
      <h1 className="mb-4 text-xl font-semibold">Runs</h1>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <RunsTable />
      </HydrationBoundary>
    </>
  );
}
