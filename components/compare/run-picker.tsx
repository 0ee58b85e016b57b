"use client";

import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { MAX_RUNS } from "@/lib/compare/state";
import { runQueries } from "@/lib/runs/queries";

type TProps = {
  runs: string[];
  baseline: string | null;
  onRuns: (runs: string[]) => void;
  onBaseline: (baseline: string) => void;
};

/** Which runs are compared (2–6, in display order) and which one the deltas are against. */
export function RunPicker({ runs, baseline, onRuns, onBaseline }: TProps) {
  const all = useQuery(runQueries.list());
  const available = (all.data ?? []).map((run) => run.name).filter((name) => !runs.includes(name));
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ul aria-label="Compared runs" className="flex flex-wrap items-center gap-1.5">
        {runs.map((run) => (
          <li
            key={run}
            className="inline-flex items-center gap-1 rounded border border-zinc-300 bg-white py-0.5 pl-2 pr-0.5 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          >
            <span className="break-all">{run}</span>
            <Button
              variant="ghost"
              className="px-1 py-0 text-xs"
              aria-label={`Remove ${run}`}
              onClick={() => onRuns(runs.filter((r) => r !== run))}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <Field label={runs.length >= MAX_RUNS ? `At most ${MAX_RUNS} runs` : "Add a run"}>
        <Select
          aria-label="Add a run"
          value=""
          disabled={runs.length >= MAX_RUNS || available.length === 0}
          onChange={(e) => e.target.value && onRuns([...runs, e.target.value])}
        >
          <option value="">{all.isPending ? "Loading runs…" : available.length ? "Choose…" : "No other run"}</option>
          {available.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      {runs.length >= 2 && (
        <Field label="Baseline">
          <Select aria-label="Baseline" value={baseline ?? runs[0]} onChange={(e) => onBaseline(e.target.value)}>
            {runs.map((run) => (
              <option key={run} value={run}>
                {run}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {all.isError && (
        <p role="alert" className="text-sm text-red-700">
          Could not load the runs: {all.error.message}
        </p>
      )}
    </div>
  );
}
