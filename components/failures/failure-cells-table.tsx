import { IntentLink } from "@/components/ui/intent-link";
import type { ReactNode } from "react";
import { Table, Td, Th } from "@/components/ui/table";
import {
  cellShare,
  FAILURE_CELL_INFO,
  FAILURE_CELLS,
  type TFailureCell,
  type TFailureCounts,
} from "@/lib/failures/cells";
import { formatCount } from "@/lib/format/date";

export type TFailureRow = {
  key: string;
  label: ReactNode;
  /** Plain text of the label: the row's accessible name. */
  name: string;
  counts: TFailureCounts;
  /** The list of one cell of this row; null where there is no list to open. */
  hrefOf: ((cell: TFailureCell) => string) | null;
};

const percent = (share: number | null) => (share === null ? "" : `${(100 * share).toFixed(0)}%`);

/** The four cells per row (a run, a dataset), each count a link to its trajectories. */
export function FailureCellsTable({ rows, label }: { rows: TFailureRow[]; label: string }) {
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          <Th />
          {FAILURE_CELLS.map((cell) => (
            <Th key={cell} className="text-right">
              {FAILURE_CELL_INFO[cell].label}
            </Th>
          ))}
          <Th className="text-right">not applicable</Th>
          <Th className="text-right">not judged</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} aria-label={row.name}>
            <Td>{row.label}</Td>
            {FAILURE_CELLS.map((cell) => {
              const count = row.counts[cell];
              const text = formatCount(count);
              return (
                <Td key={cell} className="text-right tabular-nums">
                  {row.hrefOf ? (
                    <IntentLink
                      href={row.hrefOf(cell)}
                      aria-label={`${FAILURE_CELL_INFO[cell].label}: ${count}`}
                      className="text-sky-700 hover:underline dark:text-sky-400"
                    >
                      {text}
                    </IntentLink>
                  ) : (
                    text
                  )}{" "}
                  <span className="text-xs text-zinc-500">{percent(cellShare(row.counts, cell))}</span>
                </Td>
              );
            })}
            <Td className="text-right tabular-nums text-zinc-500">{formatCount(row.counts.notApplicable)}</Td>
            <Td className="text-right tabular-nums text-zinc-500">{formatCount(row.counts.undecided)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
