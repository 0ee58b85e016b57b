import "server-only";
import type { AnswerScheme } from "@/lib/metrics/answer";
import { countQueryRepeats } from "@/lib/metrics/process";
import {
  getRewardPreset,
  PATH_LABELS,
  SEARCH_P1,
  type TRewardField,
  type TRewardInput,
  type TStepsRead,
} from "@/lib/rewards";
import type { TWhatIfSpec } from "@/lib/what-if/spec";
import { FIELDS_BUT_RESPONSE } from "./reward-inputs";

// The parts of a reward SQL cannot compute exactly, computed per trajectory by lib/rewards and
// lib/metrics/process — only for the trajectories where they can matter (`subset`, a condition on
// trajectories t); every other trajectory's value is known without them (0).

export type TJsFeature = {
  name: "preset" | "path" | "duplicates";
  subset: string;
  /**
   * A step of this kind also puts its trajectory in the subset. Kept apart from `subset`: one index
   * probe tells whether the run has any such step, and a run without them is spared a probe per
   * trajectory in every batch.
   */
  stepKind: "plan" | null;
  /**
   * Whether compute reads the steps (TStepsRead); unless always, a batch's inputs come from one
   * statement over its id range: a million trajectories' steps cost far more to parse than compute
   * takes.
   */
  steps: TStepsRead;
  /** The trajectory's fields compute reads (null: all), and whether its steps' text and documents. */
  fields: readonly TRewardField[] | null;
  stepText: boolean;
  documents: boolean;
  /** The names of the labels compute reads; null: any. A run's labels outnumber its steps. */
  labels: readonly string[] | null;
  compute: (input: TRewardInput) => number | null;
};

export function jsFeatureOf(input: { name: TJsFeature["name"]; spec: TWhatIfSpec; scheme: string }): TJsFeature {
  const { spec } = input;
  const scheme = input.scheme as AnswerScheme;
  const params = spec.kind === "preset" ? spec.params : {};
  switch (input.name) {
    case "preset": {
      // The whole reward, for presets that read the raw response as their reference code does.
      const preset = spec.kind === "preset" ? getRewardPreset(spec.preset) : undefined;
      if (!preset) throw new RangeError("A preset feature needs a preset spec");
      const reads = preset.reads?.(params);
      return {
        name: "preset",
        subset: "TRUE",
        stepKind: null,
        steps: reads?.steps ?? true,
        fields: reads?.fields ?? null,
        stepText: reads?.stepText ?? true,
        documents: reads?.documents ?? true,
        labels: reads?.labels ?? null,
        compute: (reward) => preset.compute(reward, params, { scheme }).total,
      };
    }
    case "path":
      // Without a plan and a reference plan both path tracks score 0 (lib/rewards/search-p1.ts).
      return {
        name: "path",
        // The predicate of the partial index trajectories_reference_plan_idx, word for word: a
        // batch's subset is then read from that index, empty for a run without reference plans.
        subset: "cardinality(t.reference_plan) > 0",
        stepKind: "plan",
        steps: true,
        fields: FIELDS_BUT_RESPONSE,
        stepText: true,
        documents: false,
        labels: PATH_LABELS,
        compute: (reward) => SEARCH_P1.compute(reward, params, { scheme }).components.path ?? null,
      };
    case "duplicates":
      return {
        name: "duplicates",
        subset: "(t.search_count > 1)",
        stepKind: null,
        steps: true,
        fields: FIELDS_BUT_RESPONSE,
        stepText: true,
        documents: false,
        labels: [],
        compute: (reward) => countQueryRepeats(reward.steps).duplicates,
      };
  }
}
