import { describeType } from "./shared/fields";
import { questionFromPrompt } from "./shared/prompt-question";
import type { TJsonObject, TTrajectoryInput } from "./shared/types";

// TRL GRPOTrainer's completion table, as GRPOTrainer.log writes it with `log_completions=True`
// (trl/trainer/grpo_trainer.py, read at huggingface/trl f2cd577, version 1.10.0.dev0): per logging
// step a DataFrame with the columns
//   step, prompt, completion, <one per reward function>, <log_extra columns>, advantage
// saved to {output_dir}/completions/completions_{global_step:05d}.parquet and logged to W&B/trackio
// as the table "completions". A reward function that returned None for a sample leaves NaN.

export const TRL_FIXED_COLUMNS = ["step", "prompt", "completion", "advantage"] as const;

export type TTrlRow = {
  step: number;
  prompt: string;
  completion: string;
  advantage: number | null;
  /** One value per reward function that scored this sample. */
  rewards: Record<string, number>;
  /** Reward functions that returned None for it (NaN or null in the table). */
  notScored: string[];
  /** log_extra columns and any other value that is not a number. */
  extra: TJsonObject;
};

/** Parquet INT64 arrives as a bigint: a safe one becomes a number. */
const plain = (value: unknown): unknown =>
  typeof value === "bigint" && Number.isSafeInteger(Number(value)) ? Number(value) : value;

function scoreOf(value: unknown): number | "not-scored" | null {
  if (typeof value === "boolean") return Number(value);
  if (typeof value !== "number") return value === null ? "not-scored" : null;
  return Number.isFinite(value) ? value : "not-scored";
}

/** A table row checked, or why it cannot be read. `fileStep` is the step in the file's name. */
export function checkTrlRow(raw: TJsonObject, fileStep: number | null): TTrlRow | string {
  const values = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, plain(value)]));
  for (const key of ["prompt", "completion"] as const) {
    if (values[key] === undefined) return `missing "${key}"`;
    if (typeof values[key] !== "string") return `"${key}" must be a string, got ${describeType(values[key])}`;
  }
  const step = values.step === undefined || values.step === null ? fileStep : values.step;
  if (typeof step !== "number" || !Number.isInteger(step) || step < 0) {
    return step === null
      ? `missing "step" (and the file name, completions_{step}.parquet, gives none)`
      : `"step" must be an integer ≥ 0, got ${JSON.stringify(step) ?? describeType(step)}`;
  }
  const advantage = values.advantage;
  if (advantage !== undefined && advantage !== null && typeof advantage !== "number") {
    return `"advantage" must be a number, got ${describeType(advantage)}`;
  }
  const rewards: Record<string, number> = {};
  const notScored: string[] = [];
  const extra: TJsonObject = {};
  for (const [key, value] of Object.entries(values)) {
    if ((TRL_FIXED_COLUMNS as readonly string[]).includes(key)) continue;
    const score = scoreOf(value);
    if (score === "not-scored") notScored.push(key);
    else if (score === null) extra[key] = value;
    else rewards[key] = score;
  }
  return {
    step,
    prompt: values.prompt as string,
    completion: values.completion as string,
    advantage: typeof advantage === "number" && Number.isFinite(advantage) ? advantage : null,
    rewards,
    notScored,
    extra,
  };
}

/**
 * Each row's group and place in it, from the rows of one step in table order. TRL samples a prompt
 * num_generations times in a row (RepeatSampler) and computes advantages over consecutive blocks of
 * num_generations (`rewards.view(-1, num_generations)`), so a group is a run of one prompt. The table
 * does not say num_generations: it is the most common run length, and a longer run (the same
 * prompt drawn twice in a row) is cut into groups of that size.
 */
export function trlGroups(prompts: readonly string[]): { group: number; sample: number }[] {
  const runs: number[] = [];
  prompts.forEach((prompt, i) => {
    if (i > 0 && prompt === prompts[i - 1]) runs[runs.length - 1]! += 1;
    else runs.push(1);
  });
  const tally = new Map<number, number>();
  for (const length of runs) tally.set(length, (tally.get(length) ?? 0) + 1);
  // The most common length; a tie goes to the shorter (a doubled run is the likelier accident).
  const size = [...tally].sort(([a, na], [b, nb]) => nb - na || a - b)[0]?.[0] ?? 1;
  const places: { group: number; sample: number }[] = [];
  let group = 0;
  for (const length of runs) {
    for (let i = 0; i < length; i += 1) {
      if (i > 0 && i % size === 0) group += 1;
      places.push({ group, sample: i % size });
    }
    group += 1;
  }
  return places;
}

/** A checked row as a canonical trajectory; the total is the rewards' sum (TRL's default weights of 1). */
export function trlTrajectory(row: TTrlRow, place: { group: number; sample: number }): TTrajectoryInput {
  const scores = Object.values(row.rewards);
  const meta: TJsonObject = { prompt: row.prompt, ...row.extra };
  if (row.notScored.length) meta.rewards_not_scored = row.notScored;
  return {
    type: "trajectory",
    step: row.step,
    group: `${row.step}:${place.group}`,
    sample: place.sample,
    question: questionFromPrompt(row.prompt),
    golden_answers: [],
    response: row.completion,
    reward: scores.length
      ? { total: scores.reduce((sum, score) => sum + score, 0), components: row.rewards }
      : undefined,
    advantage: row.advantage,
    meta,
  };
}
