"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FORMULA_IDENTIFIERS, FORMULA_RULES } from "@/lib/rewards";
import { editFormula, WhatIfSpecError, type TWhatIfSpec } from "@/lib/what-if/spec";

type TFormulaSpec = Extract<TWhatIfSpec, { kind: "formula" }>;

/** The formula, checked in the browser before it is sent: a mistake is shown where it is. */
export function FormulaEditor({ spec, onApply }: { spec: TFormulaSpec; onApply: (spec: TWhatIfSpec) => void }) {
  const [edit, setEdit] = useState<{ base: TFormulaSpec; text: string } | null>(null);
  const [error, setError] = useState<WhatIfSpecError | null>(null);
  const text = edit?.base === spec ? edit.text : spec.formula;
  const apply = () => {
    try {
      onApply(editFormula(text, spec.weights));
      setError(null);
    } catch (caught) {
      if (!(caught instanceof WhatIfSpecError)) throw caught;
      setError(caught);
    }
  };
  return (
    <div className="space-y-1">
      <label className="flex flex-col gap-0.5 text-xs text-zinc-600 dark:text-zinc-400">
        <span>Formula (names starting with w_ are weights)</span>
        <textarea
          value={text}
          rows={2}
          spellCheck={false}
          aria-invalid={error !== null}
          onChange={(event) => setEdit({ base: spec, text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) apply();
          }}
          className="rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-sm dark:border-zinc-700 dark:bg-zinc-900"
        />
      </label>
      <div className="flex items-center gap-2">
        <Button variant="primary" onClick={apply}>
          Apply formula
        </Button>
        <span className="text-xs text-zinc-500">or Ctrl+Enter</span>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error.message}
          {error.span && (
            <code className="mt-1 block whitespace-pre font-mono text-xs">
              {text}
              {"\n"}
              {" ".repeat(error.span.start)}
              {"^".repeat(Math.max(1, error.span.end - error.span.start))}
            </code>
          )}
        </p>
      )}
      <details className="text-xs text-zinc-600 dark:text-zinc-400">
        <summary className="cursor-pointer">Names, components and rules</summary>
        <ul className="mt-1 grid gap-x-4 sm:grid-cols-2">
          {FORMULA_IDENTIFIERS.map((identifier) => (
            <li key={identifier.name}>
              <code>{identifier.name}</code> — {identifier.description}
            </li>
          ))}
        </ul>
        <ul className="mt-2 list-disc pl-4">
          {FORMULA_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
