"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { useEffect, useRef } from "react";
import { FlagBadges } from "@/components/trajectory/flag-badges";
import { Table, Td, Th } from "@/components/ui/table";
import { COLUMNS, type TColumnKey } from "@/lib/browse/columns";
import type { TSort, TSortKey } from "@/lib/browse/filter";
import { formatCharacters, formatScore, recordRef } from "@/lib/browse/format";
import { trajectoryPagePath, type TListState } from "@/lib/browse/queries";
import type { TTrajectoryListRow } from "@/lib/browse/types";
import { GoldCell, VerdictCell } from "./trajectory-cells";

type TColumn = (typeof COLUMNS)[number];

const CELLS: Record<TColumnKey, (row: TTrajectoryListRow) => React.ReactNode> = {
  dataset: (r) => r.dataset ?? "—",
  split: (r) => r.split ?? "—",
  step: (r) => r.trainingStep ?? "—",
  answer: (r) => <span className="line-clamp-2 max-w-48 break-words">{r.finalAnswer ?? "—"}</span>,
  gold: (r) => <GoldCell golds={r.golds} />,
  verdict: (r) => <VerdictCell verdict={r.verdict} />,
  em: (r) => formatScore(r.em, 0),
  f1: (r) => formatScore(r.f1, 2),
  acc: (r) => formatScore(r.acc, 0),
  reward: (r) => formatScore(r.reward),
  searches: (r) => r.searchCount,
  steps: (r) => r.stepCount,
  turns: (r) => r.turnCount ?? "—",
  length: (r) => formatCharacters(r.responseLength),
  flags: (r) => <FlagBadges row={r} />,
};
const NUMERIC = new Set<TColumnKey>(["step", "em", "f1", "acc", "reward", "searches", "steps", "turns", "length"]);

export function TrajectoryTable({
  runName,
  rows,
  columns,
  list,
  onSort,
  cursorId,
  onOpen,
}: {
  runName: string;
  rows: TTrajectoryListRow[];
  columns: TColumnKey[];
  list: TListState;
  onSort: (sort: TSort) => void;
  /** The row under the j/k cursor. */
  cursorId: string | null;
  /** Called as a row's link is followed, so the list remembers the place. */
  onOpen: (id: string) => void;
}) {
  const shown = COLUMNS.filter((c) => columns.includes(c.key));
  const cursorRow = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    cursorRow.current?.scrollIntoView({ block: "nearest" });
  }, [cursorId]);
  return (
    <Table aria-label="Trajectories">
      <thead>
        <tr>
          <SortHeader
            label="#"
            title="The record's own id, or its line in the file it was read from; sorts in ingest order"
            sortKey="id"
            sort={list.sort}
            onSort={onSort}
            className="w-16"
          />
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
        {rows.map((row) => {
          const isCursor = row.id === cursorId;
          const ref = recordRef(row);
          return (
            <tr
              key={row.id}
              ref={isCursor ? cursorRow : undefined}
              aria-current={isCursor ? "true" : undefined}
              className={`align-top ${isCursor ? "bg-sky-50 shadow-[inset_3px_0_0_var(--color-sky-600)] dark:bg-sky-950/40" : "hover:bg-zinc-50 dark:hover:bg-zinc-800/50"}`}
            >
              <Td className="max-w-32 truncate tabular-nums text-zinc-500" title={ref.title}>
                {ref.text}
              </Td>
              <Td className="max-w-xl">
                <IntentLink
                  href={trajectoryPagePath(runName, row.id, list)}
                  onClick={() => onOpen(row.id)}
                  className="line-clamp-2 break-words hover:underline"
                >
                  {row.question}
                </IntentLink>
              </Td>
              {shown.map((column) => (
                <Td key={column.key} className={NUMERIC.has(column.key) ? "text-right tabular-nums" : ""}>
                  {CELLS[column.key](row)}
                </Td>
              ))}
            </tr>
          );
        })}
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
