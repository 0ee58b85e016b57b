// In the (home) group so that only the runs list streams behind this skeleton: a loading boundary
// at the root would wrap every page, and a page that answers notFound() would then stream a 200.
import { RunsTableSkeleton } from "../_components/runs-table";

export default function Loading() {
  return <RunsTableSkeleton />;
}
