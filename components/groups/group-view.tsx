"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { parseAsStringLiteral, useQueryState } from "nuqs";
import { useMemo } from "react";
import { RichText } from "@/components/trajectory/rich-text";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { trajectoryPagePath } from "@/lib/browse/queries";
import { ADVANTAGE_MODE_TEXT, ADVANTAGE_MODES } from "@/lib/groups/advantages";
import { groupTable } from "@/lib/groups/group-table";
import { groupQueries } from "@/lib/groups/queries";
import { GROUP_SIGNAL_TEXT } from "@/lib/groups/signal";
import { GroupRollouts } from "./group-rollouts";
import { RankingDecision } from "./ranking-decision";

const SIGNAL_BADGE = { signal: "learning signal", none: "no learning signal", single: "nothing to compare" } as const;

/** One GRPO group: its rollouts side by side with rewards, components and advantages. */
export function GroupView({ runName, trajectoryId }: { runName: string; trajectoryId: string }) {
  const { data, error, isPending, refetch } = useQuery(groupQueries.ofTrajectory(runName, trajectoryId));
  const [mode, setMode] = useQueryState("advantage", parseAsStringLiteral(ADVANTAGE_MODES).withDefault("std"));
  const table = useMemo(() => (data ? groupTable(data, mode) : null), [data, mode]);
  if (isPending) return <Skeleton className="h-96" />;
  if (error)
    return <ErrorState title="Could not load the group" message={error.message} onRetry={() => void refetch()} />;
  if (!table) return null;
  const where = [
    data.trainingStep !== null ? `training step ${data.trainingStep}` : "no training step",
    data.split && `split ${data.split}`,
    data.dataset && `dataset ${data.dataset}`,
  ].filter(Boolean);
  return (
    <div className="space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm text-zinc-500">
        <Link href={trajectoryPagePath(runName, trajectoryId)} className="hover:underline">
          ← trajectory {trajectoryId}
        </Link>
      </nav>
      <Card className="space-y-2">
        <h1 className="text-lg font-semibold">
          GRPO group of {table.rows.length} rollout{table.rows.length === 1 ? "" : "s"}
        </h1>
        <p className="text-sm">
          <RichText text={data.question} />
        </p>
        <p className="text-xs text-zinc-500">
          {where.join(" · ")} · gold {data.goldenAnswers.length ? data.goldenAnswers.join(" | ") : "none given"}
        </p>
        <p className="text-sm" aria-label="How the group is known">
          {data.isDerived ? (
            <>
              <Badge tone="warn">derived group</Badge> The log names no group id (verl&apos;s rollout dump has none):
              this group is every rollout of the same question at the same training step and split.
            </>
          ) : (
            <>
              <Badge tone="info">logged group</Badge> group id <code className="break-all">{data.groupId}</code>
            </>
          )}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone={table.signal === "signal" ? "good" : table.signal === "none" ? "bad" : "neutral"}>
            {SIGNAL_BADGE[table.signal]}
          </Badge>
          <span className="text-zinc-600 dark:text-zinc-400">{GROUP_SIGNAL_TEXT[table.signal]}</span>
        </p>
      </Card>
      <Card className="space-y-3">
        <div className="flex flex-wrap items-center gap-4">
          <fieldset className="flex flex-wrap items-center gap-3 text-sm">
            <legend className="sr-only">Advantage</legend>
            <span className="font-medium">Advantage</span>
            {ADVANTAGE_MODES.map((m) => (
              <label key={m} className="flex items-center gap-1">
                <input type="radio" name="advantage" checked={mode === m} onChange={() => void setMode(m)} />
                {m === "std" ? "GRPO (÷ std)" : "mean only"}
              </label>
            ))}
          </fieldset>
          <span className="text-xs text-zinc-500">{ADVANTAGE_MODE_TEXT[mode]}</span>
        </div>
        <GroupRollouts runName={runName} table={table} anchorId={trajectoryId} />
      </Card>
      <RankingDecision table={table} />
    </div>
  );
}
