"use client";

import { Button } from "@/components/ui/button";
import { EMPTY_FILTER, FLAG_LABELS, ANY_LABEL, correctnessOf, type TTrajectoryFilter } from "@/lib/browse/filter";
import { describeLabelFilter } from "@/lib/browse/label-filter";
import { describeRange } from "@/lib/browse/range";
import { describeCorrectness } from "@/lib/metrics/process";

type TChip = { label: string; remove: (f: TTrajectoryFilter) => TTrajectoryFilter };

/** Each active condition as a chip that removes it; what the URL holds, in words. */
function chipsOf(filter: TTrajectoryFilter): TChip[] {
  const chips: TChip[] = [];
  if (filter.text) chips.push({ label: `text “${filter.text}”`, remove: (f) => ({ ...f, text: null }) });
  if (filter.outcome) {
    const rule = describeCorrectness(correctnessOf(filter));
    chips.push({
      label: filter.outcome === "correct" ? `correct (${rule})` : `incorrect (not ${rule})`,
      remove: (f) => ({ ...f, outcome: null }),
    });
  }
  if (filter.gold)
    chips.push({
      label: filter.gold === "retrieved" ? "gold retrieved" : "gold never retrieved",
      remove: (f) => ({ ...f, gold: null }),
    });
  for (const d of filter.datasets)
    chips.push({ label: `dataset ${d}`, remove: (f) => ({ ...f, datasets: f.datasets.filter((x) => x !== d) }) });
  for (const s of filter.splits)
    chips.push({ label: `split ${s}`, remove: (f) => ({ ...f, splits: f.splits.filter((x) => x !== s) }) });
  const ranges = [
    ["trainingStep", "training step"],
    ["f1", "F1"],
    ["reward", "reward"],
    ["searches", "searches"],
  ] as const;
  for (const [key, name] of ranges) {
    const range = filter[key];
    if (range) chips.push({ label: `${name} ${describeRange(range)}`, remove: (f) => ({ ...f, [key]: null }) });
  }
  for (const flag of filter.flags)
    chips.push({ label: FLAG_LABELS[flag], remove: (f) => ({ ...f, flags: f.flags.filter((x) => x !== flag) }) });
  filter.labels.forEach((label, i) =>
    chips.push({
      label: `label ${describeLabelFilter(label)}`,
      remove: (f) => ({ ...f, labels: f.labels.filter((_, j) => j !== i) }),
    }),
  );
  if (filter.disagreement) {
    const what = filter.disagreement === ANY_LABEL ? "any label" : filter.disagreement;
    chips.push({ label: `sources disagree on ${what}`, remove: (f) => ({ ...f, disagreement: null }) });
  }
  if (filter.ids.length) {
    const what = filter.ids.length === 1 ? "1 chosen trajectory" : `${filter.ids.length} chosen trajectories`;
    chips.push({ label: what, remove: (f) => ({ ...f, ids: [] }) });
  }
  return chips;
}

export function ActiveFilters({
  filter,
  onChange,
}: {
  filter: TTrajectoryFilter;
  onChange: (f: TTrajectoryFilter) => void;
}) {
  const chips = chipsOf(filter);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-1 text-xs">
      {chips.map((chip) => (
        <li
          key={chip.label}
          className="flex items-center gap-1 rounded-full border border-sky-300 bg-sky-50 py-0.5 pl-2 pr-1 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200"
        >
          {chip.label}
          <button
            type="button"
            aria-label={`Remove filter ${chip.label}`}
            onClick={() => onChange(chip.remove(filter))}
            className="rounded-full px-1 hover:bg-sky-200 dark:hover:bg-sky-800"
          >
            ×
          </button>
        </li>
      ))}
      <li>
        <Button variant="ghost" className="text-xs" onClick={() => onChange(EMPTY_FILTER)}>
          Clear all
        </Button>
      </li>
    </ul>
  );
}
