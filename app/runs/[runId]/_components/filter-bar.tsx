"use client";

import { useState, type RefObject } from "react";
import { Card } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { MultiSelect } from "@/components/ui/multi-select";
import {
  ANY_LABEL,
  correctnessOf,
  FLAG_LABELS,
  FLAGS,
  type TGoldFilter,
  type TTrajectoryFilter,
} from "@/lib/browse/filter";
import { GOLD_RETRIEVED_DEFINITION } from "@/lib/failures/gold-in-documents";
import type { TRunFacets } from "@/lib/browse/types";
import { CorrectnessSelect } from "@/components/metrics/correctness-select";
import { describeCorrectness } from "@/lib/metrics/process";
import { LabelFilterBuilder } from "./label-filter-builder";
import { RangeField } from "./range-field";

const EMPTY_FACETS: TRunFacets = { datasets: [], splits: [], labels: [], labelValues: [] };

export function FilterBar({
  filter,
  facets = EMPTY_FACETS,
  onChange,
  searchRef,
}: {
  filter: TTrajectoryFilter;
  facets?: TRunFacets;
  onChange: (filter: TTrajectoryFilter) => void;
  searchRef?: RefObject<HTMLInputElement | null>;
}) {
  const set = <K extends keyof TTrajectoryFilter>(key: K, value: TTrajectoryFilter[K]) =>
    onChange({ ...filter, [key]: value });
  const labelNames = [...new Set(facets.labels.map((l) => l.name))];
  const rule = describeCorrectness(correctnessOf(filter));
  // Range boxes keep drafts; a new key resets them when the URL changes the range from outside.
  const rangeKey = (r: TTrajectoryFilter["f1"]) => `${r?.min ?? ""}..${r?.max ?? ""}`;
  return (
    <Card className="space-y-3 p-3" aria-label="Filters" role="search">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox value={filter.text} onSubmit={(text) => set("text", text)} inputRef={searchRef} />
        <Field label="Outcome" title={`Correct = ${rule}`}>
          <Select
            aria-label="Outcome"
            value={filter.outcome ?? ""}
            onChange={(e) => set("outcome", e.target.value === "" ? null : (e.target.value as "correct" | "incorrect"))}
          >
            <option value="">any</option>
            <option value="correct">correct ({rule})</option>
            <option value="incorrect">incorrect (not {rule})</option>
          </Select>
        </Field>
        <Field label="Gold answer" title={GOLD_RETRIEVED_DEFINITION}>
          <Select
            aria-label="Gold answer"
            value={filter.gold ?? ""}
            onChange={(e) => set("gold", e.target.value === "" ? null : (e.target.value as TGoldFilter))}
          >
            <option value="">any</option>
            <option value="retrieved">retrieved</option>
            <option value="missed">never retrieved</option>
          </Select>
        </Field>
        <CorrectnessSelect
          value={filter.correct ?? "em"}
          onChange={(correct) => set("correct", correct === "em" ? null : correct)}
        />
        <MultiSelect
          label="Dataset"
          options={facets.datasets}
          selected={filter.datasets}
          onChange={(v) => set("datasets", v)}
        />
        <MultiSelect
          label="Split"
          options={facets.splits}
          selected={filter.splits}
          onChange={(v) => set("splits", v)}
        />
        <fieldset className="flex flex-col gap-0.5 text-xs text-zinc-600 dark:text-zinc-400">
          <legend className="mb-0.5">Flags</legend>
          <div className="flex flex-wrap gap-1">
            {FLAGS.map((flag) => (
              <label
                key={flag}
                className="flex cursor-pointer items-center gap-1 rounded border border-zinc-300 px-2 py-1 text-sm text-zinc-900 has-checked:border-sky-600 has-checked:bg-sky-50 dark:border-zinc-700 dark:text-zinc-100 dark:has-checked:bg-sky-950"
              >
                <input
                  type="checkbox"
                  checked={filter.flags.includes(flag)}
                  onChange={(e) =>
                    set("flags", e.target.checked ? [...filter.flags, flag] : filter.flags.filter((f) => f !== flag))
                  }
                />
                {FLAG_LABELS[flag]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <RangeField
          key={`s${rangeKey(filter.trainingStep)}`}
          label="Training step"
          step="1"
          value={filter.trainingStep}
          onChange={(r) => set("trainingStep", r)}
        />
        <RangeField key={`f${rangeKey(filter.f1)}`} label="F1" value={filter.f1} onChange={(r) => set("f1", r)} />
        <RangeField
          key={`r${rangeKey(filter.reward)}`}
          label="Reward"
          value={filter.reward}
          onChange={(r) => set("reward", r)}
        />
        <RangeField
          key={`n${rangeKey(filter.searches)}`}
          label="Searches"
          step="1"
          value={filter.searches}
          onChange={(r) => set("searches", r)}
        />
        <LabelFilterBuilder facets={facets} onAdd={(label) => set("labels", [...filter.labels, label])} />
        <Field label="Sources disagree on">
          <Select
            aria-label="Sources disagree on"
            value={filter.disagreement ?? ""}
            onChange={(e) => set("disagreement", e.target.value || null)}
          >
            <option value="">—</option>
            <option value={ANY_LABEL}>any label</option>
            {labelNames.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </Select>
        </Field>
      </div>
    </Card>
  );
}

function SearchBox({
  value,
  onSubmit,
  inputRef,
}: {
  value: string | null;
  onSubmit: (text: string | null) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const [draft, setDraft] = useState(value ?? "");
  return (
    <form
      className="flex flex-col gap-0.5 text-xs text-zinc-600 dark:text-zinc-400"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(draft.trim() || null);
      }}
    >
      <label htmlFor="trajectory-search">Text in question, queries or answer</label>
      <Input
        id="trajectory-search"
        ref={inputRef}
        type="search"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder="Search… (press /)"
        className="w-64"
      />
    </form>
  );
}
