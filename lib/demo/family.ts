// The demo family: one canonical JSONL stream per run (profiles.ts), generated lazily and
// deterministically from a seed. Per run: a meta and a run record; validation metrics at step 0;
// then per training step the written trajectories (the first `perStep` of a simulated batch of
// `batch`, in GRPO groups of `groupSize` sharing a question) and the step's metrics record; at the
// last step, an evaluation of every run on the same real questions (split "test"), so runs can be
// compared question by question (evaluation.ts). Validation runs at step 0, every `valEvery` steps
// and at the last step, as verl's test_freq does.
import type { TCanonicalInput, TTrajectoryRecord } from "@/lib/ingest/canonical";
import { progress } from "./dynamics";
import { accuracyByDataset, evaluate } from "./evaluation";
import { trainingMetrics, validationMetrics } from "./metrics";
import { resolveDemoOptions, type TDemoOptions, type TDemoSettings } from "./options";
import { DEMO_PROFILES, type TProfile } from "./profiles";
import { EVAL_DATASETS, TRAIN_DATASETS } from "./questions";
import { forkRandom } from "./random";
import { MAX_SEARCHES, simulateTrajectory } from "./trajectory";

export type TDemoRun = { run: string; profile: TProfile; records: Iterable<TCanonicalInput> };

function trainingBatch(o: TDemoSettings, profile: TProfile, step: number): TTrajectoryRecord[] {
  const random = forkRandom(o.seed, profile.run, "step", step);
  const batch: TTrajectoryRecord[] = [];
  for (let g = 0; batch.length < o.batch; g += 1) {
    const pool = o.questions[random.pick(TRAIN_DATASETS)] ?? [];
    const question = random.pick(pool);
    const shared = random.next(); // GRPO samples of one prompt succeed and fail together more often than not
    for (let sample = 0; sample < o.groupSize && batch.length < o.batch; sample += 1) {
      const sim = {
        profile,
        question,
        others: pool,
        t: progress(step, o.steps),
        random: forkRandom(o.seed, profile.run, step, g, sample),
      };
      const u = sim.random.chance(0.5) ? shared : sim.random.next();
      const id = `step-${step}-g${g}-s${sample}`;
      batch.push(
        simulateTrajectory(
          { ...sim, u },
          { id, run: profile.run, step, split: "train", group: `step-${step}-g${g}`, sample },
        ),
      );
    }
  }
  return batch;
}

function runRecord(o: TDemoSettings, profile: TProfile): TCanonicalInput {
  return {
    type: "run",
    run: profile.run,
    method: profile.method,
    model: "Qwen2.5-7B-Instruct",
    algorithm: "GRPO",
    config: {
      reward: {
        preset: profile.preset,
        weights: profile.weights,
        ...(profile.tracks ? { tracks: profile.tracks } : {}),
      },
      normalization: "flashrag",
      top_k: 3,
      max_turns: MAX_SEARCHES + 1,
      grpo: { group_size: o.groupSize },
      data: { train: TRAIN_DATASETS, test_freq: o.valEvery, val_metric: "acc" },
      trainer: { total_training_steps: o.steps, batch_size: o.batch, logged_per_step: o.perStep },
      demo: { generator: "lib/demo", seed: o.seed },
    },
    tags: [...profile.tags],
    notes: `${profile.notes} Synthetic demo run (lib/demo, seed ${o.seed}): questions and gold answers are real (NQ, HotpotQA, Bamboogle; demo/README.md); steps, passages, labels, rewards and metrics are simulated.`,
  };
}

function* runRecords(o: TDemoSettings, profile: TProfile): Generator<TCanonicalInput> {
  yield { type: "meta", format: "trajscope", version: 1 };
  yield runRecord(o, profile);
  // Bamboogle ships whole, so its val/test_score is the ACC of all its questions simulated (written
  // at the last step); the other sets' scores come from the accuracy curve (metrics.ts).
  const validation = (step: number, evaluated?: readonly TTrajectoryRecord[]) => {
    const bamboogle = evaluated ?? evaluate(o, profile, step, o.evaluation.bamboogle ?? []);
    const exact = accuracyByDataset(bamboogle.filter((r) => r.dataset === "bamboogle"));
    return validationMetrics(profile, o.seed, step, progress(step, o.steps), exact);
  };
  yield { type: "metrics", run: profile.run, step: 0, values: validation(0) };
  for (let step = 1; step <= o.steps; step += 1) {
    const batch = trainingBatch(o, profile, step);
    yield* batch.slice(0, o.perStep);
    const isLast = step === o.steps;
    const evaluated = isLast ? EVAL_DATASETS.flatMap((d) => evaluate(o, profile, step, o.evaluation[d] ?? [])) : [];
    yield* evaluated;
    const isVal = isLast || step % o.valEvery === 0;
    const values = {
      ...trainingMetrics(profile, batch),
      ...(isVal ? validation(step, isLast ? evaluated : undefined) : {}),
    };
    yield { type: "metrics", run: profile.run, step, values };
  }
}

export function* generateDemoFamily(options: TDemoOptions = {}): Generator<TDemoRun> {
  const o = resolveDemoOptions(options);
  for (const profile of DEMO_PROFILES) {
    if (options.runs && !options.runs.includes(profile.run)) continue;
    yield { run: profile.run, profile, records: { [Symbol.iterator]: () => runRecords(o, profile) } };
  }
}
