"use client";

import { useMemo, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { FlagBadges } from "@/components/trajectory/flag-badges";
import { RichText } from "@/components/trajectory/rich-text";
import { LabelList } from "@/components/trajectory/step-labels";
import { formatScore } from "@/lib/browse/format";
import { labelsByStep } from "@/lib/browse/labels";
import type { TAlignmentResult } from "@/lib/compare/align";
import type { TPairSide } from "@/lib/compare/types";
import { PairStep } from "./pair-step";

function SideSummary({ side, label }: { side: TPairSide; label: string }) {
  const t = side.detail.trajectory;
  const isCorrect = t.em !== null && t.em >= 1;
  const components = Object.entries(t.rewardComponents);
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-1.5">
        <span className="font-semibold">{label}</span>
        <span className="break-all text-zinc-600 dark:text-zinc-400">{side.run}</span>
        {t.em !== null && <Badge tone={isCorrect ? "good" : "bad"}>{isCorrect ? "correct" : "incorrect"}</Badge>}
        <FlagBadges row={t} />
      </p>
      <p>
        Final answer:{" "}
        <strong>{t.finalAnswer === null ? "none" : <RichText text={t.finalAnswer} golds={t.goldenAnswers} />}</strong>
      </p>
      <p className="tabular-nums text-zinc-600 dark:text-zinc-400">
        EM {formatScore(t.em, 0)} · F1 {formatScore(t.f1, 2)} · reward {formatScore(t.reward)}
        {components.length > 0 && ` (${components.map(([k, v]) => `${k} ${formatScore(v)}`).join(" · ")})`}
        {t.trainingStep !== null && ` · training step ${t.trainingStep}`} · {t.stepCount} steps
      </p>
    </div>
  );
}

/** Two trajectories of one question, step aligned to step, each with its labels and rewards. */
export function SideBySide({
  a,
  b,
  alignment,
  controls,
}: {
  a: TPairSide;
  b: TPairSide;
  alignment: TAlignmentResult;
  controls?: ReactNode;
}) {
  const labelsA = useMemo(() => labelsByStep(a.detail.labels), [a]);
  const labelsB = useMemo(() => labelsByStep(b.detail.labels), [b]);
  const t = a.detail.trajectory;
  const cell = (side: TPairSide, labels: typeof labelsA, position: number | null) => {
    const step = position === null ? undefined : side.detail.steps[position];
    if (!step)
      return (
        <div
          aria-label="No step here"
          className="h-full rounded-lg border border-dashed border-zinc-300 dark:border-zinc-700"
        />
      );
    return <PairStep step={step} labels={labels.get(step.index) ?? []} golds={side.detail.trajectory.goldenAnswers} />;
  };
  return (
    <Card aria-label="Side by side" className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold">
            <RichText text={t.question} />
          </h2>
          <p className="text-xs text-zinc-500">
            {t.dataset ?? "no dataset"} · gold: {t.goldenAnswers.join(" | ") || "none given"}
          </p>
        </div>
        {controls}
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {[
          { side: a, label: "A", labels: labelsA },
          { side: b, label: "B", labels: labelsB },
        ].map(({ side, label, labels }) => (
          <div key={label} className="space-y-2 rounded border border-zinc-200 p-2 dark:border-zinc-800">
            <SideSummary side={side} label={label} />
            <LabelList labels={labels.get(null) ?? []} />
          </div>
        ))}
      </div>
      <p className="text-xs text-zinc-500">
        {alignment.method === "index"
          ? "Aligned by index: step i beside step i."
          : "Aligned by kind: steps of the same kind paired in order (longest common subsequence); others beside each other or facing a gap."}
      </p>
      <ol aria-label="Aligned steps" className="space-y-2">
        {alignment.rows.map((row, i) => (
          <li key={i} className="grid gap-2 md:grid-cols-2" data-same-kind={row.isSameKind}>
            {cell(a, labelsA, row.a)}
            {cell(b, labelsB, row.b)}
          </li>
        ))}
      </ol>
    </Card>
  );
}
