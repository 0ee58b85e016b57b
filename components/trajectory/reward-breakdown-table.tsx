import { Table, Td, Th } from "@/components/ui/table";
import { formatScore, formatSigned } from "@/lib/browse/format";
import { rewardBreakdown } from "@/lib/browse/reward-breakdown";

const BASIS_NOTE = {
  weights: "Contribution = the run's weight (config reward.weights) × the component's value.",
  sum: "The run logged no weights; the components add up to the total, so each is its own contribution.",
  unknown: "The run logged no weights for these components, so their contributions are unknown.",
};

export function RewardBreakdownTable(props: {
  components: Record<string, number>;
  weights: Record<string, number>;
  total: number | null;
}) {
  const breakdown = rewardBreakdown(props);
  if (breakdown.rows.length === 0) {
    return <p className="text-sm text-zinc-500">Reward {formatScore(props.total)}; no components were logged.</p>;
  }
  return (
    <div className="space-y-1">
      <Table aria-label="Reward breakdown">
        <thead>
          <tr>
            <Th>Component</Th>
            <Th className="text-right">Value</Th>
            <Th className="text-right">Weight</Th>
            <Th className="text-right">Contribution</Th>
          </tr>
        </thead>
        <tbody>
          {breakdown.rows.map((row) => (
            <tr key={row.name}>
              <Td className="font-mono text-xs">{row.name}</Td>
              <Td className="text-right tabular-nums">{formatScore(row.value)}</Td>
              <Td className="text-right tabular-nums">{row.weight === null ? "—" : row.weight}</Td>
              <Td className="text-right tabular-nums">{formatSigned(row.contribution)}</Td>
            </tr>
          ))}
          {breakdown.unexplained !== null && (
            <tr>
              <Td className="text-zinc-500" title="The total minus the known contributions">
                not explained by the components
              </Td>
              <Td />
              <Td />
              <Td className="text-right tabular-nums text-zinc-500">{formatSigned(breakdown.unexplained)}</Td>
            </tr>
          )}
          <tr className="font-semibold">
            <Td>Total reward</Td>
            <Td />
            <Td />
            <Td className="text-right tabular-nums">{formatScore(breakdown.total)}</Td>
          </tr>
        </tbody>
      </Table>
      <p className="text-xs text-zinc-500">{BASIS_NOTE[breakdown.basis]}</p>
    </div>
  );
}
