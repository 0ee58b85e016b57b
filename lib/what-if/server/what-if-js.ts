import "server-only";
import type { AnswerScheme } from "@/lib/metrics/answer";
import { countQueryRepeats, retrievalHits } from "@/lib/metrics/process";
import { SEARCH_P1, type TRewardInput } from "@/lib/rewards";
import type { TWhatIfSpec } from "@/lib/what-if/spec";

// The parts of a reward SQL cannot compute exactly, computed per trajectory by lib/rewards and
// lib/metrics/process — only for the trajectories where they can matter (`subset`, a condition on
// trajectories t); every other trajectory's value is known without them (0).

export type TJsFeature = {
  name: "path" | "retrieval" | "duplicates";
  subset: string;
  /** Whether compute reads the steps' documents (large: loaded only when needed). */
  documents: boolean;
  compute: (input: TRewardInput) => number | null;
};

const hasPlanOrReference = `(cardinality(t.reference_plan) > 0 OR EXISTS (SELECT 1 FROM steps p
  WHERE p.run_id = t.run_id AND p.trajectory_id = t.id AND p.kind = 'plan'))`;

export function jsFeatureOf(input: { name: TJsFeature["name"]; spec: TWhatIfSpec; scheme: string }): TJsFeature {
  const { spec } = input;
  const scheme = input.scheme as AnswerScheme;
  switch (input.name) {
    case "path": {
      // Without a plan and a reference plan both path tracks score 0 (lib/rewards/search-p1.ts).
      const params = spec.kind === "preset" ? spec.params : {};
      return {
        name: "path",
        subset: hasPlanOrReference,
        documents: false,
        compute: (reward) => SEARCH_P1.compute(reward, params, { scheme }).components.path ?? null,
      };
    }
    case "retrieval":
      // Search-R1 checks retrievals only for a valid format (is_retrieval_correct), with FlashRAG's normalization.
      return {
        name: "retrieval",
        subset: "(t.is_format_valid AND t.search_count > 0)",
        documents: true,
        compute: (reward) =>
          retrievalHits(reward.steps, reward.goldenAnswers ?? [], "flashrag").includes(true) ? 1 : 0,
      };
    case "duplicates":
      return {
        name: "duplicates",
        subset: "(t.search_count > 1)",
        documents: false,
        compute: (reward) => countQueryRepeats(reward.steps).duplicates,
      };
  }
}
