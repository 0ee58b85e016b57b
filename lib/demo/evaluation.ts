// Evaluation trajectories (split "test"): every run answers the same real questions, so runs can be
// compared question by question (paired bootstrap, McNemar in lib/ablation). Whether a run gets a
// question right is decided by the question's shared difficulty four times in five and by the run's
// own luck otherwise: runs agree on most questions and disagree on some, as real runs do.
import type { TTrajectoryRecord } from "@/lib/ingest/canonical";
import { progress } from "./dynamics";
import { difficultyKey, type TDemoSettings } from "./options";
import type { TProfile } from "./profiles";
import type { TDemoQuestion } from "./questions";
import { forkRandom } from "./random";
import { simulateTrajectory } from "./trajectory";

export const OWN_LUCK_SHARE = 0.2;

function evaluationDraw(o: TDemoSettings, run: string, step: number, question: TDemoQuestion): number {
  const own = forkRandom(o.seed, run, "eval", step, question.dataset, question.id);
  const shared = o.difficulty.get(difficultyKey(question.dataset, question.id));
  return own.chance(OWN_LUCK_SHARE) || shared === undefined ? own.next() : shared;
}

export function evaluate(
  o: TDemoSettings,
  profile: TProfile,
  step: number,
  questions: readonly TDemoQuestion[],
): TTrajectoryRecord[] {
  return questions.map((question) =>
    simulateTrajectory(
      {
        profile,
        question,
        others: o.questions[question.dataset] ?? [],
        t: progress(step, o.steps),
        u: evaluationDraw(o, profile.run, step, question),
        random: forkRandom(o.seed, profile.run, "eval-trajectory", step, question.dataset, question.id),
      },
      { id: `eval-${question.dataset}-${question.id}`, run: profile.run, step, split: "test", group: null, sample: 0 },
    ),
  );
}

/** ACC of the simulated evaluation per dataset: Bamboogle's is its val/test_score (all 125 questions ship). */
export function accuracyByDataset(records: readonly TTrajectoryRecord[]): Record<string, number> {
  const sums = new Map<string, [number, number]>();
  for (const r of records) {
    const [sum, n] = sums.get(r.dataset ?? "") ?? [0, 0];
    sums.set(r.dataset ?? "", [sum + (r.metrics?.acc ?? 0), n + 1]);
  }
  return Object.fromEntries([...sums].map(([dataset, [sum, n]]) => [dataset, sum / n]));
}
