"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { MultiSelect } from "@/components/ui/multi-select";
import { behaviourMetricsOf } from "@/lib/behaviour/summary";
import { metricIdOf, metricLabel } from "@/lib/dynamics/metrics";
import type { TDynamicsState } from "@/lib/dynamics/params";
import { BAND_KINDS, type TMetricCatalog } from "@/lib/dynamics/types";
import { SmoothingSlider } from "./smoothing-slider";
import { ZoomFields } from "./zoom-fields";

const BAND_OPTIONS: Record<(typeof BAND_KINDS)[number], string> = {
  auto: "auto (95% CI)",
  ci95: "95% CI of the mean",
  minmax: "min–max",
  p50p90: "p50–p90",
  none: "none",
};

const BIN_CHOICES = ["1", "2", "5", "10", "20", "50", "100"];

export function DynamicsControls({
  catalog,
  state,
  metrics,
  otherRuns,
  onChange,
  onSmoothing,
}: {
  catalog: TMetricCatalog;
  state: TDynamicsState;
  /** The charts shown (the URL's, or the run's defaults). */
  metrics: string[];
  otherRuns: string[];
  onChange: (next: TDynamicsState) => void;
  onSmoothing: (weight: number) => void;
}) {
  const offered = (ids: string[]) => ids.filter((id) => !metrics.includes(id));
  const stats = offered(catalog.stats.filter((n) => !n.startsWith("iterations/")));
  const logged = offered(catalog.logged.map((name) => metricIdOf({ source: "logged", name })));
  // A preset, not a new chart: the six detectors' shares and the mean answer length as ordinary charts.
  const behaviour = behaviourMetricsOf(catalog.stats);
  const isBehaviourShown = behaviour.length > 0 && behaviour.join(",") === metrics.join(",");
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2 rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900">
      <Field label="Add a chart">
        <Select
          value=""
          onChange={(e) =>
            e.currentTarget.value && onChange({ ...state, metrics: [...metrics, e.currentTarget.value] })
          }
        >
          <option value="">metric…</option>
          <optgroup label="From the trajectories (per step)">
            {stats.map((id) => (
              <option key={id} value={id}>
                {metricLabel(id)}
              </option>
            ))}
          </optgroup>
          <optgroup label="Logged by the trainer">
            {logged.map((id) => (
              <option key={id} value={id}>
                {metricLabel(id)}
              </option>
            ))}
          </optgroup>
        </Select>
      </Field>
      {behaviour.length > 0 && (
        <Button
          className="self-end"
          aria-pressed={isBehaviourShown}
          disabled={isBehaviourShown}
          title="Chart each behaviour detector's share of trajectories per step, and the mean answer length in words, in place of the charts shown"
          onClick={() => onChange({ ...state, metrics: behaviour })}
        >
          Behaviour over training
        </Button>
      )}
      <Field label="Dataset">
        <Select
          disabled={state.facet === "dataset"}
          value={state.dataset ?? ""}
          onChange={(e) => onChange({ ...state, dataset: e.currentTarget.value || null })}
        >
          <option value="">all datasets</option>
          {[...new Set([...catalog.datasets, ...(state.dataset ? [state.dataset] : [])])].map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Band">
        <Select
          value={state.band}
          onChange={(e) => onChange({ ...state, band: e.currentTarget.value as TDynamicsState["band"] })}
        >
          {BAND_KINDS.map((band) => (
            <option key={band} value={band}>
              {BAND_OPTIONS[band]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Steps per point">
        <Select
          value={String(state.bin)}
          onChange={(e) => {
            const value = e.currentTarget.value;
            onChange({ ...state, bin: value === "auto" ? "auto" : Number(value) });
          }}
        >
          {[...new Set(["auto", ...BIN_CHOICES, String(state.bin)])].map((bin) => (
            <option key={bin} value={bin}>
              {bin === "auto" ? "auto (≈ 30 trajectories)" : bin === "1" ? "1 (every step)" : bin}
            </option>
          ))}
        </Select>
      </Field>
      <label className="flex items-center gap-1.5 self-end pb-1.5 text-sm text-zinc-700 dark:text-zinc-300">
        <input
          type="checkbox"
          checked={state.facet === "dataset"}
          onChange={(e) => onChange({ ...state, facet: e.currentTarget.checked ? "dataset" : null })}
        />
        One chart per dataset
      </label>
      <SmoothingSlider value={state.smoothing} onChange={onSmoothing} />
      <MultiSelect
        label="Overlay runs"
        options={otherRuns}
        selected={state.runs}
        onChange={(runs) => onChange({ ...state, runs })}
      />
      <ZoomFields zoom={state.zoom} onChange={(zoom) => onChange({ ...state, zoom })} />
      <Link href="/ablations" className="ml-auto self-center text-sm text-sky-700 hover:underline dark:text-sky-400">
        Ablation studies →
      </Link>
    </div>
  );
}
