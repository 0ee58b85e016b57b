// Rewards of the synthetic trajectories, computed by the presets of lib/rewards with each run's
// weights — exactly what trajscope's what-if recomputes, so the logged and recomputed rewards agree.
// Search-P1's ablations drop a path track (Search-P1 Table 8): the preset's `tracks` choice, which
// the what-if reads back from the run's config.reward.tracks.
import { getRewardPreset, tracksChoice, type TRewardInput, type TRewardResult } from "@/lib/rewards";
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
    response: record.response,
    goldenAnswers: record.golden_answers,
    referencePlan: record.reference_plan,
  };
}

export function computeReward(profile: TProfile, record: TTrajectoryRecord): TRewardResult {
  const preset = getRewardPreset(profile.preset);
  if (!preset) throw new RangeError(`unknown reward preset ${profile.preset}`);
  const params: Record<string, number | string> = { ...profile.weights };
  if (profile.preset === "search-p1") params.tracks = tracksChoice(profile.tracks);
  return preset.compute(rewardInput(record), params);
}
