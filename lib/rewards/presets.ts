// The papers' rewards, in the order the UI lists them.
import { HIPRAG } from "./hiprag";
import { PRO_STEP } from "./pro-step";
import { SEARCH_P1 } from "./search-p1";
import { SEARCH_R1_EM, SEARCH_R1_FORMAT } from "./search-r1";
import type { TRewardPreset, TRewardPresetId } from "./types";

export const REWARD_PRESETS: readonly TRewardPreset[] = [SEARCH_R1_EM, SEARCH_R1_FORMAT, HIPRAG, SEARCH_P1, PRO_STEP];

export function getRewardPreset(id: string): TRewardPreset | undefined {
  return REWARD_PRESETS.find((preset) => preset.id === id);
}

export function isRewardPresetId(id: string): id is Exclude<TRewardPresetId, "custom"> {
  return getRewardPreset(id) !== undefined;
}
