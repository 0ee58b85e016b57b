import type { TAblationTable, TTableCell } from "@/lib/ablation/table";
import { Badge } from "@/components/ui/badge";
import { ColumnsHead, RankedValue } from "@/components/ablation/table-parts";
import { Table, Td } from "@/components/ui/table";

// A table in the papers' layout, as lib/ablation built it: best bold, second underlined per
// column, the delta to the baseline under each value (green up, red down for higher-is-better).

function Delta({ cell, higherIsBetter }: { cell: TTableCell; higherIsBetter: boolean }) {
  if (cell.delta === null || cell.deltaText === null) return null;
  const isBetter = higherIsBetter ? cell.delta > 0 : cell.delta < 0;
  const tone =
    cell.delta === 0
      ? "text-zinc-500"
      : isBetter
        ? "text-emerald-700 dark:text-emerald-400"
        : "text-red-700 dark:text-red-400";
  return <span className={`block text-[11px] ${tone}`}>{cell.deltaText}</span>;
}

export function MetricTable({
  table,
  label,
  rowHeader = "Run",
  higherIsBetter = true,
}: {
  table: TAblationTable;
  label: string;
  rowHeader?: string;
  higherIsBetter?: boolean;
}) {
  return (
    <Table aria-label={label}>
      <ColumnsHead rowHeader={rowHeader} columns={table.columns} />
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.variant}>
            <Td className="font-medium">
              <span className="break-all">{row.variant}</span>{" "}
              {row.isBaseline && (
                <Badge tone="info" title="Deltas are against this run">
                  baseline
                </Badge>
              )}
            </Td>
            {row.cells.map((cell, i) => (
              <Td key={table.columns[i]?.key ?? i} className="text-right tabular-nums">
                <RankedValue cell={cell} />
                <Delta cell={cell} higherIsBetter={higherIsBetter} />
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
