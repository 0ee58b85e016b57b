import { Card } from "@/components/ui/card";
import { formatScore, formatSigned } from "@/lib/browse/format";
import { formatDateTime } from "@/lib/format/date";
import { histogramBars } from "@/lib/what-if/chart-data";
import type { TWhatIfResponse } from "@/lib/what-if/types";
import { AdvantagesCard } from "./advantages-card";
import { FlipsCard } from "./flips-card";
import { PairedHistogram } from "./paired-histogram";
import { SummaryTable } from "./summary-table";

/** A what-if's figures: the reward distributions, the advantages, the rank flips. Render only. */
export function WhatIfResults({ runName, result }: { runName: string; result: TWhatIfResponse }) {
  const { logged, recomputed, delta } = result;
  return (
    <div className="space-y-4">
      <Card aria-label="Reward distributions" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="font-semibold">Reward: logged and recomputed with {result.label}</h2>
          <p className="text-xs text-zinc-500">
            {result.trajectories.toLocaleString("en-US")} trajectories, computed in{" "}
            {(result.timing.ms / 1000).toFixed(1)} s
            {result.timing.streamed > 0 && ` (${result.timing.streamed.toLocaleString("en-US")} partly in TypeScript)`}{" "}
            at {formatDateTime(result.timing.computedAt)}
          </p>
        </div>
        <p className="text-sm" aria-label="Mean reward">
          Mean <span className="tabular-nums">{formatScore(logged.mean, 4)}</span> →{" "}
          <span className="font-semibold tabular-nums">{formatScore(recomputed.mean, 4)}</span>; changed for{" "}
          {delta.changed.toLocaleString("en-US")} of {delta.compared.toLocaleString("en-US")} (mean change{" "}
          {formatSigned(delta.mean, 4)}).
        </p>
        <PairedHistogram
          bars={histogramBars(result.histogram)}
          label="Reward distributions, logged and recomputed"
          names={{ logged: "logged reward", recomputed: "recomputed reward" }}
        />
        <SummaryTable label="Reward statistics" logged={logged} recomputed={recomputed} />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <AdvantagesCard advantages={result.advantages} />
        <FlipsCard runName={runName} flips={result.flips} />
      </div>
    </div>
  );
}
