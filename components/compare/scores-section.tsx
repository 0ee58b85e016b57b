"use client";

import { useState, type ReactNode } from "react";
import { toLatex, toMarkdown } from "@/lib/ablation/export";
import { scoresCsv } from "@/lib/compare/csv";
import { METRIC_LABELS } from "@/lib/compare/tables";
import type { TTableMetric } from "@/lib/compare/state";
import type { TCompareTables, TScoreRow } from "@/lib/compare/types";
import { Card } from "@/components/ui/card";
import { ExportButtons, type TExport } from "./export-buttons";
import { MetricTable } from "./metric-table";
import { safeFilename } from "./download";

type TProps = {
  tables: TCompareTables;
  scores: TScoreRow[];
  runs: string[];
  /** Used in file names and captions. */
  title: string;
  /** The metric selector on the live page; nothing on a snapshot. */
  controls?: ReactNode;
};

function tableExports(table: TCompareTables["table"], caption: string, name: string, deltas: boolean): TExport[] {
  const options = { deltas, rowHeader: "Run", caption };
  return [
    { label: "Markdown", filename: `${name}.md`, type: "text/markdown", text: () => toMarkdown(table, options) },
    {
      label: "LaTeX",
      filename: `${name}.tex`,
      type: "application/x-tex",
      text: () => toLatex(table, { ...options, label: `tab:${name}` }),
    },
  ];
}

/** The scores per dataset (and the reward components) in the papers' layout, with exports. */
export function ScoresSection({ tables, scores, runs, title, controls }: TProps) {
  const [withDeltas, setWithDeltas] = useState(false);
  const metric = tables.table.metric as TTableMetric;
  const metricLabel = METRIC_LABELS[metric] ?? metric;
  const name = safeFilename(`${title}-${metric}`);
  const caption = `${metricLabel}${metric === "reward" ? "" : " (%)"} per dataset.`;
  return (
    <>
      <Card aria-label="Scores per dataset" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 className="font-semibold">{metricLabel} per dataset</h2>
            <p className="text-xs text-zinc-500">
              {metric === "reward" ? "Mean reward" : "Means ×100"}; Avg. is the macro mean over the datasets (only for
              runs that have them all); best in bold, second underlined.
            </p>
          </div>
          {controls}
        </div>
        {tables.table.rows.length === 0 || tables.table.columns.length === 0 ? (
          <p className="text-sm text-zinc-500">No scored trajectories match the filter.</p>
        ) : (
          <MetricTable table={tables.table} label={`${metricLabel} per dataset`} />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <ExportButtons
            label="Export the table"
            exports={[
              ...tableExports(tables.table, caption, name, withDeltas),
              {
                label: "CSV",
                filename: `${safeFilename(title)}-scores.csv`,
                type: "text/csv",
                text: () => scoresCsv(scores, runs),
              },
            ]}
          />
          <label className="flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400">
            <input type="checkbox" checked={withDeltas} onChange={(e) => setWithDeltas(e.target.checked)} />
            deltas in Markdown/LaTeX
          </label>
        </div>
      </Card>
      <Card aria-label="Reward components" className="space-y-3">
        <div>
          <h2 className="font-semibold">Reward components</h2>
          <p className="text-xs text-zinc-500">Mean of each logged component over the filtered trajectories.</p>
        </div>
        {tables.components ? (
          <>
            <MetricTable table={tables.components} label="Reward components" />
            <ExportButtons
              label="Export the reward components"
              exports={tableExports(tables.components, "Mean reward components.", `${name}-components`, withDeltas)}
            />
          </>
        ) : (
          <p className="text-sm text-zinc-500">None of these runs logged reward components.</p>
        )}
      </Card>
    </>
  );
}
