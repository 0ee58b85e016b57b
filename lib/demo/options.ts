// What a demo family is generated from, with the defaults the shipped demo uses: 300 steps, 8 of a
// 32-trajectory batch written per step in GRPO groups of 4, validation every 25 steps.
import { loadDemoQuestions } from "./load-questions";
import { EVAL_DATASETS, type TQuestionPool } from "./questions";
import { forkRandom, seedFrom } from "./random";

export type TDemoOptions = {
  seed?: number;
  /** Training steps (default 300). */
  steps?: number;
  /** Trajectories written per step (default 8). */
  perStep?: number;
  /** GRPO group size (default 4). */
  groupSize?: number;
  /** Trajectories simulated per step for the logged metrics (default 32, at least perStep). */
  batch?: number;
  valEvery?: number;
  /** HotpotQA questions in the final evaluation (default 100); NQ (17) and Bamboogle (125) are evaluated in full. */
  evalQuestions?: number;
  /** Only these runs (names from DEMO_PROFILES). */
  runs?: readonly string[];
  /** Questions by dataset; default: the copies in demo/. */
  questions?: TQuestionPool;
};

export type TDemoSettings = Required<Omit<TDemoOptions, "runs">> & {
  /** The final evaluation's questions: all of NQ and Bamboogle, the first `evalQuestions` of HotpotQA. */
  evaluation: TQuestionPool;
  difficulty: Map<string, number>;
};

export const difficultyKey = (dataset: string, id: string) => `${dataset}\u0000${id}`;

/**
 * Question difficulty for the evaluation: a random order of each set's questions spread evenly over
 * [0, 1) (stratified), so that on the questions all runs share, the share a run gets right matches
 * its accuracy closely, and a better run gets right a superset of what a worse one does.
 */
function difficulties(seed: number, questions: TQuestionPool): Map<string, number> {
  const map = new Map<string, number>();
  for (const [dataset, list] of Object.entries(questions)) {
    const rankOf = (id: string) => seedFrom(seed, "difficulty", dataset, id);
    const order = [...list].sort((a, b) => rankOf(a.id) - rankOf(b.id));
    order.forEach((q, rank) => {
      const jitter = forkRandom(seed, "jitter", dataset, q.id).next();
      map.set(difficultyKey(dataset, q.id), (rank + jitter) / order.length);
    });
  }
  return map;
}

export function resolveDemoOptions(options: TDemoOptions): TDemoSettings {
  const perStep = options.perStep ?? 8;
  const seed = options.seed ?? 1;
  const evalQuestions = options.evalQuestions ?? 100;
  const questions = options.questions ?? loadDemoQuestions();
  const evaluation = Object.fromEntries(
    EVAL_DATASETS.map((d) => [d, (questions[d] ?? []).slice(0, d === "hotpotqa" ? evalQuestions : undefined)]),
  );
  return {
    seed,
    steps: options.steps ?? 300,
    perStep,
    groupSize: options.groupSize ?? 4,
    batch: Math.max(perStep, options.batch ?? 32),
    valEvery: options.valEvery ?? 25,
    evalQuestions,
    questions,
    evaluation,
    difficulty: difficulties(seed, evaluation),
  };
}
