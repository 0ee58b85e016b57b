"use client";

import { useQuery } from "@tanstack/react-query";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, Td, Th } from "@/components/ui/table";
import { formatDecimal, formatPercent, formatScore } from "@/lib/browse/format";
import type { TRate } from "@/lib/metrics/process";
import { whatIfQueries } from "@/lib/what-if/queries";

// A rate over nothing judged is "not judged", never 0 %: the run may simply carry no such labels.
const NOT_JUDGED = "not judged";
const rate = (r: TRate) =>
  r.total === 0
    ? NOT_JUDGED
    : `${formatPercent(r.rate)} (${r.count.toLocaleString("en-US")} / ${r.total.toLocaleString("en-US")})`;
const shortRate = (r: TRate) => (r.total === 0 ? NOT_JUDGED : formatPercent(r.rate));

/** The run's metrics — what `trajscope metrics --run NAME` prints, from the same function. */
export function RunMetricsCard({ runName }: { runName: string }) {
  const metrics = useQuery(whatIfQueries.metrics(runName));
  if (metrics.isPending) return <Skeleton className="h-40 w-full" />;
  if (metrics.isError) {
    return (
      <ErrorState
        title="Could not measure the run"
        message={metrics.error.message}
        onRetry={() => void metrics.refetch()}
      />
    );
  }
  const m = metrics.data;
  const process: [string, string][] = [
    ["Over-search rate (OSR, HiPRAG)", rate(m.overSearchRate)],
    ["Under-search rate (USR, HiPRAG)", rate(m.underSearchRate)],
    ["IFBC (PRO-Step): flawed step | correct", rate(m.ifbc)],
    ["Format compliance (Search-P1 Table 6)", rate(m.formatCompliance)],
    ["Searches per trajectory", formatDecimal(m.searchesPerTrajectory, 3)],
    ["Turns per trajectory", formatDecimal(m.turnsPerTrajectory, 3)],
  ];
  return (
    <Card aria-label="Run metrics" className="space-y-3">
      <h2 className="font-semibold">Run metrics</h2>
      <p className="text-xs text-zinc-500">
        The same numbers as <code>npx trajscope metrics --run {runName}</code>. EM/F1/acc normalized as{" "}
        {m.normalization}. OSR and USR are HiPRAG&apos;s rates over judged search decisions, per dataset as its
        analysis.py prints them.
      </p>
      <Table aria-label="Outcome metrics by dataset">
        <thead>
          <tr>
            <Th>Dataset</Th>
            <Th className="text-right">Trajectories</Th>
            <Th className="text-right">EM</Th>
            <Th className="text-right">F1</Th>
            <Th className="text-right">acc</Th>
            <Th className="text-right">OSR</Th>
            <Th className="text-right">USR</Th>
          </tr>
        </thead>
        <tbody>
          {[
            { dataset: "all", ...m.overall, overSearchRate: m.overSearchRate, underSearchRate: m.underSearchRate },
            ...m.byDataset,
          ].map((row, i) => (
            <tr key={`${row.dataset}-${i}`} className={i === 0 ? "font-semibold" : undefined}>
              <Td>{row.dataset ?? "(none)"}</Td>
              <Td className="text-right tabular-nums">{row.trajectories.toLocaleString("en-US")}</Td>
              <Td className="text-right tabular-nums">{formatScore(row.em, 4)}</Td>
              <Td className="text-right tabular-nums">{formatScore(row.f1, 4)}</Td>
              <Td className="text-right tabular-nums">{formatScore(row.acc, 4)}</Td>
              <Td className="text-right tabular-nums">{shortRate(row.overSearchRate)}</Td>
              <Td className="text-right tabular-nums">{shortRate(row.underSearchRate)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {process.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-zinc-600 dark:text-zinc-400">{name}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
