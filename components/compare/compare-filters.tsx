"use client";

import { useState } from "react";
import { Field, Input } from "@/components/ui/field";
import { formatRange, parseRange } from "@/lib/browse/range";
import type { TCompareFilter } from "@/lib/compare/state";

function Checklist({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  // Values in the URL that no run has stay listed, so they can be removed.
  const all = [...options, ...selected.filter((s) => !options.includes(s))];
  const toggle = (option: string) =>
    onChange(selected.includes(option) ? selected.filter((s) => s !== option) : [...selected, option]);
  return (
    <details className="relative text-xs text-zinc-600 dark:text-zinc-400">
      <summary className="flex cursor-pointer list-none flex-col gap-0.5">
        <span>{label}</span>
        <span className="min-w-28 rounded border border-zinc-300 bg-white px-2 py-1 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100">
          {selected.length === 0 ? "all" : selected.join(", ")} ▾
        </span>
      </summary>
      <fieldset className="absolute z-10 mt-1 max-h-72 min-w-48 overflow-auto rounded border border-zinc-200 bg-white p-2 text-sm text-zinc-900 shadow-lg dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100">
        <legend className="sr-only">{label}</legend>
        {all.length === 0 && <p className="text-zinc-500">None in these runs</p>}
        {all.map((option) => (
          <label key={option} className="flex items-center gap-2 py-0.5">
            <input type="checkbox" checked={selected.includes(option)} onChange={() => toggle(option)} />
            {option}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

function StepRange({
  value,
  onChange,
}: {
  value: TCompareFilter["step"];
  onChange: (v: TCompareFilter["step"]) => void;
}) {
  const [text, setText] = useState(value ? formatRange(value) : "");
  const [isBad, setBad] = useState(false);
  const apply = () => {
    const parsed = text.trim() === "" ? null : parseRange(text);
    setBad(text.trim() !== "" && parsed === null);
    if (text.trim() === "" || parsed) onChange(parsed);
  };
  return (
    <Field label="Training steps">
      <Input
        value={text}
        placeholder="min..max"
        aria-invalid={isBad}
        className={`w-32 ${isBad ? "border-red-500" : ""}`}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => e.key === "Enter" && apply()}
      />
    </Field>
  );
}

/** The trajectories every part compares: datasets, splits, a training-step range. */
export function CompareFilters({
  filter,
  datasets,
  splits,
  onChange,
}: {
  filter: TCompareFilter;
  datasets: readonly string[];
  splits: readonly string[];
  onChange: (filter: Partial<TCompareFilter>) => void;
}) {
  return (
    <div role="group" aria-label="Filters" className="flex flex-wrap items-end gap-3">
      <Checklist
        label="Datasets"
        options={datasets}
        selected={filter.datasets}
        onChange={(d) => onChange({ datasets: d })}
      />
      <Checklist label="Splits" options={splits} selected={filter.splits} onChange={(s) => onChange({ splits: s })} />
      <StepRange
        key={filter.step ? formatRange(filter.step) : ""}
        value={filter.step}
        onChange={(step) => onChange({ step })}
      />
    </div>
  );
}
