import type { TAblationTable, TTableCell } from "@/lib/ablation/table";
import { Badge } from "@/components/ui/badge";
import { describeSignificance } from "@/components/ablation/significance-text";
import { CellCount, ColumnsHead, RankedValue } from "@/components/ablation/table-parts";
import type { TSignificance } from "@/lib/dynamics/ablation-types";
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

/** The paired test against the baseline, in a line: "McNemar p = 0.031 †" or "bootstrap CI ∌ 0 †". */
function Test({ significance, isPercent }: { significance: TSignificance | null; isPercent: boolean }) {
  if (!significance) return null;
  const text =
    significance.test === "mcnemar"
      ? `McNemar p=${significance.pValue < 0.001 ? "<0.001" : significance.pValue.toFixed(3)}`
      : `bootstrap ${significance.isSignificant ? "CI excludes 0" : "CI includes 0"}`;
  return (
    <span
      className={`block text-[11px] ${significance.isSignificant ? "font-semibold text-zinc-800 dark:text-zinc-200" : "text-zinc-500"}`}
      title={describeSignificance(significance, { isPercent })}
    >
      {text}
      {significance.isSignificant && "†"}
    </span>
  );
}

export function MetricTable({
  table,
  label,
  rowHeader = "Run",
  higherIsBetter = true,
  significance,
}: {
  table: TAblationTable;
  label: string;
  rowHeader?: string;
  higherIsBetter?: boolean;
  /** Per row and column, the paired test against the baseline (compare's score table). */
  significance?: (TSignificance | null)[][];
}) {
  return (
    <Table aria-label={label}>
      <ColumnsHead rowHeader={rowHeader} columns={table.columns} />
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={row.variant}>
            <Td className="sticky left-0 z-10 bg-white font-medium dark:bg-zinc-900">
              <span className="break-all">{row.variant}</span>{" "}
              {row.isBaseline && (
                <Badge tone="info" title="Deltas are against this run">
                  baseline
                </Badge>
              )}
            </Td>
            {row.cells.map((cell, i) => (
              <Td key={table.columns[i]?.key ?? i} className="text-right whitespace-nowrap tabular-nums">
                <RankedValue cell={cell} />
                <Delta cell={cell} higherIsBetter={higherIsBetter} />
                <CellCount n={cell.n} />
                <Test significance={significance?.[r]?.[i] ?? null} isPercent={table.decimals === 1} />
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
