"use client";

import { Field, Select } from "@/components/ui/field";
import { CORRECTNESS_OPTIONS, describeCorrectness, parseCorrectness } from "@/lib/metrics/process";

// The correctness choice as pages offer it: EM, acc, F1 ≥ 0.5 or the judge's verdict label. A link may
// carry another (f1>=0.8, verdict:is_correct); it is kept and shown as an extra option.
export function CorrectnessSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const options: string[] = [...CORRECTNESS_OPTIONS];
  if (!options.includes(value)) options.push(value);
  return (
    <Field label="Correct means">
      <Select aria-label="Correct means" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option === "verdict" ? "judge's verdict (answer_correct)" : describeCorrectness(parseCorrectness(option))}
          </option>
        ))}
      </Select>
    </Field>
  );
}
