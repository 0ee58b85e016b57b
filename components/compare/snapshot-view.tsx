"use client";

import { useState } from "react";
import { Card } from "@/components/ui/card";
import { describeRange } from "@/lib/browse/range";
import type { TSnapshotPayload } from "@/lib/compare/snapshot";
import { resolveCompare } from "@/lib/compare/state";
import { metricLabel } from "@/lib/compare/tables";
import { formatDateTime } from "@/lib/format/date";
import { CurvesSection } from "./curves-section";
import { DiffSection } from "./diff-section";
import { ScoresSection } from "./scores-section";
import { SideBySide } from "./side-by-side";

// A shared comparison, read-only: everything comes from the stored payload. Nothing here links to
// the live run pages or fetches anything, so the link shows what was shared and no more.

type TProps = { title: string; expiresAt: string | null; payload: TSnapshotPayload };

export function SnapshotView({ title, expiresAt, payload }: TProps) {
  const { view } = payload;
  const { state } = view;
  const [list, setList] = useState(state.list);
  const runs = view.runs.map((run) => run.name);
  const resolved = resolveCompare(state);
  const filters = [
    `metric ${metricLabel(state.metric, state.correct ?? "em")}`,
    resolved && `baseline ${resolved.baseline}`,
    state.datasets.length > 0 && `datasets ${state.datasets.join(", ")}`,
    state.splits.length > 0 && `splits ${state.splits.join(", ")}`,
    state.step && `training steps ${describeRange(state.step)}`,
  ].filter(Boolean);
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <p className="text-xs font-medium uppercase tracking-wide text-zinc-500">Shared comparison · read-only</p>
        <h1 className="break-words text-xl font-semibold">{title}</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          As it was on {formatDateTime(payload.capturedAt)}
          {expiresAt && ` · link expires ${formatDateTime(expiresAt)}`} · {runs.join(" vs ")}
        </p>
        <p className="text-xs text-zinc-500">{filters.join(" · ")}</p>
        {payload.notes.map((note) => (
          <p key={note} className="text-xs text-amber-800 dark:text-amber-300">
            {note}
          </p>
        ))}
      </header>
      <ScoresSection
        tables={view.tables}
        scores={view.scores}
        runs={runs}
        title={title}
        metricName={metricLabel(state.metric, state.correct ?? "em")}
        sets={view.sets}
      />
      {view.curves && (
        <Card aria-label="Training curves">
          <CurvesSection curves={view.curves} />
        </Card>
      )}
      {view.diff && (
        <Card aria-label="Per-question diff">
          <DiffSection diff={view.diff} list={list} onList={setList} open={state.open} />
        </Card>
      )}
      {view.pair && <SideBySide a={view.pair.a} b={view.pair.b} alignment={view.pair.alignment} />}
    </div>
  );
}
