"use client";

import type { ReactNode } from "react";
import { diffCsv } from "@/lib/compare/csv";
import type { TCompareDiff, TDiffItem } from "@/lib/compare/types";
import { Badge } from "@/components/ui/badge";
import { formatCount } from "@/lib/format/date";
import { describeCorrectness, tryParseCorrectness } from "@/lib/metrics/process";
import { ExportButtons } from "./export-buttons";
import { safeFilename } from "./download";

type TProps = {
  diff: TCompareDiff;
  list: "a" | "b";
  onList: (list: "a" | "b") => void;
  /** The pair shown side by side, to mark its question. */
  open: { a: string; b: string } | null;
  /** Opening a question; absent on a snapshot, where only the captured pair exists. */
  onOpen?: (item: TDiffItem) => void;
  controls?: ReactNode;
};

const describeChoice = (text: string) => {
  const choice = tryParseCorrectness(text);
  return choice ? describeCorrectness(choice) : text;
};

const tally = (side: TDiffItem["a"]) => `${side.correct}/${side.trajectories} right`;

export function DiffSection({ diff, list, onList, open, onOpen, controls }: TProps) {
  const { counts } = diff;
  const items = list === "a" ? diff.rightInA : diff.rightInB;
  const total = list === "a" ? counts.onlyA : counts.onlyB;
  const tabs = [
    { key: "a" as const, label: `Right in ${diff.a}, wrong in ${diff.b}`, count: counts.onlyA },
    { key: "b" as const, label: `Right in ${diff.b}, wrong in ${diff.a}`, count: counts.onlyB },
  ];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="font-semibold">Per-question diff</h2>
          <p className="text-xs text-zinc-500">
            Questions match on dataset + text (whitespace collapsed). A run is right on a question when at least half of
            its trajectories for it are right (correct means {describeChoice(diff.correct)}).
          </p>
        </div>
        {controls}
      </div>
      <p aria-label="Diff counts" className="text-sm text-zinc-700 dark:text-zinc-300">
        {formatCount(counts.shared)} shared questions ({formatCount(counts.questionsA)} in {diff.a},{" "}
        {formatCount(counts.questionsB)} in {diff.b}): both right {formatCount(counts.bothRight)}, both wrong{" "}
        {formatCount(counts.bothWrong)}.
      </p>
      <div role="tablist" aria-label="Which questions" className="flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={list === tab.key}
            onClick={() => onList(tab.key)}
            className={`rounded border px-2.5 py-1 text-sm ${list === tab.key ? "border-sky-700 bg-sky-50 font-medium dark:bg-sky-950" : "border-zinc-300 dark:border-zinc-700"}`}
          >
            {tab.label} <span className="tabular-nums">({formatCount(tab.count)})</span>
          </button>
        ))}
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-zinc-500">No such question.</p>
      ) : (
        <ol
          aria-label="Questions"
          className="max-h-96 divide-y divide-zinc-100 overflow-auto rounded border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
        >
          {items.map((item, i) => {
            const isOpen = open !== null && open.a === item.a.trajectoryId && open.b === item.b.trajectoryId;
            const body = (
              <>
                <Badge>{item.dataset}</Badge>
                <span className="min-w-0 flex-1 break-words">
                  {item.question}
                  {item.questionLength > item.question.length && "…"}
                </span>
                <span className="whitespace-nowrap text-xs tabular-nums text-zinc-500">
                  A {tally(item.a)} · B {tally(item.b)}
                </span>
              </>
            );
            const canOpen = onOpen && item.a.trajectoryId && item.b.trajectoryId;
            return (
              <li key={i} aria-current={isOpen || undefined} className={isOpen ? "bg-sky-50 dark:bg-sky-950/50" : ""}>
                {canOpen ? (
                  <button
                    type="button"
                    onClick={() => onOpen(item)}
                    className="flex w-full items-baseline gap-2 px-3 py-1.5 text-left text-sm hover:bg-zinc-50 dark:hover:bg-zinc-800/50"
                  >
                    {body}
                  </button>
                ) : (
                  <div className="flex items-baseline gap-2 px-3 py-1.5 text-sm">{body}</div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-zinc-500">
          {items.length < total && `Showing the first ${formatCount(items.length)} of ${formatCount(total)}. `}
        </p>
        <ExportButtons
          label="Export the question lists"
          exports={[
            {
              label: "questions CSV",
              filename: `${safeFilename(`${diff.a}-vs-${diff.b}`)}-questions.csv`,
              type: "text/csv",
              text: () => diffCsv(diff),
            },
          ]}
        />
      </div>
    </div>
  );
}
