// HiPRAG (Wu et al., ICLR 2026) hierarchical reward:
//   R = A(1−λf) + λf·F + λp·A·F·Ncorr/N,  λf = 0.2, λp = 0.4
// A: HiPRAG's cover_exact_match on the last <answer>; F: its check_full_response_format_optimized
// (both ported in hiprag-code.ts / lib/trajectory/hiprag-format.ts); N: all steps; Ncorr: steps
// flagged neither over- nor under-search. `variant` released-code is the training code
// (verl/utils/reward_score/qa_em_format.py compute_score_em) with its arithmetic: N = search steps,
// and a flat λp when no step searched.
import { countSearchDecisions, stepDecision, type TSourceMatch } from "@/lib/metrics/process";
import { checkFullResponseFormatOptimized } from "@/lib/trajectory/hiprag-format";
import { coverExactMatch, getStepsFromFullResponse, predictedAnswer } from "./hiprag-code";
import { resolveParams } from "./params";
import { extractSolution } from "./search-r1-code";
import type {
  TRewardInput,
  TRewardOptions,
  TRewardParam,
  TRewardParamValues,
  TRewardPreset,
  TRewardResult,
} from "./types";
const PARAMS: readonly TRewardParam[] = [
  {
    kind: "number",
    name: "lambda_f",
    label: "λf (format weight)",
    default: 0.2,
    min: 0,
    max: 1,
    step: 0.05,
    description: "Share of the outcome reward that rewards a correct format instead.",
  },
  {
    kind: "number",
    name: "lambda_p",
    label: "λp (process weight)",
    default: 0.4,
    min: 0,
    max: 1,
    step: 0.05,
    description: "Weight of the process bonus, paid only when answer and format are both correct.",
  },
  {
    kind: "choice",
    name: "variant",
    label: "Denominator N",
    default: "paper",
    options: ["paper", "released-code"],
    description:
      "paper: N = all steps; released-code: the training code — N = search steps (the bonus can exceed λp), λp flat when no step searched.",
  },
];

/** A from the response as the code reads it; the logged cover-EM/acc only when no gold is stored. */
export function answerCorrect(input: TRewardInput): number | null {
  const golds = input.goldenAnswers ?? [];
  if (golds.length === 0) {
    const logged = input.coverEm ?? input.acc;
    return logged == null ? null : logged >= 1 ? 1 : 0;
  }
  const prediction = input.response != null ? predictedAnswer(input.response) : input.finalAnswer;
  return coverExactMatch(prediction ?? null, golds) ? 1 : 0;
}

/** The code's validation mode (structure_format_score 0) scores Search-R1's extract_solution instead. */
function validationAnswer(input: TRewardInput): number {
  const golds = input.goldenAnswers ?? [];
  if (golds.length === 0 || input.response == null) return answerCorrect(input) ?? 0;
  return coverExactMatch(extractSolution(input.response), golds) ? 1 : 0;
}

/** F: the code's format check of the response, else the format flag computed at ingest. */
export function formatCorrect(input: TRewardInput): number | null {
  if (input.response != null) return checkFullResponseFormatOptimized(input.response) ? 1 : 0;
  return input.isFormatValid == null ? null : input.isFormatValid ? 1 : 0;
}

/**
 * The training code's step bookkeeping: its <step> blocks (a block holding "<search>" is a search
 * step, even an empty one), judged by the labels of trajscope's step at the same place.
 */
function releasedCounts(input: TRewardInput, source: TSourceMatch | undefined) {
  const steps = input.steps.filter((step) => step.kind === "search" || step.kind === "reasoning");
  if (input.response == null) {
    const counts = countSearchDecisions(input.steps, source);
    return { steps: counts.hipragSteps, searches: counts.searchSteps, correct: counts.correctSteps };
  }
  const blocks = getStepsFromFullResponse(input.response);
  let [searches, correct] = [0, 0];
  blocks.forEach((block, i) => {
    const isSearch = block.includes("<search>");
    const decision = steps[i] ? stepDecision(steps[i], source) : { isOverSearch: null, isUnderSearch: null };
    if (isSearch) searches += 1;
    if (!(isSearch ? decision.isOverSearch : decision.isUnderSearch)) correct += 1;
  });
  return { steps: blocks.length, searches, correct };
}

/**
 * Where the released code's counts of a trajectory can be read without its response, whatever its
 * labels: "step counts" when it has no response (the code's counts are read off the steps) or the
 * response's <step> blocks are its search and reasoning steps, kind for kind (then its blocks are
 * hiprag_steps, their searches search_count, the correct ones correct_steps); "no blocks" when the
 * response has none (no bonus: a Search-R1 response); else "own" (only the code can count them).
 * The what-if's SQL reads the first two.
 */
export function releasedCountsSource(input: TRewardInput): "step counts" | "no blocks" | "own" {
  if (input.response == null) return "step counts";
  const blocks = getStepsFromFullResponse(input.response);
  if (blocks.length === 0) return "no blocks";
  const steps = input.steps.filter((step) => step.kind === "search" || step.kind === "reasoning");
  const isTheSteps =
    blocks.length === steps.length &&
    blocks.every((block, i) => block.includes("<search>") === (steps[i]!.kind === "search"));
  return isTheSteps ? "step counts" : "own";
}

/** The released code's reward before its process bonus: search_r1_format's 1, 1 − λf, λf or 0. */
export const releasedOutcome = (A: number, F: number, lambdaF: number) =>
  A ? (F ? 1.0 : 1.0 - lambdaF) : F ? lambdaF : 0.0;

/** N and Ncorr: stored with the trajectory (the labels that hold), else counted from its steps. */
function paperCounts(input: TRewardInput, source: TSourceMatch | undefined) {
  if (source === undefined && input.hipragSteps != null && input.correctSteps != null) {
    return { hipragSteps: input.hipragSteps, correctSteps: input.correctSteps };
  }
  return countSearchDecisions(input.steps, source);
}

function compute(input: TRewardInput, overrides: TRewardParamValues = {}, options: TRewardOptions = {}): TRewardResult {
  const p = resolveParams(PARAMS, overrides);
  const [A, F] = [answerCorrect(input), formatCorrect(input)];
  if (A === null || F === null) return { total: null, components: {} };
  const [lambdaF, lambdaP] = [p.number("lambda_f"), p.number("lambda_p")];
  if (p.choice("variant") === "released-code") {
    const counts = releasedCounts(input, options.labelSource);
    // search_r1_format(…, lambda_f), then the bonus only on exactly 1 (structure_format_score 0: none).
    let total = releasedOutcome(A, F, lambdaF);
    if (lambdaF === 0) total = validationAnswer(input);
    const outcome = total;
    if (total === 1 && lambdaF !== 0 && counts.steps > 0) {
      total += counts.searches > 0 ? (lambdaP * counts.correct) / counts.searches : lambdaP;
    }
    return {
      total,
      components: { A, F, n_corr: counts.correct, n: counts.searches, outcome, process: total - outcome },
    };
  }
  const counts = paperCounts(input, options.labelSource);
  const N = counts.hipragSteps;
  // No steps: no process bonus rather than 0/0.
  const ratio = N === 0 ? 0 : counts.correctSteps / N;
  const { outcome, format, processBonus, total } = paperTerms(A, F, ratio, lambdaF, lambdaP);
  return { total, components: { A, F, n_corr: counts.correctSteps, n: N, outcome, format, process: processBonus } };
}

/** The paper variant's terms and their sum, in this order of operations (the what-if's SQL relies on it). */
export function paperTerms(A: number, F: number, ratio: number, lambdaF: number, lambdaP: number) {
  const outcome = A * (1 - lambdaF);
  const format = lambdaF * F;
  const processBonus = lambdaP * A * F * ratio;
  return { outcome, format, processBonus, total: outcome + format + processBonus };
}

export const HIPRAG: TRewardPreset = {
  id: "hiprag",
  label: "HiPRAG",
  source: "Wu et al. 2026, HiPRAG (ICLR), §3; qualidea1217/HiPRAG reward.py, verl/utils/reward_score/qa_em_format.py",
  formula: "R = A(1−λf) + λf·F + λp·A·F·Ncorr/N",
  description:
    "Outcome plus format, and a process bonus for the share of steps that are neither over-search nor under-search — paid only when the answer and the format are both correct.",
  params: PARAMS,
  choices: [
    "Equals qualidea1217/HiPRAG: A, F and (variant released-code) the whole sum are that code's, checked against its Python output (lib/rewards/reference/).",
    "A is HiPRAG's cover_exact_match (its normalize_string: articles, then punctuation → space) on the last <answer> of the stored response (the final answer when no response is stored), whatever the run's normalization; without stored gold answers, the logged cover-EM or acc.",
    "F is HiPRAG's check_full_response_format_optimized on the stored response (the training reward's check), else the format flag computed at ingest; unknown A or F gives no reward (null).",
    "N counts HiPRAG's <step> blocks: search and reasoning steps. Plan, answer and invalid steps are not steps.",
    "Ncorr counts those N steps no current label flags: over_search = true flags a search step, under_search = true a reasoning step (HiPRAG judges each kind one way); an unjudged step is not flagged.",
    "variant paper (default) divides by N (all steps); with N = 0 the process bonus is 0.",
    "variant released-code is the training code: R = 1 | 1 − λf | λf | 0 (A, F), and only when R = 1 it adds λp·Ncorr/N_search over the code's own <step> blocks (a block holding <search> is a search step, even an empty one) — or a flat λp when no block searched, nothing when there is no block; λf = 0 is the code's validation mode (R = A, no bonus).",
  ],
  // A and F from the response (else the answer, golds, acc and format flag). N and Ncorr: stored
  // (paper), else — a run waiting for `trajscope migrate` to fill them — and always in the released
  // code, over the steps' kinds and over-/under-search labels: no step text, no documents.
  reads: (params) => {
    const outcome = ["response", "finalAnswer", "goldenAnswers", "acc", "isFormatValid"] as const;
    const isPaper = resolveParams(PARAMS, params).choice("variant") === "paper";
    return {
      fields: isPaper ? [...outcome, "hipragSteps", "correctSteps"] : outcome,
      steps: true,
      stepText: false,
      documents: false,
      labels: ["over_search", "under_search"],
    };
  },
  compute,
};
