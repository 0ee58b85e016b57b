import { formatValue, PERCENT, type TIterationTableRow } from "@/lib/charts";
import { ITERATION_BUCKETS, type TIterationRow } from "@/lib/metrics/process";
import { Table, Td, Th } from "@/components/ui/table";

/** Search-P1 Table 7: shares of 1 / 2 / 3+ search iterations among successful and failed cases. */
export function IterationTable({ rows, caption }: { rows: readonly TIterationTableRow[]; caption: string }) {
  const cells = (row: TIterationRow, outcome: string) => {
    const searched = ITERATION_BUCKETS.reduce((sum, b) => sum + row.counts[b], 0);
    return [
      ...ITERATION_BUCKETS.map((b) => (
        <Td key={`${outcome}-${b}`} className="text-right tabular-nums" title={`${row.counts[b]} of ${searched}`}>
          {formatValue(row.shares[b], PERCENT)}
        </Td>
      )),
      <Td key={`${outcome}-none`} className="text-right text-zinc-500 tabular-nums">
        {row.noSearch.toLocaleString("en-US")}
      </Td>,
    ];
  };
  return (
    <Table aria-label={caption}>
      <caption className="px-3 py-2 text-left text-xs text-zinc-500">{caption}</caption>
      <thead>
        <tr>
          <Th rowSpan={2}>Dataset</Th>
          <Th colSpan={4} className="text-center">
            Successful cases
          </Th>
          <Th colSpan={4} className="text-center">
            Failed cases
          </Th>
        </tr>
        <tr>
          {["success", "failure"].flatMap((o) => [
            ...ITERATION_BUCKETS.map((b) => (
              <Th key={`${o}-${b}`} className="text-right">
                {b} iter
              </Th>
            )),
            <Th key={`${o}-none`} className="text-right" title="Trajectories without any search (not in the shares)">
              no search
            </Th>,
          ])}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.group}>
            <Td className="font-medium">{row.group}</Td>
            {cells(row.success, "success")}
            {cells(row.failure, "failure")}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
