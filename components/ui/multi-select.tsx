"use client";

/** A compact list of checkboxes behind a summary: "Dataset: nq, hotpotqa". */
export function MultiSelect({
  label,
  options,
  selected,
  onChange,
  noneSelectedText = "any",
  noOptionsText = "None in this run",
}: {
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** The summary while nothing is ticked (which filters nothing out). */
  noneSelectedText?: string;
  noOptionsText?: string;
}) {
  // Values in the URL that the data does not (or no longer) have stay visible, so they can be removed.
  const all = [...options, ...selected.filter((s) => !options.includes(s))];
  const toggle = (option: string) =>
    onChange(selected.includes(option) ? selected.filter((s) => s !== option) : [...selected, option]);
  return (
    <details className="relative text-xs text-zinc-600 dark:text-zinc-400">
      <summary className="flex cursor-pointer list-none flex-col gap-0.5">
        <span>{label}</span>
        <span className="min-w-28 rounded border border-zinc-300 bg-white px-2 py-1 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100">
          {selected.length === 0 ? noneSelectedText : selected.join(", ")} ▾
        </span>
      </summary>
      <fieldset className="absolute z-10 mt-1 max-h-72 min-w-48 overflow-auto rounded border border-zinc-200 bg-white p-2 text-sm text-zinc-900 shadow-lg dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100">
        <legend className="sr-only">{label}</legend>
        {all.length === 0 && <p className="text-zinc-500">{noOptionsText}</p>}
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
