// How a run's behaviour moves with training progress t ∈ [0, 1]: quickly at first, then levelling
// off, as the papers' training curves do (Search-P1 Figures 3 and 6a). Every curve is
// start + (end − start)·ramp(t) with ramp(0) = 0, ramp(1) = 1 and a time constant of 0.3.
import { DATASETS, START_ACCURACY, type TCurve, type TDataset, type TProfile } from "./profiles";

export const RAMP_TAU = 0.3;

/** Search-R1 evaluates on the full test/dev sets; their sizes set the noise of val/test_score. */
export const VAL_SET_SIZES: Record<TDataset, number> = {
  nq: 3610,
  triviaqa: 11313,
  popqa: 14267,
  hotpotqa: 7405,
  "2wikimultihopqa": 12576,
  musique: 2417,
  bamboogle: 125,
};

export function progress(step: number, totalSteps: number): number {
  return totalSteps <= 0 ? 1 : Math.min(1, Math.max(0, step / totalSteps));
}

export function ramp(t: number): number {
  return (1 - Math.exp(-t / RAMP_TAU)) / (1 - Math.exp(-1 / RAMP_TAU));
}

export function along(curve: TCurve, t: number): number {
  return curve[0] + (curve[1] - curve[0]) * ramp(t);
}

export function isDataset(name: string): name is TDataset {
  return (DATASETS as readonly string[]).includes(name);
}

/** Probability that the run answers a question of the dataset correctly (ACC) at progress t. */
export function accuracyAt(profile: TProfile, dataset: string, t: number): number {
  if (!isDataset(dataset)) throw new RangeError(`no accuracy curve for dataset ${dataset}`);
  return along([START_ACCURACY[dataset], profile.accuracy[dataset]], t);
}

/**
 * Multi-hop questions take more searches than general ones, and failed cases more than successful
 * ones (Search-P1 Table 7: more 3+ iterations among failures); the profile's figure is the mean.
 */
export function meanSearches(profile: TProfile, dataset: string, t: number, isCorrect: boolean): number {
  const general = dataset === "nq" || dataset === "triviaqa" || dataset === "popqa";
  return along(profile.searches, t) * (general ? 0.8 : 1.2) + (isCorrect ? -0.2 : 0.3);
}
