"use client";

import { Fragment, useId, useState, type RefObject } from "react";
import { Card } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { MultiSelect } from "@/components/ui/multi-select";
import {
  ANY_LABEL,
  correctnessOf,
  FLAG_LABELS,
  FLAGS,
  type TFlag,
  type TGoldFilter,
  type TTrajectoryFilter,
} from "@/lib/browse/filter";
import { BEHAVIOUR_DEFINITIONS, BEHAVIOUR_LABELS, BEHAVIOURS, isBehaviour } from "@/lib/behaviour/detectors";
import { GOLD_RETRIEVED_DEFINITION } from "@/lib/failures/gold-in-documents";
import type { TRunFacets } from "@/lib/browse/types";
import { CorrectnessSelect } from "@/components/metrics/correctness-select";
import { describeCorrectness } from "@/lib/metrics/process";
import { LabelFilterBuilder } from "./label-filter-builder";
import { RangeField } from "./range-field";

const EMPTY_FACETS: TRunFacets = { datasets: [], splits: [], labels: [], labelValues: [] };

export function FilterBar({
  filter,
  facets = EMPTY_FACETS,
  onChange,
  searchRef,
}: {
  filter: TTrajectoryFilter;
  facets?: TRunFacets;
  onChange: (filter: TTrajectoryFilter) => void;
  searchRef?: RefObject<HTMLInputElement | null>;
}) {
  const set = <K extends keyof TTrajectoryFilter>(key: K, value: TTrajectoryFilter[K]) =>
    onChange({ ...filter, [key]: value });
  const labelNames = [...new Set(facets.labels.map((l) => l.name))];
  const rule = describeCorrectness(correctnessOf(filter));
  // Range boxes keep drafts; a new key resets them when the URL changes the range from outside.
  const rangeKey = (r: TTrajectoryFilter["f1"]) => `${r?.min ?? ""}..${r?.max ?? ""}`;
  return (
    <Card className="space-y-3 p-3" aria-label="Filters" role="search">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox value={filter.text} onSubmit={(text) => set("text", text)} inputRef={searchRef} />
        <Field label="Outcome" title={`Correct = ${rule}`}>
          <Select
            aria-label="Outcome"
            value={filter.outcome ?? ""}
            onChange={(e) => set("outcome", e.target.value === "" ? null : (e.target.value as "correct" | "incorrect"))}
          >
            <option value="">any</option>
            <option value="correct">correct ({rule})</option>
            <option value="incorrect">incorrect (not {rule})</option>
          </Select>
        </Field>
        <Field label="Gold answer" title={GOLD_RETRIEVED_DEFINITION}>
          <Select
            aria-label="Gold answer"
            value={filter.gold ?? ""}
            onChange={(e) => set("gold", e.target.value === "" ? null : (e.target.value as TGoldFilter))}
          >
            <option value="">any</option>
            <option value="retrieved">retrieved</option>
            <option value="missed">never retrieved</option>
          </Select>
        </Field>
        <CorrectnessSelect
          value={filter.correct ?? "em"}
          onChange={(correct) => set("correct", correct === "em" ? null : correct)}
        />
        <MultiSelect
          label="Dataset"
          options={facets.datasets}
          selected={filter.datasets}
          onChange={(v) => set("datasets", v)}
        />
        <MultiSelect
          label="Split"
          options={facets.splits}
          selected={filter.splits}
          onChange={(v) => set("splits", v)}
        />
        <fieldset className="flex flex-col gap-0.5 text-xs text-zinc-600 dark:text-zinc-400">
          <legend className="mb-0.5">Flags</legend>
          <div className="flex flex-wrap gap-1">
            {PROCESS_FLAGS.map((flag) => (
              <FlagCheckbox key={flag} flag={flag} flags={filter.flags} onChange={(flags) => set("flags", flags)} />
            ))}
          </div>
        </fieldset>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <RangeField
          key={`s${rangeKey(filter.trainingStep)}`}
          label="Training step"
          step="1"
          value={filter.trainingStep}
          onChange={(r) => set("trainingStep", r)}
        />
        <RangeField key={`f${rangeKey(filter.f1)}`} label="F1" value={filter.f1} onChange={(r) => set("f1", r)} />
        <RangeField
          key={`r${rangeKey(filter.reward)}`}
          label="Reward"
          value={filter.reward}
          onChange={(r) => set("reward", r)}
        />
        <RangeField
          key={`n${rangeKey(filter.searches)}`}
          label="Searches"
          step="1"
          value={filter.searches}
          onChange={(r) => set("searches", r)}
        />
        <LabelFilterBuilder facets={facets} onAdd={(label) => set("labels", [...filter.labels, label])} />
        <Field label="Sources disagree on">
          <Select
            aria-label="Sources disagree on"
            value={filter.disagreement ?? ""}
            onChange={(e) => set("disagreement", e.target.value || null)}
          >
            <option value="">—</option>
            <option value={ANY_LABEL}>any label</option>
            {labelNames.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </Select>
        </Field>
      </div>
      <BehaviourFieldset flags={filter.flags} onChange={(flags) => set("flags", flags)} />
    </Card>
  );
}

// The list flags that are not behaviour detectors; those have a fieldset of their own, with definitions.
const PROCESS_FLAGS = FLAGS.filter((flag) => !isBehaviour(flag));

function FlagCheckbox({
  flag,
  flags,
  onChange,
  description,
}: {
  flag: TFlag;
  flags: TFlag[];
  onChange: (flags: TFlag[]) => void;
  /** Written beside the box as ⓘ (its title) and read as the box's accessible description. */
  description?: string;
}) {
  // Two bars can share a page (a queue's form beside a list): ids stay unique.
  const descriptionId = `${useId()}-definition`;
  return (
    <label className="flex cursor-pointer items-center gap-1 rounded border border-zinc-300 px-2 py-1 text-sm text-zinc-900 has-checked:border-sky-600 has-checked:bg-sky-50 dark:border-zinc-700 dark:text-zinc-100 dark:has-checked:bg-sky-950">
      <input
        type="checkbox"
        checked={flags.includes(flag)}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(e) => onChange(e.target.checked ? [...flags, flag] : flags.filter((f) => f !== flag))}
      />
      {FLAG_LABELS[flag]}
      {description && (
        <>
          {/* A drawn "i", not the ⓘ glyph: fonts without it show an empty box. */}
          <span
            aria-hidden="true"
            title={description}
            className="inline-flex h-3.5 w-3.5 cursor-help items-center justify-center rounded-full border border-zinc-400 text-[10px] leading-none text-zinc-500"
          >
            i
          </span>
          <span id={descriptionId} className="sr-only">
            {description}
          </span>
        </>
      )}
    </label>
  );
}

/** The six behaviour detectors, each box with its definition; all of them listed under "What these mean". */
function BehaviourFieldset({ flags, onChange }: { flags: TFlag[]; onChange: (flags: TFlag[]) => void }) {
  return (
    <fieldset className="flex flex-col gap-0.5 text-xs text-zinc-600 dark:text-zinc-400">
      <legend className="mb-0.5">Behaviour</legend>
      <div className="flex flex-wrap items-center gap-1">
        {BEHAVIOURS.map((behaviour) => (
          <FlagCheckbox
            key={behaviour}
            flag={behaviour}
            flags={flags}
            onChange={onChange}
            description={BEHAVIOUR_DEFINITIONS[behaviour]}
          />
        ))}
      </div>
      <details className="mt-1">
        <summary className="cursor-pointer text-sky-700 dark:text-sky-400">What these mean</summary>
        <dl className="mt-1 grid max-w-5xl grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
          {BEHAVIOURS.map((behaviour) => (
            <Fragment key={behaviour}>
              <dt className="font-medium text-zinc-800 dark:text-zinc-200">{BEHAVIOUR_LABELS[behaviour]}</dt>
              <dd>{BEHAVIOUR_DEFINITIONS[behaviour]}</dd>
            </Fragment>
          ))}
        </dl>
      </details>
    </fieldset>
  );
}

function SearchBox({
  value,
  onSubmit,
  inputRef,
}: {
  value: string | null;
  onSubmit: (text: string | null) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const [draft, setDraft] = useState(value ?? "");
  return (
    <form
      className="flex flex-col gap-0.5 text-xs text-zinc-600 dark:text-zinc-400"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(draft.trim() || null);
      }}
    >
      <label htmlFor="trajectory-search">Text in question, queries or answer</label>
      <Input
        id="trajectory-search"
        ref={inputRef}
        type="search"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder="Search… (press /)"
        className="w-64"
      />
    </form>
  );
}
