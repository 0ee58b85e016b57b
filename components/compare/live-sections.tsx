"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Field, Select } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { compareQueries } from "@/lib/compare/queries";
import { SMOOTHING_WEIGHTS, type TCompareState } from "@/lib/compare/state";
import type { TResolvedCompare } from "@/lib/compare/state";
import { CurvesSection } from "./curves-section";
import { DiffSection } from "./diff-section";

// The live page's parts: each reads its own query (keyed by the state it depends on), shows a
// skeleton while loading and a retry on error, then hands the data to the shared sections.

export type TPartProps = {
  state: TCompareState;
  resolved: TResolvedCompare;
  setState: (patch: Partial<TCompareState>) => void;
};

export const Loading = ({ label }: { label: string }) => (
  <Card aria-label={label} aria-busy className="space-y-2">
    <Skeleton className="h-5 w-48" />
    <Skeleton className="h-40 w-full" />
  </Card>
);

export function CurvesPart({ state, resolved, setState }: TPartProps) {
  const curves = useQuery({ ...compareQueries.curves(state), placeholderData: keepPreviousData });
  if (curves.isPending) return <Loading label="Training curves" />;
  if (curves.isError) {
    return (
      <ErrorState
        title="Could not load the curves"
        message={curves.error.message}
        onRetry={() => void curves.refetch()}
      />
    );
  }
  if (!curves.data) return null;
  const options = curves.data.options.some((o) => o.key === resolved.curve)
    ? curves.data.options
    : [{ key: resolved.curve, label: curves.data.label }, ...curves.data.options];
  const controls = (
    <div className="flex flex-wrap items-end gap-2">
      <Field label="Curve">
        <Select
          aria-label="Curve"
          value={resolved.curve}
          onChange={(e) => setState({ curve: e.target.value })}
          className="max-w-72"
        >
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Smoothing">
        <Select
          aria-label="Smoothing"
          value={state.smooth}
          onChange={(e) => setState({ smooth: Number(e.target.value) })}
        >
          {[...new Set([...SMOOTHING_WEIGHTS, state.smooth])].map((w) => (
            <option key={w} value={w}>
              {w}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
  return (
    <Card aria-label="Training curves">
      <CurvesSection curves={curves.data} controls={controls} />
    </Card>
  );
}

export function DiffPart({ state, resolved, setState }: TPartProps) {
  const diff = useQuery({ ...compareQueries.diff(state), placeholderData: keepPreviousData });
  if (diff.isPending) return <Loading label="Per-question diff" />;
  if (diff.isError) {
    return (
      <ErrorState title="Could not load the diff" message={diff.error.message} onRetry={() => void diff.refetch()} />
    );
  }
  if (!diff.data) return null;
  // Picking for one side the run the other side has swaps them.
  const pick = (side: "a" | "b", run: string) => {
    const other = side === "a" ? resolved.b : resolved.a;
    const swapped = run === other ? (side === "a" ? resolved.a : resolved.b) : other;
    setState(side === "a" ? { a: run, b: swapped, open: null } : { a: swapped, b: run, open: null });
  };
  const runSelect = (side: "a" | "b", value: string) => (
    <Field label={side.toUpperCase()}>
      <Select aria-label={side.toUpperCase()} value={value} onChange={(e) => pick(side, e.target.value)}>
        {state.runs.map((run) => (
          <option key={run} value={run}>
            {run}
          </option>
        ))}
      </Select>
    </Field>
  );
  const controls = (
    <div className="flex flex-wrap items-end gap-2">
      {runSelect("a", resolved.a)}
      {runSelect("b", resolved.b)}
    </div>
  );
  // While the diff of newly picked runs loads, the previous runs' questions stay in view, but
  // opening one would ask the new runs for the old runs' trajectories: they cannot be opened then.
  const stale = diff.isPlaceholderData;
  return (
    <Card
      aria-label="Per-question diff"
      aria-busy={stale || undefined}
      className={stale ? "opacity-60 transition-opacity" : undefined}
    >
      <DiffSection
        diff={diff.data}
        list={state.list}
        onList={(list) => setState({ list })}
        open={state.open}
        onOpen={stale ? undefined : (item) => setState({ open: { a: item.a.trajectoryId!, b: item.b.trajectoryId! } })}
        controls={controls}
      />
    </Card>
  );
}
