"use client";

import { useState, type ReactNode } from "react";
import { toLatex, toMarkdown } from "@/lib/ablation/export";
import { scoresCsv } from "@/lib/compare/csv";
import { describeScoredSet } from "@/lib/ablation/scored-set";
import { METRIC_LABELS } from "@/lib/compare/tables";
import type { TTableMetric } from "@/lib/compare/state";
import type { TCompareScoredSet, TCompareTables, TScoreRow } from "@/lib/compare/types";
import { Card } from "@/components/ui/card";
import { MultiSelect } from "@/components/ui/multi-select";
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
  /** The table's name for its metric ("Right (judge)"); METRIC_LABELS otherwise. */
  metricName?: string;
  /** Which trajectories each run was scored on. */
  sets?: TCompareScoredSet[];
  /** Every logged component and the ones shown (live page: the reader may narrow them). */
  componentChoice?: { all: string[]; shown: string[] | null; onChange: (shown: string[] | null) => void };
};

/** "demo-hiprag: split test at step 300 (242 trajectories)" per run: what the numbers rest on. */
function ScoredSets({ sets }: { sets: TCompareScoredSet[] }) {
  return (
    <ul aria-label="Scored trajectories" className="space-y-0.5 text-xs text-zinc-600 dark:text-zinc-400">
      {sets.map(({ run, set, trajectories }) => (
        <li key={run}>
          <span className="font-medium text-zinc-800 dark:text-zinc-200">{run}</span>: {describeScoredSet(set)} (
          {trajectories.toLocaleString("en-US")} trajectories)
        </li>
      ))}
    </ul>
  );
}

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
export function ScoresSection({ tables, scores, runs, title, controls, metricName, sets, componentChoice }: TProps) {
  const [withDeltas, setWithDeltas] = useState(false);
  const metric = tables.table.metric as TTableMetric;
  const metricLabel = metricName ?? METRIC_LABELS[metric] ?? metric;
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
              runs that have them all); best in bold, second underlined. n = trajectories in the cell; under each other
              run, the paired test against the baseline on the questions both answered († p &lt; 0.05; McNemar for
              right/wrong, else a paired bootstrap; hover for counts).
            </p>
            {sets && sets.length > 0 && <ScoredSets sets={sets} />}
          </div>
          {controls}
        </div>
        {tables.table.rows.length === 0 || tables.table.columns.length === 0 ? (
          <p className="text-sm text-zinc-500">No scored trajectories match the filter.</p>
        ) : (
          <MetricTable table={tables.table} label={`${metricLabel} per dataset`} significance={tables.significance} />
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
          <p className="text-xs text-zinc-500">
            Mean of each logged component over the scored trajectories; n = trajectories that logged it.{" "}
            {componentChoice &&
              `${tables.components?.columns.length ?? 0} of ${componentChoice.all.length} components shown; scroll sideways for more.`}
          </p>
        </div>
        {componentChoice && componentChoice.all.length > 0 && (
          <MultiSelect
            label="Components shown"
            options={componentChoice.all}
            selected={componentChoice.shown ?? []}
            onChange={(shown) => componentChoice.onChange(shown.length === 0 ? null : shown)}
            noneSelectedText="all"
          />
        )}
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
