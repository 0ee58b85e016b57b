// The scalars a verl trainer logs each step (docs/formats.md: critic/score/*, response_length/*,
// env/*; the Search-P1 reproduction's reward/<component>/mean), summarised over the step's simulated
// batch, of which the written trajectories are the first few — so the file's trajectories and its
// metrics tell one story. Validation: val/test_score/{ds} = ACC on each test set.
import type { TTrajectoryRecord } from "@/lib/ingest/canonical";
import { accuracyAt, VAL_SET_SIZES } from "./dynamics";
import { DATASETS, type TProfile } from "./profiles";
import { forkRandom } from "./random";

const COMPONENTS: Record<TProfile["preset"], readonly string[]> = {
  "search-r1-em": [],
  hiprag: ["outcome", "format", "process"],
  "search-p1": ["outcome", "path", "format", "s_self", "s_ref"],
};

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;

/** Tokens ≈ characters / 4 over everything in the response, retrieved passages included (as in Search-R1). */
function responseTokens(record: TTrajectoryRecord): number {
  let chars = 0;
  for (const step of record.steps ?? []) {
    chars += (step.reasoning?.length ?? 0) + (step.query?.length ?? 0) + (step.conclusion?.length ?? 0);
    chars +=
      (step.answer?.length ?? 0) +
      (step.documents ?? []).reduce((s, d) => s + d.text.length + (d.title?.length ?? 0), 0);
  }
  return Math.round(chars / 4);
}

function flagRate(records: readonly TTrajectoryRecord[], name: string): number | null {
  const values = records.flatMap((r) =>
    (r.steps ?? []).flatMap((s) => (s.labels ?? []).filter((l) => l.name === name)),
  );
  return values.length === 0 ? null : values.filter((l) => l.value === true).length / values.length;
}

export function trainingMetrics(profile: TProfile, batch: readonly TTrajectoryRecord[]): Record<string, number> {
  const scores = batch.map((r) => r.reward?.total).filter((v): v is number => typeof v === "number");
  const kinds = batch.map((r) => (r.steps ?? []).map((s) => s.kind));
  const count = (list: readonly string[], kind: string) => list.filter((k) => k === kind).length;
  const values: Record<string, number> = {
    "critic/score/mean": mean(scores),
    "critic/score/max": Math.max(...scores),
    "critic/score/min": Math.min(...scores),
    "response_length/mean": mean(batch.map(responseTokens)),
    "env/number_of_actions/mean": mean(kinds.map((k) => count(k, "search") + count(k, "invalid") + count(k, "answer"))),
    "env/number_of_valid_search": mean(kinds.map((k) => count(k, "search"))),
    "env/finish_ratio": mean(batch.map((r) => (r.final_answer == null ? 0 : 1))),
    "env/ratio_of_valid_action": mean(
      kinds.map((k) => {
        const actions = count(k, "search") + count(k, "invalid") + count(k, "answer");
        return actions === 0 ? 1 : 1 - count(k, "invalid") / actions;
      }),
    ),
  };
  for (const component of COMPONENTS[profile.preset]) {
    values[`reward/${component}/mean`] = mean(batch.map((r) => r.reward?.components?.[component] ?? 0));
  }
  const [over, under] = [flagRate(batch, "over_search"), flagRate(batch, "under_search")];
  if (over !== null) values["process/over_search_rate"] = over;
  if (under !== null) values["process/under_search_rate"] = under;
  return values;
}

/**
 * ACC per test set from the run's accuracy curve, with the binomial noise of the set's size (k/n
 * with k ~ round(n·(p + N(0, p(1−p)/n)))). Where every question of the set is simulated (Bamboogle,
 * all 125 ship in demo/), `simulated` holds its exact ACC instead.
 */
export function validationMetrics(
  profile: TProfile,
  seed: number,
  step: number,
  t: number,
  simulated: Readonly<Record<string, number>>,
): Record<string, number> {
  const values: Record<string, number> = {};
  for (const dataset of DATASETS) {
    if (dataset in simulated) {
      values[`val/test_score/${dataset}`] = simulated[dataset] as number;
      continue;
    }
    const p = accuracyAt(profile, dataset, t);
    const n = VAL_SET_SIZES[dataset];
    const noisy = p + forkRandom(seed, profile.run, "val", step, dataset).normal() * Math.sqrt((p * (1 - p)) / n);
    values[`val/test_score/${dataset}`] = Math.round(Math.min(1, Math.max(0, noisy)) * n) / n;
  }
  return values;
}
