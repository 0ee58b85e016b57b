"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { Field, Select } from "@/components/ui/field";
import { browseQueries } from "@/lib/browse/queries";
import { alignSteps } from "@/lib/compare/align";
import { ALIGNMENTS, type TCompareState } from "@/lib/compare/state";
import { Loading, type TPartProps } from "./live-sections";
import { SideBySide } from "./side-by-side";

// The opened question on the live page: its two trajectories through the browse queries (the same
// cut texts a snapshot stores), aligned here with the URL's rule.
export function PairPart({
  state,
  resolved,
  setState,
}: TPartProps & { state: TCompareState & { open: { a: string; b: string } } }) {
  const a = useQuery(browseQueries.trajectory(resolved.a, state.open.a));
  const b = useQuery(browseQueries.trajectory(resolved.b, state.open.b));
  const alignment = useMemo(
    () =>
      a.data && b.data
        ? alignSteps(
            a.data.steps.map((s) => s.kind),
            b.data.steps.map((s) => s.kind),
            state.align,
          )
        : null,
    [a.data, b.data, state.align],
  );
  if (a.isPending || b.isPending) return <Loading label="Side by side" />;
  const failed = a.isError ? a : b.isError ? b : null;
  if (failed?.error || !a.data || !b.data || !alignment) {
    return <ErrorState title="Could not open this question" message={failed?.error?.message ?? "Not found"} />;
  }
  const controls = (
    <div className="flex items-end gap-2">
      <Field label="Align steps">
        <Select
          aria-label="Align steps"
          value={state.align}
          onChange={(e) => setState({ align: e.target.value as TCompareState["align"] })}
        >
          {ALIGNMENTS.map((method) => (
            <option key={method} value={method}>
              {method === "index" ? "by index" : "by kind sequence"}
            </option>
          ))}
        </Select>
      </Field>
      <button type="button" className="text-sm underline" onClick={() => setState({ open: null })}>
        Close
      </button>
    </div>
  );
  return (
    <SideBySide
      a={{ run: resolved.a, detail: a.data }}
      b={{ run: resolved.b, detail: b.data }}
      alignment={alignment}
      controls={controls}
    />
  );
}
