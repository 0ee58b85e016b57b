import { Table, Td, Th } from "@/components/ui/table";
import { formatScore, formatSigned } from "@/lib/browse/format";
import { rewardBreakdown } from "@/lib/browse/reward-breakdown";
import { sideBySideRows, totalDelta, type TRecomputedReward } from "@/lib/what-if/side-by-side";

const BASIS_NOTE = {
  weights: "Contribution = the run's weight (config reward.weights) × the component's value.",
  sum: "The run logged no weights; the components add up to the total, so each is its own contribution.",
  unknown: "The run logged no weights for these components, so their contributions are unknown.",
};

/**
 * The logged reward component by component and, when given, the reward recomputed from the stored
 * metrics, steps and labels beside it (`recomputed`: undefined = not asked for, null = loading or
 * unavailable, with `recomputedNote` saying why).
 */
export function RewardBreakdownTable(props: {
  components: Record<string, number>;
  weights: Record<string, number>;
  total: number | null;
  recomputed?: TRecomputedReward | null;
  recomputedNote?: string;
  /** Off when the weights are a preset's parameters rather than per-component weights. */
  showWeights?: boolean;
  /** Replaces the note on how contributions were found. */
  basisNote?: string;
}) {
  const showWeights = props.showWeights ?? true;
  const breakdown = rewardBreakdown(props);
  const withRecomputed = props.recomputed !== undefined;
  const rows = sideBySideRows(breakdown, props.recomputed ?? null);
  if (rows.length === 0 && !withRecomputed) {
    return <p className="text-sm text-zinc-500">Reward {formatScore(props.total)}; no components were logged.</p>;
  }
  const delta = totalDelta(props.total, props.recomputed ?? null);
  return (
    <div className="space-y-1">
      <Table aria-label="Reward breakdown">
        <thead>
          <tr>
            <Th>Component</Th>
            <Th className="text-right">Logged</Th>
            {showWeights && <Th className="text-right">Weight</Th>}
            {showWeights && <Th className="text-right">Contribution</Th>}
            {withRecomputed && <Th className="text-right">Recomputed</Th>}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ name, logged, recomputed }) => (
            <tr key={name}>
              <Td className="font-mono text-xs">{name}</Td>
              <Td className="text-right tabular-nums">{logged ? formatScore(logged.value) : "—"}</Td>
              {showWeights && <Td className="text-right tabular-nums">{logged?.weight ?? "—"}</Td>}
              {showWeights && (
                <Td className="text-right tabular-nums">{logged ? formatSigned(logged.contribution) : "—"}</Td>
              )}
              {withRecomputed && <Td className="text-right tabular-nums">{formatScore(recomputed)}</Td>}
            </tr>
          ))}
          {showWeights && breakdown.unexplained !== null && (
            <tr>
              <Td className="text-zinc-500" title="The total minus the known contributions">
                not explained by the components
              </Td>
              <Td />
              <Td />
              <Td className="text-right tabular-nums text-zinc-500">{formatSigned(breakdown.unexplained)}</Td>
              {withRecomputed && <Td />}
            </tr>
          )}
          <tr className="font-semibold">
            <Td>Total reward</Td>
            {showWeights && <Td />}
            {showWeights && <Td />}
            <Td className="text-right tabular-nums">{formatScore(breakdown.total)}</Td>
            {withRecomputed && <Td className="text-right tabular-nums">{formatScore(props.recomputed?.total)}</Td>}
          </tr>
        </tbody>
      </Table>
      {rows.length > 0 && <p className="text-xs text-zinc-500">{props.basisNote ?? BASIS_NOTE[breakdown.basis]}</p>}
      {withRecomputed && (
        <p className="text-xs text-zinc-500">
          {props.recomputed
            ? `Recomputed with ${props.recomputed.label} from the stored metrics, steps and labels${delta === null ? "" : ` (${formatSigned(delta)} against the logged total)`}.`
            : (props.recomputedNote ?? "Recomputing…")}
        </p>
      )}
    </div>
  );
}
