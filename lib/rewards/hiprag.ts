// HiPRAG (Wu et al., ICLR 2026) hierarchical reward:
//   R = A(1−λf) + λf·F + λp·A·F·Ncorr/N,  λf = 0.2, λp = 0.4
// A: answer correct (cover-EM); F: format correct; N: all steps; Ncorr: steps flagged neither
// over- nor under-search. The released code divides by the number of search steps instead of N
// (docs/formats.md), so its bonus can exceed λp; `variant` selects either, the paper by default.
import { countSearchDecisions } from "@/lib/metrics/process";
import { resolveParams } from "./params";
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
    description: "paper: N = all steps; released-code: N = search steps only (the bonus can exceed λp).",
  },
];

function compute(input: TRewardInput, overrides: TRewardParamValues = {}, options: TRewardOptions = {}): TRewardResult {
  const p = resolveParams(PARAMS, overrides);
  const cover = input.coverEm ?? input.acc;
  if (cover == null || input.isFormatValid == null) return { total: null, components: {} };
  const A = cover >= 1 ? 1 : 0;
  const F = input.isFormatValid ? 1 : 0;
  const counts = countSearchDecisions(input.steps, options.labelSource);
  const N = p.choice("variant") === "paper" ? counts.hipragSteps : counts.searchSteps;
  // No steps (or, in the released-code variant, no search): no process bonus rather than 0/0.
  const ratio = N === 0 ? 0 : counts.correctSteps / N;
  const [lambdaF, lambdaP] = [p.number("lambda_f"), p.number("lambda_p")];
  const outcome = A * (1 - lambdaF);
  const format = lambdaF * F;
  const processBonus = lambdaP * A * F * ratio;
  return {
    total: outcome + format + processBonus,
    components: { A, F, n_corr: counts.correctSteps, n: N, outcome, format, process: processBonus },
  };
}

export const HIPRAG: TRewardPreset = {
  id: "hiprag",
  label: "HiPRAG",
  source: "Wu et al. 2026, HiPRAG (ICLR), §3 hierarchical reward; qualidea1217/HiPRAG",
  formula: "R = A(1−λf) + λf·F + λp·A·F·Ncorr/N",
  description:
    "Outcome plus format, and a process bonus for the share of steps that are neither over-search nor under-search — paid only when the answer and the format are both correct.",
  params: PARAMS,
  choices: [
    "A is cover-EM: the stored cover-EM when the run's scheme has its own (PRO-Step), else acc — a normalized gold is a substring of the normalized answer, which is cover-EM under FlashRAG/HiPRAG normalization.",
    "F is the format flag lib/trajectory computed at ingest; unknown format or unknown A gives no reward (null).",
    "N counts HiPRAG's <step> blocks: search and reasoning steps. Plan, answer and invalid steps are not steps.",
    "Ncorr counts those N steps no current label flags: over_search = true flags a search step, under_search = true a reasoning step (HiPRAG judges each kind one way); an unjudged step is not flagged.",
    "The paper divides by N (all steps), as implemented by default; the released code divides by the number of search steps (variant released-code) while Ncorr still counts every correct step.",
    "With N = 0 the process bonus is 0.",
  ],
  compute,
};
