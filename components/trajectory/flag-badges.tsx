import { Badge } from "@/components/ui/badge";
import type { TTrajectoryRow } from "@/lib/browse/types";

type TFlagged = Pick<TTrajectoryRow, "hasOverSearch" | "hasUnderSearch" | "isFormatValid" | "isFlawedButCorrect">;

/** The trajectory-level flags as badges; nothing when none holds. */
export function FlagBadges({ row }: { row: TFlagged }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {row.isFlawedButCorrect && (
        <Badge tone="bad" title="Correct answer (EM ≥ 1) with at least one step labelled BAD">
          flawed but correct
        </Badge>
      )}
      {row.hasOverSearch && (
        <Badge tone="warn" title="At least one search step retrieved what the model already knew">
          over-search
        </Badge>
      )}
      {row.hasUnderSearch && (
        <Badge tone="warn" title="At least one step answered from memory, wrongly, instead of searching">
          under-search
        </Badge>
      )}
      {row.isFormatValid === false && (
        <Badge tone="bad" title="The response breaks the stack's tag grammar">
          invalid format
        </Badge>
      )}
    </span>
  );
}
