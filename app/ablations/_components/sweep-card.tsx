"use client";

import { SweepChart } from "@/components/charts/sweep-chart";
import { Card } from "@/components/ui/card";
import { Field, Select } from "@/components/ui/field";
import { ABLATION_METRIC_LABELS, type TAblationReport } from "@/lib/dynamics/ablation-types";

/** A numeric config parameter that differs between the study's runs, against their average score. */
export function SweepCard({ report, onParameter }: { report: TAblationReport; onParameter: (param: string) => void }) {
  const { parameters, parameter, result } = report.sweep;
  const valueLabel = `Avg. ${ABLATION_METRIC_LABELS[report.metric]} (%)`;
  return (
    <Card aria-label="Sweep" className="space-y-2">
      <header className="flex flex-wrap items-end gap-3">
        <h2 className="font-medium">Sweep</h2>
        {parameters.length > 0 && (
          <Field label="Parameter (from the runs' config)">
            <Select value={parameter ?? ""} onChange={(e) => onParameter(e.currentTarget.value)}>
              {parameters.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </header>
      {parameter === null || result === null ? (
        <p className="text-sm text-zinc-500">
          No numeric config parameter differs between this study&apos;s runs, so there is nothing to sweep.
        </p>
      ) : result.points.length === 0 ? (
        <p className="text-sm text-zinc-500">No run has both {parameter} and a complete average.</p>
      ) : (
        <SweepChart points={result.points} parameter={parameter} valueLabel={valueLabel} />
      )}
      {result && result.skipped.length > 0 && (
        <p className="text-xs text-zinc-500">
          Not plotted: {result.skipped.map((s) => `${s.run} (${s.reason})`).join(", ")}.
        </p>
      )}
    </Card>
  );
}
