// Synthetic GRPO runs for the RL views benchmark (bench/rl-views.ts), generated inside PostgreSQL
// with generate_series like browse-data.ts. A run is a training of `steps` steps, each a batch of
// prompts sampled as groups of 8 rollouts; the prompts are `questions` distinct questions, each
// batch the next slice of a per-epoch shuffle, so every question recurs once an epoch at a
// different step. A question's chance to be answered right follows one of four curves (easy,
// hard, learnt over training, unlearnt over training), so all four statuses of the questions page
// occur, by the page's own rule, with noise. The reward is the answer's EM (0/1), as Search-R1's
// outcome reward: a group of 8 all right or all wrong has no learning signal. Deterministic: every
// "random" choice is a hash of the row number. No steps or labels: these views read trajectories.
import type { TBenchRun } from "./browse-setup";

export const ROLLOUTS_PER_GROUP = 8;
/** 250 prompts × 8 rollouts: 2,000 trajectories a step, as bench-1m. */
export const GROUPS_PER_STEP = 250;

const u = (x: string, seed: number) => `((abs(hashint4extended((${x})::int, ${seed})) % 1000000) / 1e6)`;
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * One run. `logged`: verl with the prompt's uid as group id and split "train"; otherwise verl's
 * rollout dump (no group id, no split), whose groups the views derive from question and step.
 * `seed` draws each question's curve, so two runs on the same questions learn different ones.
 */
export function rlBenchRun(options: {
  name: string;
  trajectories: number;
  questions: number;
  logged: boolean;
  seed: number;
}): TBenchRun {
  const { name, trajectories, questions: q, logged, seed } = options;
  const groups = Math.floor(trajectories / ROLLOUTS_PER_GROUP);
  const steps = Math.ceil(groups / GROUPS_PER_STEP);
  // x ↦ (a·x + b) mod q permutes 0..q-1 when a and q are coprime: the epoch's shuffle.
  const a = [7919, 7927, 7933, 7937, 7949].find((p) => gcd(p, q) === 1)!;
  return {
    name,
    trajectories: groups * ROLLOUTS_PER_GROUP,
    generate: async (sql, log) => {
      const [run] = await sql.query<{ id: number }>(
        `INSERT INTO runs (name, method, algorithm, config, updated_at)
         VALUES ($1, 'Search-R1', 'GRPO', $2, now()) RETURNING id`,
        [name, JSON.stringify({ grpo: { rollout_n: ROLLOUTS_PER_GROUP }, reward: "em" })],
      );
      const started = performance.now();
      // k: the group; e: its epoch; question: k's place in the epoch's shuffle; p: the chance of
      // a right answer at that step on the question's curve (t picks the curve).
      await sql.exec(
        `INSERT INTO trajectories (run_id, id, external_id, training_step, split, group_id, sample_index, dataset,
           question, golden_answers, final_answer, em, f1, acc, reward, reward_components, step_count,
           search_count, turn_count, is_format_valid, content_hash)
         SELECT ${run!.id}, g, 'rl-' || g, step, ${logged ? "'train'" : "NULL"},
           ${logged ? "'uid-' || k" : "NULL"}, (g - 1) % ${ROLLOUTS_PER_GROUP},
           CASE WHEN question % 3 = 0 THEN 'hotpotqa' ELSE 'nq' END,
           'Question ' || question || ': which entity is described by ' || md5(question::text) || '?',
           ARRAY['answer ' || question], CASE WHEN c THEN 'answer ' || question ELSE 'wrong ' || (g % 97) END,
           c::int, CASE WHEN c THEN 1 ELSE round((${u("g", seed + 2)} * 0.6)::numeric, 2) END, c::int, c::int,
           jsonb_build_object('em', c::int), s + 1, s, s + 1, true, md5(g::text)
         FROM (SELECT g, k, step, question, ${u("g", seed + 1)} < CASE
                   WHEN t < 0.25 THEN 0.9
                   WHEN t < 0.5 THEN 0.08
                   WHEN t < 0.85 THEN 0.1 + 0.8 * step / ${steps}.0
                   ELSE 0.85 - 0.7 * step / ${steps}.0 END AS c,
                 floor(${u("g", seed + 3)} * 4)::int AS s
               FROM (SELECT g, k, k / ${GROUPS_PER_STEP} AS step, question, ${u("question", seed)} AS t
                     FROM (SELECT g, k, ((k % ${q}) * ${a} + (k / ${q}) * 4099) % ${q} AS question
                           FROM (SELECT g, (g - 1) / ${ROLLOUTS_PER_GROUP} AS k
                                 FROM generate_series(1, ${groups * ROLLOUTS_PER_GROUP}) g) x) y) z) w`,
      );
      log(
        `  ${(groups * ROLLOUTS_PER_GROUP).toLocaleString("en-US")} trajectories: ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      await sql.exec(`VACUUM ANALYZE trajectories`);
    },
  };
}
