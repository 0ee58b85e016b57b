"use client";

import { useState } from "react";
import { Input } from "@/components/ui/field";
import type { TRange } from "@/lib/browse/filter";

/** Two number boxes; the range applies on Enter or when focus leaves, not on every keystroke. */
export function RangeField({
  label,
  value,
  onChange,
  step = "any",
}: {
  label: string;
  value: TRange | null;
  onChange: (range: TRange | null) => void;
  step?: string;
}) {
  const [min, setMin] = useState(value?.min?.toString() ?? "");
  const [max, setMax] = useState(value?.max?.toString() ?? "");
  const commit = () => {
    const lo = min.trim() === "" ? null : Number(min);
    const hi = max.trim() === "" ? null : Number(max);
    if ((lo !== null && !Number.isFinite(lo)) || (hi !== null && !Number.isFinite(hi))) return;
    const next = lo === null && hi === null ? null : { min: lo, max: hi };
    if (next?.min !== value?.min || next?.max !== value?.max) onChange(next);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Enter") commit();
  };
  return (
    <fieldset className="flex flex-col gap-0.5 text-xs text-zinc-600 dark:text-zinc-400">
      <legend className="mb-0.5">{label}</legend>
      <div className="flex items-center gap-1">
        <Input
          type="number"
          step={step}
          aria-label={`${label} from`}
          placeholder="min"
          value={min}
          onChange={(e) => setMin(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          className="w-20"
        />
        <span aria-hidden>–</span>
        <Input
          type="number"
          step={step}
          aria-label={`${label} to`}
          placeholder="max"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          className="w-20"
        />
      </div>
    </fieldset>
  );
}
