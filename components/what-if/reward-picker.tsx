"use client";

import { useEffect, useRef, useState } from "react";
import { Field, Select } from "@/components/ui/field";
import type { TRunReward } from "@/lib/what-if/default-spec";
import { controlsOf, optionOf, REWARD_OPTIONS, specForOption, withControl } from "@/lib/what-if/controls";
import type { TWhatIfSpec } from "@/lib/what-if/spec";
import { FormulaEditor } from "./formula-editor";
import { ParamControl } from "./param-control";

const COMMIT_DELAY_MS = 300;

/**
 * The reward to recompute with: a paper's preset or a formula, and its parameters or weights. A
 * slider shows its value at once and commits after a short pause, so a drag asks the server once.
 */
export function RewardPicker(props: {
  spec: TWhatIfSpec;
  reward: Pick<TRunReward, "weights" | "components">;
  onChange: (spec: TWhatIfSpec, options?: { push?: boolean }) => void;
}) {
  const { spec, onChange } = props;
  // A draft belongs to the spec it was made from; a new spec (URL, Back) replaces it.
  const [draft, setDraft] = useState<{ base: TWhatIfSpec; spec: TWhatIfSpec } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shown = draft?.base === spec ? draft.spec : spec;
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const move = (next: TWhatIfSpec) => {
    setDraft({ base: spec, spec: next });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next), COMMIT_DELAY_MS);
  };
  const controls = controlsOf(shown);
  return (
    <div className="space-y-3">
      <Field label="Reward" className="max-w-xs">
        <Select
          aria-label="Reward"
          value={optionOf(shown)}
          onChange={(event) => onChange(specForOption(event.target.value, props.reward), { push: true })}
        >
          {REWARD_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      {shown.kind === "formula" && <FormulaEditor spec={shown} onApply={(next) => onChange(next, { push: true })} />}
      {controls.length > 0 ? (
        <div role="group" aria-label="Weights" className="flex flex-wrap gap-x-6 gap-y-3">
          {controls.map((control) => (
            <ParamControl
              key={control.name}
              control={control}
              onChange={(value) =>
                control.kind === "choice"
                  ? onChange(withControl(shown, control, value))
                  : move(withControl(shown, control, value))
              }
            />
          ))}
        </div>
      ) : (
        <p className="text-xs text-zinc-500">
          {shown.kind === "formula"
            ? "Name a weight w_something in the formula to get a slider for it."
            : "This reward has no parameters."}
        </p>
      )}
    </div>
  );
}
