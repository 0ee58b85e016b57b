import Link from "next/link";
import { Card } from "@/components/ui/card";
import { describeFlips, flipsListHref } from "@/lib/what-if/chart-data";
import type { TFlipSummary } from "@/lib/what-if/types";

/** Pairs of one GRPO group the new reward orders the other way round, and a link to those trajectories. */
export function FlipsCard({ runName, flips }: { runName: string; flips: TFlipSummary }) {
  const shown = flips.ids.length;
  return (
    <Card aria-label="Rank flips" className="space-y-2">
      <h2 className="font-semibold">Rank flips inside GRPO groups</h2>
      <p className="text-2xl font-semibold tabular-nums" aria-label="Flipped pairs">
        {flips.flips.toLocaleString("en-US")}
      </p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {describeFlips(flips)} ({flips.pairs.toLocaleString("en-US")} pairs compared);{" "}
        {flips.tiesBroken.toLocaleString("en-US")} ties broken, {flips.tiesMade.toLocaleString("en-US")} ties made.
        {flips.skippedGroups > 0 && ` ${flips.skippedGroups} groups too large to compare pair by pair were left out.`}
      </p>
      {flips.trajectories > 0 ? (
        <Link
          href={flipsListHref(runName, flips.ids)}
          className="text-sm text-sky-700 hover:underline dark:text-sky-400"
        >
          {shown < flips.trajectories
            ? `Show the first ${shown.toLocaleString("en-US")} of ${flips.trajectories.toLocaleString("en-US")} trajectories whose rank flips`
            : `Show the ${flips.trajectories.toLocaleString("en-US")} trajectories whose rank flips`}
        </Link>
      ) : (
        <p className="text-sm text-zinc-500">No trajectory changes rank inside its group.</p>
      )}
    </Card>
  );
}
