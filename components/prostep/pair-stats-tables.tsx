"use client";

import { pct } from "@/lib/prostep/format";
import { pairStatsCsv, type TPairStats, type TStatRow } from "@/lib/prostep/pair-stats";

/** Table 8 of the paper for the pairs that pass: types, step levels, margin buckets, actions. */
export function PairStatsTables({ stats }: { stats: TPairStats }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([pairStatsCsv(stats)], { type: "text/csv" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "pair-statistics.csv";
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-label="Pair statistics" className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium">Statistics of the {stats.total.toLocaleString("en-US")} pairs that pass</h2>
        <button
          type="button"
          onClick={download}
          className="rounded border border-zinc-300 px-2 py-0.5 text-xs dark:border-zinc-700"
        >
          Download CSV
        </button>
      </div>
      <div className="grid gap-3 text-xs sm:grid-cols-2 lg:grid-cols-4">
        <StatTable title="Pair type (chosen vs. rejected)" rows={stats.types} />
        <StatTable title="Step level (depth)" rows={stats.depths} />
        <StatTable title="Reward margin V⁺ − V⁻" rows={stats.margins} />
        <table aria-label="Action (chosen / rejected)" className="w-full">
          <caption className="text-left font-medium">Action (chosen / rejected)</caption>
          <tbody>
            {stats.actions.map((a) => (
              <tr key={a.key} className="border-t border-zinc-200 dark:border-zinc-800">
                <th className="py-0.5 text-left font-normal">{a.key}</th>
                <td className="text-right tabular-nums">
                  {pct(a.chosenShare)} / {pct(a.rejectedShare)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function StatTable({ title, rows }: { title: string; rows: TStatRow[] }) {
  return (
    <table aria-label={title} className="w-full">
      <caption className="text-left font-medium">{title}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-t border-zinc-200 dark:border-zinc-800">
            <th className="py-0.5 text-left font-normal">{r.key}</th>
            <td className="text-right tabular-nums">{r.count.toLocaleString("en-US")}</td>
            <td className="w-14 text-right tabular-nums text-zinc-500">{pct(r.share)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
