"use client";

import { COLUMNS, orderColumns, type TColumnKey } from "@/lib/browse/columns";

export function ColumnPicker({ columns, onChange }: { columns: TColumnKey[]; onChange: (c: TColumnKey[]) => void }) {
  return (
    <details className="relative text-sm">
      <summary className="cursor-pointer rounded border border-zinc-300 px-2 py-1 dark:border-zinc-700">
        Columns
      </summary>
      <fieldset className="absolute right-0 z-10 mt-1 w-48 rounded border border-zinc-200 bg-white p-2 shadow-lg dark:border-zinc-800 dark:bg-zinc-900">
        <legend className="sr-only">Columns</legend>
        {COLUMNS.map((column) => (
          <label key={column.key} className="flex items-center gap-2 py-0.5">
            <input
              type="checkbox"
              checked={columns.includes(column.key)}
              onChange={(e) =>
                onChange(
                  orderColumns(e.target.checked ? [...columns, column.key] : columns.filter((c) => c !== column.key)),
                )
              }
            />
            {column.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
