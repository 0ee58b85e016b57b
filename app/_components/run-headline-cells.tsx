import { Td } from "@/components/ui/table";
import { formatPercent, formatScore } from "@/lib/browse/format";
import { formatCount } from "@/lib/format/date";
import { formatStepsCovered } from "@/lib/runs/list-view";
import type { TRunHeadline, TRunMean } from "@/lib/runs/types";

const NUMBER = "text-right tabular-nums whitespace-nowrap";

/** The headline columns of one run; "—" where no trajectory has the value. */
export function RunHeadlineCells({ headline }: { headline: TRunHeadline | null }) {
  if (!headline) {
    return (
      <Td colSpan={5} className="text-zinc-500">
        No trajectories ingested yet.
      </Td>
    );
  }
  const n = headline.trajectories;
  return (
    <>
      <Td className={NUMBER}>{formatCount(n)}</Td>
      <Td className="whitespace-nowrap tabular-nums">{formatStepsCovered(headline.trainingSteps)}</Td>
      <MeanCell value={headline.em} of={n} format={(v) => formatPercent(v)} name="EM" />
      <MeanCell value={headline.acc} of={n} format={(v) => formatPercent(v)} name="Acc" />
      <MeanCell value={headline.reward} of={n} format={(v) => formatScore(v)} name="Mean reward" />
    </>
  );
}

// A mean over fewer trajectories than the run has says over how many, so nobody reads it as the whole run's.
function MeanCell({
  value,
  of,
  format,
  name,
}: {
  value: TRunMean;
  of: number;
  format: (v: number | null) => string;
  name: string;
}) {
  const isPartial = value.count > 0 && value.count < of;
  return (
    <Td className={NUMBER} title={`${name} over ${formatCount(value.count)} of ${formatCount(of)} trajectories`}>
      {format(value.mean)}
      {isPartial && <span className="block text-xs text-zinc-500">n = {formatCount(value.count)}</span>}
    </Td>
  );
}
