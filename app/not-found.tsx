import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";

export default function NotFound() {
  return (
    <EmptyState title="Not found">
      <p>There is nothing at this address: the run or trajectory may have been deleted or renamed.</p>
      <p>
        <Link href="/" className="underline">
          Back to the runs
        </Link>
      </p>
    </EmptyState>
  );
}
