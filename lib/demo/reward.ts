// Rewards of the synthetic trajectories, computed by the presets of lib/rewards with each run's
// weights — exactly what trajscope's what-if recomputes, so the logged and recomputed rewards agree.
// Search-P1's ablations drop a path track (Search-P1 Table 8): the preset scores both tracks and
// takes max(S_self, S_ref); a run with one track keeps that track's score as its path reward.
import { getRewardPreset, resolveParams, type TRewardInput, type TRewardResult } from "@/lib/rewards";
import type { TTrajectoryRecord } from "@/lib/ingest/canonical";
import type { TProfile } from "./profiles";

export type TTrack = "self" | "reference";

export function rewardInput(record: TTrajectoryRecord): TRewardInput {
  return {
    steps: record.steps ?? [],
    labels: record.labels,
    em: record.metrics?.em,
    f1: record.metrics?.f1,
    acc: record.metrics?.acc,
    isFormatValid: record.format_valid,
    finalAnswer: record.final_answer,
    goldenAnswers: record.golden_answers,
    referencePlan: record.reference_plan,
  };
}

export function computeReward(profile: TProfile, record: TTrajectoryRecord): TRewardResult {
  const preset = getRewardPreset(profile.preset);
  if (!preset) throw new RangeError(`unknown reward preset ${profile.preset}`);
  const result = preset.compute(rewardInput(record), profile.weights);
  const tracks = profile.tracks ?? [];
  if (profile.preset !== "search-p1" || tracks.length !== 1 || result.total === null) return result;
  const c = result.components;
  const path = tracks[0] === "self" ? (c.s_self ?? 0) : (c.s_ref ?? 0);
  const w = resolveParams(preset.params, profile.weights);
  // The preset's own sum, in its order of operations, with the one track as the path score.
  const total =
    w.number("lambda_a") * (c.outcome ?? 0) + w.number("lambda_p") * path + w.number("lambda_f") * (c.format ?? 0);
  return { total, components: { ...c, path } };
}
