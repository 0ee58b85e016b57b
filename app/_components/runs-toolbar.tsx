"use client";

import Link from "next/link";
import { buttonClass, Button } from "@/components/ui/button";
import { MultiSelect } from "@/components/ui/multi-select";
import { compareHref, MAX_COMPARED_RUNS, type TRunListState } from "@/lib/runs/list-view";

/** Method and tag filters, and the runs ticked for comparison with the link that opens it. */
export function RunsToolbar({
  state,
  facets,
  shown,
  total,
  onChange,
}: {
  state: TRunListState;
  facets: { methods: string[]; tags: string[] };
  shown: number;
  total: number;
  onChange: (state: TRunListState, history?: "push" | "replace") => void;
}) {
  const n = state.selected.length;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <MultiSelect
          label="Method"
          options={facets.methods}
          selected={state.methods}
          onChange={(methods) => onChange({ ...state, methods })}
          noOptionsText="No run names a method"
        />
        <MultiSelect
          label="Tags (all of)"
          options={facets.tags}
          selected={state.tags}
          onChange={(tags) => onChange({ ...state, tags })}
          noOptionsText="No run has tags"
        />
        <p role="status" className="pb-1 text-sm text-zinc-600 dark:text-zinc-400">
          {shown === total ? `${total} runs` : `${shown} of ${total} runs`}
        </p>
      </div>
      <div className="flex items-center gap-2 text-sm">
        {n > 0 && (
          <span className="text-zinc-600 dark:text-zinc-400" title={state.selected.join(", ")}>
            {n} selected{n >= MAX_COMPARED_RUNS ? ` (at most ${MAX_COMPARED_RUNS})` : ""}
          </span>
        )}
        {n > 0 && (
          <Button variant="ghost" onClick={() => onChange({ ...state, selected: [] }, "replace")}>
            Clear selection
          </Button>
        )}
        {n >= 2 ? (
          <Link href={compareHref(state.selected)} className={buttonClass("primary")}>
            Compare {n} runs
          </Link>
        ) : (
          <Button variant="primary" disabled title="Tick two to six runs to compare them">
            Compare runs
          </Button>
        )}
      </div>
    </div>
  );
}
