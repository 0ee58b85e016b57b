// Which trajectories of a run a table scores, and how a page names them. The ablation table and the
// comparison both default to a run's evaluation set (server/evaluation-set.ts chooses it), so the
// same run reads the same number on both pages; a comparison may instead pool everything or filter.

export type TScoredSetKind = "evaluation split" | "last training step" | "all trajectories" | "logged" | "filter";

export type TScoredSet = {
  kind: TScoredSetKind;
  split: string | null;
  step: number | null;
};

/** "split test at step 60", "last training step (300)", "all trajectories", … */
export function describeScoredSet(set: TScoredSet): string {
  if (set.kind === "evaluation split") return `split ${set.split}${set.step === null ? "" : ` at step ${set.step}`}`;
  if (set.kind === "last training step") return `last training step (${set.step})`;
  if (set.kind === "logged") return set.step === null ? "nothing logged" : `val/test_score up to step ${set.step}`;
  if (set.kind === "filter") return "the filter's splits and steps";
  return "all trajectories (every split and step pooled)";
}
