"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import type { TLabelFilter } from "@/lib/browse/filter";
import { parseRange } from "@/lib/browse/range";
import type { TRunFacets } from "@/lib/browse/types";

const ANY = "";

/** Name, then value and source among those the run has: adds one label condition. */
export function LabelFilterBuilder({ facets, onAdd }: { facets: TRunFacets; onAdd: (f: TLabelFilter) => void }) {
  const names = [...new Set(facets.labels.map((l) => l.name))];
  const [name, setName] = useState(names[0] ?? "");
  const [value, setValue] = useState(ANY);
  const [source, setSource] = useState(ANY);
  const values = facets.labelValues.find((v) => v.name === name)?.values ?? [];
  const sources = facets.labels.filter((l) => l.name === name).map((l) => l.source);
  const families = [...new Set(sources.filter((s) => s.includes(":")).map((s) => s.split(":", 1)[0]!))];
  // Few distinct values (booleans, categories) are offered; numbers take text or a range "0.5..1".
  const isFreeText = values.length === 0 || values.length > 12;
  if (names.length === 0) return <p className="text-xs text-zinc-500">No labels in this run.</p>;

  const add = () => {
    const trimmed = value.trim();
    onAdd({
      name,
      value: trimmed === ANY ? null : trimmed.includes("..") ? (parseRange(trimmed) ?? trimmed) : trimmed,
      source: source === ANY ? null : source,
    });
    setValue(ANY);
  };
  return (
    <fieldset className="flex flex-wrap items-end gap-1 text-xs text-zinc-600 dark:text-zinc-400">
      <legend className="mb-0.5">Label</legend>
      <Select
        aria-label="Label name"
        value={name}
        onChange={(e) => (setName(e.target.value), setValue(ANY), setSource(ANY))}
      >
        {names.map((n) => (
          <option key={n}>{n}</option>
        ))}
      </Select>
      {isFreeText ? (
        <Input
          aria-label="Label value"
          placeholder="any value"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className="w-24"
        />
      ) : (
        <Select aria-label="Label value" value={value} onChange={(e) => setValue(e.target.value)}>
          <option value={ANY}>any value</option>
          {values.map((v) => (
            <option key={v}>{v}</option>
          ))}
        </Select>
      )}
      <Select aria-label="Label source" value={source} onChange={(e) => setSource(e.target.value)}>
        <option value={ANY}>any source</option>
        {families.map((f) => (
          <option key={`family-${f}`} value={f}>
            every {f}
          </option>
        ))}
        {sources.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </Select>
      <Button onClick={add}>Add</Button>
    </fieldset>
  );
}
