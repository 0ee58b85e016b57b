import { Card } from "@/components/ui/card";
import { formatScore } from "@/lib/browse/format";
import { histogramBars } from "@/lib/what-if/chart-data";
import type { TWhatIfResult } from "@/lib/what-if/types";
import { PairedHistogram } from "./paired-histogram";

/** GRPO advantages (r − group mean)/(group std + ε), as verl computes them, before and after. */
export function AdvantagesCard({ advantages }: { advantages: TWhatIfResult["advantages"] }) {
  return (
    <Card aria-label="GRPO advantages" className="space-y-2">
      <h2 className="font-semibold">GRPO group advantages</h2>
      <p className="text-xs text-zinc-500">
        (r − group mean) / (group std + 10⁻⁶) as verl computes them: unbiased std, a group of one has mean 0 and std 1.
      </p>
      <PairedHistogram
        bars={histogramBars(advantages.histogram)}
        label="Advantages, logged and recomputed"
        names={{ logged: "advantage (logged reward)", recomputed: "advantage (recomputed)" }}
        labelRoom={3}
      />
      <p className="text-sm">
        Sign changed for{" "}
        <span className="font-semibold tabular-nums">{advantages.signChanged.toLocaleString("en-US")}</span> of{" "}
        {advantages.compared.toLocaleString("en-US")} trajectories; std {formatScore(advantages.logged.std, 3)} →{" "}
        {formatScore(advantages.recomputed.std, 3)}.
      </p>
    </Card>
  );
}
