"use client";

import { Field, Select } from "@/components/ui/field";
import type { TControl } from "@/lib/what-if/controls";

/** A slider for a number (its value beside it), a select for a choice; labelled for screen readers. */
export function ParamControl({ control, onChange }: { control: TControl; onChange: (value: number | string) => void }) {
  if (control.kind === "choice") {
    return (
      <Field label={control.label} title={control.description}>
        <Select aria-label={control.label} value={control.value} onChange={(event) => onChange(event.target.value)}>
          {control.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  return (
    <Field label={control.label} title={control.description}>
      <span className="flex items-center gap-2">
        <input
          type="range"
          min={control.min}
          max={control.max}
          step={control.step}
          value={control.value}
          aria-label={control.label}
          onChange={(event) => onChange(Number(event.target.value))}
          className="w-40 accent-sky-700"
        />
        <output className="w-12 font-mono text-xs tabular-nums text-zinc-900 dark:text-zinc-100">
          {control.value}
        </output>
      </span>
    </Field>
  );
}
