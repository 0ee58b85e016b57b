// One synthetic trajectory in the canonical format. The latent draw `u` decides correctness against
// the run's accuracy curve (u < ACC); everything else — how many searches, which steps the judges
// flag, whether the format holds — follows the run's curves at progress t (profiles.ts, dynamics.ts).
// Outcome metrics are computed from the answer text and rewards by the lib/rewards presets.
import type { TLabel, TStepRecord, TTrajectoryRecord } from "@/lib/ingest/canonical";
import { scoreAnswer } from "@/lib/metrics/answer";
import { makeAnswer } from "./answer";
import { accuracyAt, along, meanSearches } from "./dynamics";
import { coverageLabel, outcomeScoreLabel, overSearchLabel, stepQualityLabel, underSearchLabel } from "./labels";
import type { TProfile } from "./profiles";
import type { TDemoQuestion } from "./questions";
import type { TRandom } from "./random";
import { computeReward } from "./reward";
import * as text from "./text";

export type TSimulation = {
  profile: TProfile;
  question: TDemoQuestion;
  /** Questions of the same dataset, for plausible wrong answers. */
  others: readonly TDemoQuestion[];
  t: number;
  u: number;
  random: TRandom;
};
export type TIdentity = Pick<TTrajectoryRecord, "id" | "run" | "step" | "split" | "group" | "sample">;

export const MAX_SEARCHES = 4;
const REASONING_STEPS = { hiprag: [1, 0.35], "search-p1": [0, 0.4], "search-r1": [0, 0.15] } as const;

/** An integer with the given mean (floor + Bernoulli of the fraction), jittered by ±1 one time in five. */
function countAround(random: TRandom, mean: number): number {
  let n = Math.floor(mean) + (random.chance(mean - Math.floor(mean)) ? 1 : 0);
  if (random.chance(0.2)) n += random.chance(0.5) ? 1 : -1;
  return Math.min(MAX_SEARCHES, Math.max(0, n));
}

function shuffled<T>(random: TRandom, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = random.int(i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** How many of n plan items a trajectory carried out: all (mostly) when right, fewer when wrong. */
const carriedOut = (random: TRandom, n: number, isCorrect: boolean, actions: number) =>
  Math.min(actions, isCorrect ? n - (random.chance(0.2) ? 1 : 0) : 1 + random.int(n - 1));

export function simulateTrajectory(sim: TSimulation, identity: TIdentity): TTrajectoryRecord {
  const { profile, question, t, random } = sim;
  const isP1 = profile.style === "search-p1";
  const tracks = profile.tracks ?? [];
  const isMultiHop = question.dataset !== "nq";
  const isFormatValid = random.chance(along(profile.formatValid, t));
  const hasAnswer = isFormatValid || random.chance(0.6);
  const isCorrect = hasAnswer && sim.u < accuracyAt(profile, question.dataset, t);
  const names = text.questionNames(question.question);
  const entities = names.length > 0 ? names : [text.questionTopic(question.question)];
  const relation = text.relationWords(question.question, entities);
  const gold = question.golden_answers[0] as string;
  const answer = hasAnswer ? makeAnswer(random, question, isCorrect, names, sim.others) : null;
  const [baseReasoning, extraChance] = REASONING_STEPS[profile.style];
  const nSearch = countAround(random, meanSearches(profile, question.dataset, t, isCorrect));
  const nReasoning = baseReasoning + (random.chance(extraChance) ? 1 : 0);
  const kinds = shuffled(random, [
    ...Array<"search">(nSearch).fill("search"),
    ...Array<"reasoning">(nReasoning).fill("reasoning"),
  ]);
  const overRate = along(profile.overSearch, t);
  const underRate = Math.min(1, along(profile.underSearch, t) * (isCorrect ? 0.8 : 1.3));

  const steps: TStepRecord[] = [];
  const plan = text.planItems(entities, relation, isMultiHop);
  const executed = carriedOut(random, plan.length, isCorrect, kinds.length);
  if (isP1) {
    const labels = tracks.includes("self") ? [coverageLabel("plan_coverage", executed, plan.length)] : undefined;
    steps.push({ kind: "plan", reasoning: text.planText(plan), labels });
  }
  const lastSearch = kinds.lastIndexOf("search");
  const queries = new Set<string>();
  let [searched, reasoned] = [0, 0];
  kinds.forEach((kind, i) => {
    const entity = entities[(searched + reasoned) % entities.length] as string;
    if (kind === "reasoning") {
      const conclusion = `${entity} is linked to ${isCorrect ? gold : (answer ?? entity)}.`;
      const reasoning = text.reasoningText(entity, reasoned);
      steps.push({ kind, reasoning, conclusion, labels: [underSearchLabel(conclusion, random.chance(underRate))] });
      reasoned += 1;
      return;
    }
    const isLast = i === lastSearch;
    const isHit = isLast && random.chance(isCorrect ? 0.85 : 0.25);
    const isOver = random.chance(overRate);
    const query = text.searchQuery(random, entity, relation, searched, queries);
    const labels: TLabel[] = [overSearchLabel(query, isOver)];
    if (isP1) {
      const isMissed = isLast && !isHit && !isCorrect;
      labels.push(stepQualityLabel(!isOver && !isMissed, isOver ? "redundant" : isMissed ? "missed" : "grounded"));
    }
    const conclusion = isHit
      ? `${entity}: the passages point to ${gold}.`
      : isLast && answer !== null
        ? `The passages suggest ${answer}.`
        : `The passages give background on ${entity}.`;
    steps.push({
      kind,
      reasoning:
        searched === 0 ? `To answer this I first need to know about ${entity}.` : `Next I need more on ${entity}.`,
      query,
      documents: text.retrievedDocuments(random, entity, relation, isHit ? gold : null),
      conclusion: profile.style === "search-r1" ? undefined : conclusion, // Search-R1 writes none
      labels,
    });
    searched += 1;
  });
  if (!isFormatValid) steps.push({ kind: "invalid", reasoning: text.INVALID_ACTION });
  if (answer !== null)
    steps.push({ kind: "answer", reasoning: `Putting the findings together, the answer is ${answer}.`, answer });

  const score = scoreAnswer(answer, question.golden_answers, "flashrag");
  const reference = isP1 && tracks.includes("reference") ? text.referencePlan(entities, relation, isMultiHop) : null;
  const labels: TLabel[] = [];
  const covered = reference ? carriedOut(random, reference.length, isCorrect, kinds.length) : 0;
  if (reference) labels.push(coverageLabel("reference_coverage", covered, reference.length));
  if (isP1 && score.acc === 0) {
    const share = reference ? covered / reference.length : executed / plan.length;
    labels.push(outcomeScoreLabel(Math.min(1, Math.max(0, 0.6 * score.f1 + 0.3 * share + 0.05 * random.normal()))));
  }
  const record: TTrajectoryRecord = {
    type: "trajectory",
    ...identity,
    dataset: question.dataset,
    question: question.question,
    golden_answers: question.golden_answers,
    final_answer: answer,
    stop_reason: answer === null ? "max_turns" : "stop",
    metrics: { em: score.em, f1: score.f1, acc: score.acc },
    format_valid: isFormatValid,
    steps: steps.map((step, index) => ({ index, ...step, labels: step.labels ?? undefined })),
    labels: labels.length > 0 ? labels : undefined,
    reference_plan: reference ?? undefined,
  };
  const reward = computeReward(profile, record);
  return { ...record, reward: { total: reward.total, components: reward.components } };
}
