"use client";

import Link from "next/link";
import { FlagBadges } from "@/components/trajectory/flag-badges";
import { Table, Td, Th } from "@/components/ui/table";
import { COLUMNS, type TColumnKey } from "@/lib/browse/columns";
import type { TSort, TSortKey } from "@/lib/browse/filter";
import { formatScore } from "@/lib/browse/format";
import { trajectoryPagePath, type TListState } from "@/lib/browse/queries";
import type { TTrajectoryRow } from "@/lib/browse/types";

type TColumn = (typeof COLUMNS)[number];

const CELLS: Record<TColumnKey, (row: TTrajectoryRow) => React.ReactNode> = {
  dataset: (r) => r.dataset ?? "—",
  split: (r) => r.split ?? "—",
  step: (r) => r.trainingStep ?? "—",
  answer: (r) => <span className="line-clamp-2 max-w-48 break-words">{r.finalAnswer ?? "—"}</span>,
  em: (r) => formatScore(r.em, 0),
  f1: (r) => formatScore(r.f1, 2),
  acc: (r) => formatScore(r.acc, 0),
  reward: (r) => formatScore(r.reward),
  searches: (r) => r.searchCount,
  steps: (r) => r.stepCount,
  flags: (r) => <FlagBadges row={r} />,
};
const NUMERIC = new Set<TColumnKey>(["step", "em", "f1", "acc", "reward", "searches", "steps"]);

export function TrajectoryTable({
  runName,
  rows,
  columns,
  list,
  onSort,
}: {
  runName: string;
  rows: TTrajectoryRow[];
  columns: TColumnKey[];
  list: TListState;
  onSort: (sort: TSort) => void;
}) {
  const shown = COLUMNS.filter((c) => columns.includes(c.key));
  return (
    <Table aria-label="Trajectories">
      <thead>
        <tr>
          <SortHeader label="#" sortKey="id" sort={list.sort} onSort={onSort} className="w-16" />
          <Th>Question</Th>
          {shown.map((column: TColumn) =>
            column.sortKey ? (
              <SortHeader
                key={column.key}
                label={column.label}
                title={"title" in column ? column.title : undefined}
                sortKey={column.sortKey}
                sort={list.sort}
                onSort={onSort}
                className={NUMERIC.has(column.key) ? "text-right" : ""}
              />
            ) : (
              <Th
                key={column.key}
                title={"title" in column ? column.title : undefined}
                className={NUMERIC.has(column.key) ? "text-right" : ""}
              >
                {column.label}
              </Th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="align-top hover:bg-zinc-50 dark:hover:bg-zinc-800/50">
            <Td className="tabular-nums text-zinc-500">{row.id}</Td>
            <Td className="max-w-xl">
              <Link
                href={trajectoryPagePath(runName, row.id, list)}
                className="line-clamp-2 break-words hover:underline"
              >
                {row.question}
              </Link>
            </Td>
            {shown.map((column) => (
              <Td key={column.key} className={NUMERIC.has(column.key) ? "text-right tabular-nums" : ""}>
                {CELLS[column.key](row)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function SortHeader({
  label,
  title,
  sortKey,
  sort,
  onSort,
  className = "",
}: {
  label: string;
  title?: string;
  sortKey: TSortKey;
  sort: TSort;
  onSort: (sort: TSort) => void;
  className?: string;
}) {
  const isActive = sort.key === sortKey;
  // A first click on a score sorts best first; a second click flips.
  const next: TSort = isActive
    ? { key: sortKey, direction: sort.direction === "asc" ? "desc" : "asc" }
    : {
        key: sortKey,
        direction: sortKey === "id" || sortKey === "training_step" || sortKey === "dataset" ? "asc" : "desc",
      };
  return (
    <Th
      aria-sort={isActive ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}
      className={className}
      title={title}
    >
      <button
        type="button"
        onClick={() => onSort(next)}
        className="inline-flex items-center gap-1 uppercase hover:text-zinc-900 dark:hover:text-zinc-100"
      >
        {label}
        <span aria-hidden className={isActive ? "" : "opacity-30"}>
          {isActive && sort.direction === "desc" ? "↓" : "↑"}
        </span>
      </button>
    </Th>
  );
}
