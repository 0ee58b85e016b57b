import { Table, Td, Th } from "@/components/ui/table";
import { formatCount } from "@/lib/format/date";
import { formatDecimal, formatPercent, formatScore } from "@/lib/browse/format";
import type { TRunOverview } from "@/lib/browse/types";

/**
 * Accuracy per dataset, as the papers' tables report it, and — when the filters choose another
 * correctness than EM (a judge, F1 ≥ τ) — the share right under that rule, of what it can decide.
 */
export function DatasetTable({
  rows,
  correctness,
}: {
  rows: TRunOverview["byDataset"];
  correctness: TRunOverview["correctness"];
}) {
  const isEm = correctness.correct === "em";
  return (
    <details className="group" open={rows.length <= 8}>
      <summary className="cursor-pointer text-sm text-zinc-600 dark:text-zinc-400">Per dataset</summary>
      <Table aria-label="Accuracy per dataset" className="mt-2">
        <thead>
          <tr>
            <Th>Dataset</Th>
            <Th className="text-right">Trajectories</Th>
            {!isEm && (
              <Th className="text-right" title={`correct = ${correctness.rule}`}>
                Right ({correctness.name})
              </Th>
            )}
            <Th className="text-right">EM</Th>
            <Th className="text-right">F1</Th>
            <Th className="text-right">Acc</Th>
            <Th className="text-right">Mean reward</Th>
            <Th className="text-right">Searches</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.dataset ?? ""}>
              <Td>{row.dataset ?? <span className="text-zinc-500">(none)</span>}</Td>
              <Td className="text-right tabular-nums">{formatCount(row.trajectories)}</Td>
              {!isEm && (
                <Td className="text-right tabular-nums" title={`${row.right.count} / ${row.right.total} right`}>
                  {formatPercent(row.right.rate)}
                </Td>
              )}
              <Td className="text-right tabular-nums">{formatPercent(row.em)}</Td>
              <Td className="text-right tabular-nums">{formatScore(row.f1)}</Td>
              <Td className="text-right tabular-nums">{formatPercent(row.acc)}</Td>
              <Td className="text-right tabular-nums">{formatScore(row.reward)}</Td>
              <Td className="text-right tabular-nums">{formatDecimal(row.searchesPerTrajectory)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </details>
  );
}
