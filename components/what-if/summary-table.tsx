import { Table, Td, Th } from "@/components/ui/table";
import { formatScore } from "@/lib/browse/format";
import { summaryRows } from "@/lib/what-if/chart-data";
import type { TSeriesSummary } from "@/lib/rewards";

const isCount = (statistic: string) => statistic === "missing" || statistic.startsWith("trajectories");
const text = (statistic: string, value: number | null) =>
  isCount(statistic) ? (value ?? 0).toLocaleString("en-US") : formatScore(value, 4);

/** Logged and recomputed statistics side by side (numpy's definitions: population std, linear percentiles). */
export function SummaryTable(props: { label: string; logged: TSeriesSummary; recomputed: TSeriesSummary }) {
  return (
    <Table aria-label={props.label}>
      <thead>
        <tr>
          <Th>Statistic</Th>
          <Th className="text-right">Logged</Th>
          <Th className="text-right">Recomputed</Th>
        </tr>
      </thead>
      <tbody>
        {summaryRows(props.logged, props.recomputed).map((row) => (
          <tr key={row.statistic}>
            <Td>{row.statistic}</Td>
            <Td className="text-right tabular-nums">{text(row.statistic, row.logged)}</Td>
            <Td className="text-right tabular-nums">{text(row.statistic, row.recomputed)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
