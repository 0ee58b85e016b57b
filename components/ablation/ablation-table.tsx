import { AVERAGE_KEY, type TAblationTable, type TTableCell } from "@/lib/ablation";
import type { TSignificance } from "@/lib/dynamics/ablation-types";
import { Table, Td } from "@/components/ui/table";
import { describeSignificance } from "./significance-text";
import { CellCount, ColumnsHead, RankedValue } from "./table-parts";

function Delta({
  cell,
  significance,
  isAverage,
}: {
  cell: TTableCell;
  significance: TSignificance | null;
  isAverage: boolean;
}) {
  if (cell.delta === null || cell.deltaText === null) return null;
  const tone =
    cell.delta > 0
      ? "text-emerald-700 dark:text-emerald-400"
      : cell.delta < 0
        ? "text-red-700 dark:text-red-400"
        : "text-zinc-500";
  const mark = significance?.isSignificant ? "†" : "";
  const title = significance
    ? describeSignificance(significance)
    : isAverage
      ? "Avg. is not tested (a mean over datasets)"
      : "Not tested: no questions shared with the baseline";
  return (
    <span className={`ml-1 text-xs ${tone}`} title={title}>
      ({cell.deltaText}
      {mark && <sup className="font-semibold">{mark}</sup>})
    </span>
  );
}

/** The variant × dataset table: best bold, second underlined, deltas to the baseline with their tests. */
export function AblationTable({
  table,
  significance,
  caption,
}: {
  table: TAblationTable;
  significance: (TSignificance | null)[][];
  caption: string;
}) {
  return (
    <Table aria-label="Ablation table">
      <caption className="px-3 py-2 text-left text-xs text-zinc-500">{caption}</caption>
      <ColumnsHead rowHeader="Variant" columns={table.columns} />
      <tbody>
        {table.rows.map((row, i) => (
          <tr key={row.variant} className={row.isBaseline ? "bg-zinc-50 dark:bg-zinc-800/40" : undefined}>
            <th
              scope="row"
              className="border-b border-zinc-100 px-3 py-2 text-left font-medium whitespace-nowrap dark:border-zinc-800/60"
            >
              {row.variant}
              {row.isBaseline && <span className="font-normal text-zinc-500"> (baseline)</span>}
            </th>
            {row.cells.map((cell, j) => (
              <Td key={table.columns[j]?.key ?? j} className="text-right whitespace-nowrap tabular-nums">
                <RankedValue cell={cell} />
                <Delta
                  cell={cell}
                  significance={significance[i]?.[j] ?? null}
                  isAverage={table.columns[j]?.key === AVERAGE_KEY}
                />
                <CellCount n={cell.n} />
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
