"use client";

import { CorrectnessSelect } from "@/components/metrics/correctness-select";
import { Field, Select } from "@/components/ui/field";
import type { TAblationState } from "@/lib/dynamics/ablation-params";
import {
  ABLATION_METRIC_LABELS,
  ABLATION_METRICS,
  SIGNIFICANCE_TESTS,
  type TAblationReport,
} from "@/lib/dynamics/ablation-types";

const TEST_LABELS = {
  auto: "auto (McNemar for right/wrong, else bootstrap)",
  mcnemar: "McNemar",
  bootstrap: "paired bootstrap CI",
} as const;

export function AblationControls({
  report,
  state,
  onChange,
}: {
  report: TAblationReport;
  state: TAblationState;
  onChange: (next: TAblationState) => void;
}) {
  const variants = report.studies.find((s) => s.study === report.study)?.variants ?? [];
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2 rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900">
      <Field label="Study">
        <Select
          value={report.study ?? ""}
          onChange={(e) => onChange({ ...state, study: e.currentTarget.value, baseline: null, param: null })}
        >
          {report.studies.map((s) => (
            <option key={s.study} value={s.study}>
              {s.study} ({s.variants.length} variants)
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Metric">
        <Select
          value={report.metric}
          onChange={(e) => onChange({ ...state, metric: e.currentTarget.value as TAblationState["metric"] })}
        >
          {ABLATION_METRICS.map((m) => (
            <option key={m} value={m}>
              {ABLATION_METRIC_LABELS[m]}
            </option>
          ))}
        </Select>
      </Field>
      {state.metric === "correct" && (
        <CorrectnessSelect value={report.correct} onChange={(correct) => onChange({ ...state, correct })} />
      )}
      <Field label="Baseline">
        <Select
          value={report.baseline ?? ""}
          onChange={(e) => onChange({ ...state, baseline: e.currentTarget.value || null })}
        >
          <option value="">none (no deltas)</option>
          {variants.map((v) => (
            <option key={v.variant} value={v.variant}>
              {v.variant}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Significance test">
        <Select
          value={report.test}
          disabled={report.metric === "val"}
          onChange={(e) => onChange({ ...state, test: e.currentTarget.value as TAblationState["test"] })}
        >
          {SIGNIFICANCE_TESTS.map((t) => (
            <option key={t} value={t}>
              {TEST_LABELS[t]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
