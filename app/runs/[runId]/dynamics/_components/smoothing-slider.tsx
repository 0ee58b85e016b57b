"use client";

import { useState } from "react";

/** TensorBoard's smoothing slider: the number follows the thumb at once, the charts a moment later. */
export function SmoothingSlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const [shown, setShown] = useState(value);
  // A new value from the URL (Back, a pasted link) moves the thumb: adjusted while rendering.
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setShown(value);
  }
  return (
    <label className="flex flex-col gap-0.5 text-xs text-zinc-600 dark:text-zinc-400">
      <span>
        Smoothing{" "}
        <output className="font-medium text-zinc-900 tabular-nums dark:text-zinc-100">{shown.toFixed(2)}</output>
      </span>
      <input
        type="range"
        min={0}
        max={0.99}
        step={0.01}
        value={shown}
        aria-label="Smoothing weight"
        className="w-40 accent-sky-700"
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          setShown(next);
          onChange(next);
        }}
      />
    </label>
  );
}
