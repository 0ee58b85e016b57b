"use client";

import { useState, type ReactNode } from "react";
import { Field, Input, Select } from "@/components/ui/field";
import { MultiSelect } from "@/components/ui/multi-select";
import { formatRange, parseRange } from "@/lib/browse/range";
import { hasSplitOrStepFilter, type TCompareFilter, type TScope } from "@/lib/compare/state";

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

const SCOPE_LABELS: Record<TScope, string> = {
  evaluation: "each run's evaluation set",
  all: "every step and split pooled",
};

/** The trajectories every part compares: which of each run's (scope), datasets, splits, a training-step range. */
export function CompareFilters({
  filter,
  datasets,
  splits,
  onChange,
  children,
}: {
  filter: TCompareFilter;
  datasets: readonly string[];
  splits: readonly string[];
  onChange: (filter: Partial<TCompareFilter>) => void;
  /** More controls in the same row (the correctness choice). */
  children?: ReactNode;
}) {
  const isOverridden = hasSplitOrStepFilter(filter);
  return (
    <div role="group" aria-label="Filters" className="flex flex-wrap items-end gap-3">
      <Field label="Scored trajectories">
        <Select
          aria-label="Scored trajectories"
          value={filter.scope}
          disabled={isOverridden}
          title={isOverridden ? "A split or step filter chooses the trajectories" : undefined}
          onChange={(e) => onChange({ scope: e.currentTarget.value as TScope })}
        >
          {(Object.keys(SCOPE_LABELS) as TScope[]).map((scope) => (
            <option key={scope} value={scope}>
              {isOverridden ? "the splits and steps filtered" : SCOPE_LABELS[scope]}
            </option>
          ))}
        </Select>
      </Field>
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
      {children}
    </div>
  );
}
