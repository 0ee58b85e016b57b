import type { TTableColumn, TTableCell } from "@/lib/ablation/table";
import { Th } from "@/components/ui/table";

// What the ablation page's table and the compare page's metric table share: both render a table
// that lib/ablation built, in the papers' layout (best bold, second underlined per column).

/** The header row: the row-name column, then one right-aligned column per dataset (and Avg.). */
export function ColumnsHead({ rowHeader, columns }: { rowHeader: string; columns: readonly TTableColumn[] }) {
  return (
    <thead>
      <tr>
        <Th>{rowHeader}</Th>
        {columns.map((column) => (
          <Th key={column.key} className="text-right">
            {column.label}
          </Th>
        ))}
      </tr>
    </thead>
  );
}

/** A cell's value with its column rank: bold for the best, underlined for the second. */
export function RankedValue({ cell }: { cell: TTableCell }) {
  if (cell.emphasis === "best")
    return (
      <strong className="font-bold" title="Best in this column">
        {cell.text}
      </strong>
    );
  if (cell.emphasis === "second")
    return (
      <u className="underline underline-offset-2" title="Second best in this column">
        {cell.text}
      </u>
    );
  return <>{cell.text}</>;
}

/** How many trajectories a cell averages, under its value (nothing when unknown, as for Avg.). */
export function CellCount({ n }: { n: number | null }) {
  if (n === null) return null;
  return (
    <span className="block text-[11px] text-zinc-500" title="Trajectories scored in this cell">
      n={n.toLocaleString("en-US")}
    </span>
  );
}
