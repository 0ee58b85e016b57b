"use client";

import { useQuery } from "@tanstack/react-query";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { annotateQueries } from "@/lib/annotate/queries";
import { formatPercent } from "@/lib/browse/format";

const share = (count: number, total: number) => formatPercent(total ? count / total : null);

/** The flags as the run logged them (judges) and as they stand with people's corrections. */
export function LoggedVsCorrectedCard({ runName }: { runName: string }) {
  const data = useQuery(annotateQueries.loggedVsCorrected(runName));
  if (data.isPending) return <Skeleton className="h-24" />;
  if (data.isError) return null;
  const d = data.data;
  const rows = [
    {
      label: "Over-search",
      hint: "share of trajectories with an over-searched step",
      pair: d.overSearch,
      total: d.trajectories,
    },
    {
      label: "Under-search",
      hint: "share of trajectories with an under-searched step",
      pair: d.underSearch,
      total: d.trajectories,
    },
    {
      label: "Flawed but correct",
      hint: "IFBC: share of correct trajectories with a BAD step",
      pair: d.flawedButCorrect,
      total: d.correct,
    },
  ];
  return (
    <Card aria-label="As logged vs as corrected" className="space-y-2">
      <h2 className="font-semibold">As logged vs as corrected</h2>
      <p className="text-xs text-zinc-500">
        People labelled or corrected {d.touched} of {d.trajectories} trajectories. Flags, filters, charts and the
        what-if reward read the corrected labels.
      </p>
      <table aria-label="Flags as logged and as corrected" className="text-sm">
        <thead className="text-xs text-zinc-500">
          <tr>
            <th className="px-2 py-1 text-left font-medium">flag</th>
            <th className="px-2 py-1 text-right font-medium">as logged</th>
            <th className="px-2 py-1 text-right font-medium">as corrected</th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map(({ label, hint, pair, total }) => (
            <tr key={label} className="border-t border-zinc-100 dark:border-zinc-800">
              <th scope="row" className="px-2 py-1 text-left font-normal" title={hint}>
                {label}
              </th>
              <td className="px-2 py-1 text-right">
                {share(pair.logged, total)} <span className="text-xs text-zinc-500">({pair.logged})</span>
              </td>
              <td className={`px-2 py-1 text-right ${pair.logged !== pair.corrected ? "font-semibold" : ""}`}>
                {share(pair.corrected, total)} <span className="text-xs text-zinc-500">({pair.corrected})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
