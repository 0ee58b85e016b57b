import { RunsTableSkeleton } from "./_components/runs-table";

export default function Loading() {
  return <RunsTableSkeleton />;
}
