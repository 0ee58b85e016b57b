"use client";

import { useState } from "react";
import { Field, Input } from "@/components/ui/field";
import { MultiSelect } from "@/components/ui/multi-select";
import { formatRange, parseRange } from "@/lib/browse/range";
import type { TCompareFilter } from "@/lib/compare/state";

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

// Options are the union over the compared runs, and nothing ticked compares them all.
const RUNS_TEXT = { noneSelectedText: "all", noOptionsText: "None in these runs" };

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
      <MultiSelect
        label="Datasets"
        options={datasets}
        selected={filter.datasets}
        onChange={(d) => onChange({ datasets: d })}
        {...RUNS_TEXT}
      />
      <MultiSelect
        label="Splits"
        options={splits}
        selected={filter.splits}
        onChange={(s) => onChange({ splits: s })}
        {...RUNS_TEXT}
      />
      <StepRange
        key={filter.step ? formatRange(filter.step) : ""}
        value={filter.step}
        onChange={(step) => onChange({ step })}
      />
    </div>
  );
}
