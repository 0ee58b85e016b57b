// Assembles the /ablations page from a study's runs and their scores (lib/db/ablations.ts reads
// them): the variant × dataset table (lib/ablation), a paired test on every delta to the baseline,
// the sweep of a numeric config parameter against the average, and the Markdown/LaTeX exports.
// Choices: a delta is tested on the questions both the variant and the baseline answered (the
// key is dataset + question); several answers to one question by a variant (seeds, samples) count
// once with their mean. McNemar needs right/wrong per question: when a mean is not 0 or 1 (F1,
// several seeds) the bootstrap is used instead, and the report says which. Avg. is not tested.
import {
  AVERAGE_KEY,
  buildAblationTable,
  discordance,
  mcnemarTest,
  pairByQuestion,
  pairedBootstrap,
  sweepableParameters,
  sweepSeries,
  type TAblationTable,
  type TQuestionScore,
  type TScoreCell,
  type TStudy,
} from "@/lib/ablation";
import { describeCorrectness, tryParseCorrectness } from "@/lib/metrics/process";
import type { TAblationState } from "./ablation-params";
import { ABLATION_METRIC_LABELS, SIGNIFICANCE_LEVEL } from "./ablation-types";
import type { TAblationReport, TEvaluationSet, TSignificance } from "./ablation-types";
import { exportAblationTable } from "./ablation-export";

export type TAblationRun = { name: string; tags: readonly string[]; config: unknown };
export type TQuestionRow = { dataset: string; key: string; value: number | null };
export type TRunScores = {
  run: string;
  evaluation: Omit<TEvaluationSet, "variant">;
  /** Per-question rows (one per trajectory); empty for logged metrics. */
  questions: readonly TQuestionRow[];
  /** Per-dataset scores when there are no questions (logged val/test_score). */
  logged?: Readonly<Record<string, number>>;
};

const mean = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) / values.length;

/** Per dataset: the mean, and n = the trajectories it averages (undefined for logged scalars). */
function datasetScores(scores: TRunScores): Map<string, { value: number; n?: number }> {
  if (scores.logged) return new Map(Object.entries(scores.logged).map(([d, value]) => [d, { value }]));
  const byDataset = new Map<string, number[]>();
  for (const q of scores.questions) {
    if (q.value !== null) byDataset.set(q.dataset, [...(byDataset.get(q.dataset) ?? []), q.value]);
  }
  return new Map([...byDataset].map(([dataset, values]) => [dataset, { value: mean(values), n: values.length }]));
}

export function testDelta(
  variant: readonly TQuestionScore[],
  baseline: readonly TQuestionScore[],
  test: TAblationState["test"],
): TSignificance | null {
  const paired = pairByQuestion(variant, baseline);
  const n = paired.keys.length;
  if (n === 0) return null;
  const isBinary = [...paired.a, ...paired.b].every((v) => v === 0 || v === 1);
  if (isBinary && test !== "bootstrap") {
    const d = discordance(
      paired.a.map((v) => v === 1),
      paired.b.map((v) => v === 1),
    );
    const result = mcnemarTest({ b: d.onlyA, c: d.onlyB });
    const { b, c, method, pValue } = result;
    return { test: "mcnemar", method, n, b, c, pValue, isSignificant: pValue < SIGNIFICANCE_LEVEL };
  }
  const r = pairedBootstrap(paired.a, paired.b, { confidence: 1 - SIGNIFICANCE_LEVEL });
  if (r.meanDiff === null || r.low === null || r.high === null) return null;
  const { meanDiff, low, high, confidence, samples } = r;
  return { test: "bootstrap", n, meanDiff, low, high, confidence, samples, isSignificant: r.excludesZero };
}

function significanceOf(
  table: TAblationTable,
  questionsOf: (variant: string, dataset: string) => TQuestionScore[],
  test: TAblationState["test"],
): (TSignificance | null)[][] {
  return table.rows.map((row) =>
    table.columns.map((column) => {
      if (row.isBaseline || table.baseline === null || column.key === AVERAGE_KEY) return null;
      const cell = row.cells[table.columns.indexOf(column)];
      if (cell?.delta == null) return null;
      return testDelta(questionsOf(row.variant, column.key), questionsOf(table.baseline, column.key), test);
    }),
  );
}

export function assembleAblationReport(input: {
  studies: readonly TStudy<TAblationRun>[];
  state: TAblationState;
  scores: readonly TRunScores[];
}): TAblationReport {
  const { studies, state, scores } = input;
  const summaries = studies.map((s) => ({
    study: s.study,
    variants: s.variants.map((v) => ({ variant: v.variant, runs: v.runs.map((r) => r.name) })),
  }));
  // No study named, or one that no longer exists: the first, so a stale link still shows a table.
  const study = studies.find((s) => s.study === state.study) ?? studies[0] ?? null;
  const empty = { table: null, significance: [], evaluation: [], markdown: "", latex: "" };
  const sweepNone = { parameters: [], parameter: null, result: null };
  if (!study)
    return {
      metric: state.metric,
      correct: state.correct,
      test: state.test,
      studies: summaries,
      study: null,
      baseline: null,
      ...empty,
      sweep: sweepNone,
    };

  const variantOfRun = new Map(study.variants.flatMap((v) => v.runs.map((r) => [r.name, v.variant] as const)));
  const byRun = new Map(scores.map((s) => [s.run, s]));
  const perRun = new Map(scores.map((s) => [s.run, datasetScores(s)]));
  const cells: TScoreCell[] = [...perRun].flatMap(([run, datasets]) =>
    [...datasets].map(([dataset, { value, n }]) => ({ variant: variantOfRun.get(run) ?? run, dataset, value, n })),
  );
  const variants = study.variants.map((v) => v.variant);
  const baseline = state.baseline !== null && variants.includes(state.baseline) ? state.baseline : null;
  const table = buildAblationTable(cells, { variants, baseline, metric: state.metric });
  const questionsOf = (variant: string, dataset: string) =>
    (study.variants.find((v) => v.variant === variant)?.runs ?? []).flatMap((run) =>
      (byRun.get(run.name)?.questions ?? []).flatMap((q) =>
        q.dataset === dataset && q.value !== null ? [{ key: q.key, value: q.value }] : [],
      ),
    );
  const significance = significanceOf(table, questionsOf, state.test);

  const runs = study.variants.flatMap((v) => v.runs);
  const parameters = sweepableParameters(runs.map((r) => r.config));
  const parameter = state.param !== null && parameters.includes(state.param) ? state.param : (parameters[0] ?? null);
  const datasets = table.columns.filter((c) => c.key !== AVERAGE_KEY).map((c) => c.key);
  const runAverage = (run: string) => {
    const values = datasets.map((d) => perRun.get(run)?.get(d)?.value);
    return values.every((v) => v !== undefined) && values.length > 0 ? mean(values as number[]) * 100 : null;
  };
  const result =
    parameter === null
      ? null
      : sweepSeries(
          runs.map((r) => ({ run: r.name, config: r.config, value: runAverage(r.name) })),
          parameter,
        );
  const evaluation = scores.map((s) => ({ ...s.evaluation, variant: variantOfRun.get(s.run) ?? s.run }));
  const choice = tryParseCorrectness(state.correct);
  const label =
    state.metric === "correct" && choice
      ? `Right (${describeCorrectness(choice)})`
      : ABLATION_METRIC_LABELS[state.metric];
  return {
    metric: state.metric,
    correct: state.correct,
    test: state.test,
    studies: summaries,
    study: study.study,
    baseline,
    table,
    significance,
    evaluation,
    sweep: { parameters, parameter, result },
    ...exportAblationTable(table, significance, { study: study.study, metric: label }),
  };
}
