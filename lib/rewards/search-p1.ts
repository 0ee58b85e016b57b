// Search-P1 (Xia et al. 2026) path-centric reward. The paper gives the parts and the weights
// (path λp = 0.3, accuracy λa = 0.6) but no formulas and no code; every choice below is listed in
// `choices`. Dual-track path score as in the unofficial reproduction (docs/formats.md):
//   S_self = r_planner · (n_exec/n_plan) · (n_exec/n_actions)
//   S_ref  = (n_covered/|ref|) · (n_covered/n_actions)
//   path   = max(S_self, S_ref)
// and R = λa·S_outcome + λp·path + λf·S_format.
import { extractPlanItems } from "@/lib/trajectory";
import { currentLabel, hasAnswer, labelNumber } from "@/lib/metrics/process";
import { actionSteps, countCoveredItems } from "./plan-coverage";
import { resolveParams, type TResolvedParams } from "./params";
import type {
  TRewardInput,
  TRewardOptions,
  TRewardParam,
  TRewardParamValues,
  TRewardPreset,
  TRewardResult,
} from "./types";

const weight = (name: string, label: string, value: number, description: string): TRewardParam => ({
  kind: "number",
  name,
  label,
  default: value,
  min: 0,
  max: 1,
  step: 0.05,
  description,
});

const PARAMS: readonly TRewardParam[] = [
  weight(
    "lambda_a",
    "λa (accuracy weight)",
    0.6,
    "Weight of the soft outcome score (paper: 0.6; Table 12 sweeps 0.6–1.0).",
  ),
  weight("lambda_p", "λp (path weight)", 0.3, "Weight of the path score (paper: 0.3; Table 11 sweeps 0.2–0.4)."),
  weight("lambda_f", "λf (format weight)", 0.1, "Weight of the buffered format score (not given by the paper)."),
  weight("soft_cap", "Soft outcome cap", 0.5, "Most partial credit a wrong answer can earn."),
  weight(
    "format_buffer",
    "Format buffer",
    0.5,
    "Format score of an invalid response that still has a parseable answer.",
  ),
  weight("coverage_threshold", "Token-overlap threshold", 0.5, "Share of an item's content tokens a step must hold."),
  {
    kind: "choice",
    name: "tracks",
    label: "Path tracks",
    default: "both",
    options: ["both", "self", "reference"],
    description:
      "both: path = max(S_self, S_ref); self or reference: the single-track ablations (Table 8) score that track alone.",
  },
];

/** A run's config.reward.tracks (["self"], ["reference"], both or absent) as the `tracks` choice. */
export function tracksChoice(tracks: unknown): "both" | "self" | "reference" {
  if (!Array.isArray(tracks) || tracks.length !== 1) return "both";
  return tracks[0] === "self" ? "self" : tracks[0] === "reference" ? "reference" : "both";
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/** A label on the (last) plan step, else on the trajectory, read as a number. */
function planLabel(input: TRewardInput, name: string, source: TRewardOptions["labelSource"]): number | null {
  const onPlan = input.steps
    .filter((step) => step.kind === "plan")
    .map((step) => currentLabel(step.labels, name, source));
  return labelNumber((onPlan.findLast(Boolean) ?? currentLabel(input.labels, name, source))?.value);
}

/** The labels Search-P1's path score reads: a what-if of the path loads only these. */
export const PATH_LABELS = ["plan_coverage", "reference_coverage", "plan_quality"] as const;
const [PLAN_COVERAGE, REFERENCE_COVERAGE, PLAN_QUALITY] = PATH_LABELS;

function pathScores(input: TRewardInput, p: TResolvedParams, options: TRewardOptions) {
  const source = options.labelSource;
  const plan = input.steps
    .filter((step) => step.kind === "plan")
    .flatMap((step) => extractPlanItems(step.reasoning ?? ""));
  const reference = input.referencePlan ?? [];
  const nActions = actionSteps(input.steps).length;
  // An evaluator's share (0–1) when there is one, else token overlap.
  const covered = (items: readonly string[], share: number | null) =>
    share === null
      ? countCoveredItems(items, input.steps, p.number("coverage_threshold"), options.scheme)
      : clamp01(share) * items.length;
  const nExec = covered(plan, planLabel(input, PLAN_COVERAGE, source));
  const nCovered = covered(reference, labelNumber(currentLabel(input.labels, REFERENCE_COVERAGE, source)?.value));
  const rPlanner = plan.length === 0 ? 0 : clamp01(planLabel(input, PLAN_QUALITY, source) ?? 1);
  const self = rPlanner * ratio(nExec, plan.length) * Math.min(1, ratio(nExec, nActions));
  const ref = ratio(nCovered, reference.length) * Math.min(1, ratio(nCovered, nActions));
  return { self, ref, nExec, nPlan: plan.length, nCovered, nRef: reference.length, nActions, rPlanner };
}

function compute(input: TRewardInput, overrides: TRewardParamValues = {}, options: TRewardOptions = {}): TRewardResult {
  const p = resolveParams(PARAMS, overrides);
  if (input.acc == null || input.isFormatValid == null) return { total: null, components: {} };
  const judged = labelNumber(currentLabel(input.labels, "outcome_score", options.labelSource)?.value);
  const outcome = input.acc >= 1 ? 1 : Math.min(p.number("soft_cap"), clamp01(judged ?? input.f1 ?? 0));
  const format = input.isFormatValid ? 1 : hasAnswer(input) ? p.number("format_buffer") : 0;
  const path = pathScores(input, p, options);
  const tracks = p.choice("tracks");
  const pathScore = tracks === "self" ? path.self : tracks === "reference" ? path.ref : Math.max(path.self, path.ref);
  return {
    total: p.number("lambda_a") * outcome + p.number("lambda_p") * pathScore + p.number("lambda_f") * format,
    components: {
      outcome,
      path: pathScore,
      format,
      s_self: path.self,
      s_ref: path.ref,
      r_planner: path.rPlanner,
      n_exec: path.nExec,
      n_plan: path.nPlan,
      n_covered: path.nCovered,
      n_ref: path.nRef,
      n_actions: path.nActions,
    },
  };
}

export const SEARCH_P1: TRewardPreset = {
  id: "search-p1",
  label: "Search-P1",
  source: "Xia et al. 2026, Search-P1 (no official code); path score as the unofficial reproduction in docs/formats.md",
  formula:
    "R = λa·S_out + λp·max(S_self, S_ref) + λf·S_fmt;  S_self = r_planner·(n_exec/n_plan)·(n_exec/n_actions),  S_ref = (n_covered/|ref|)·(n_covered/n_actions)",
  description:
    "Path-centric shaping: a dual-track path score (own plan executed; offline reference plan covered, order-agnostic), a soft outcome that gives wrong answers partial credit, and a buffered format score.",
  params: PARAMS,
  choices: [
    "Equals no published code (Search-P1 released none): every open choice below is a named parameter or stated here.",
    "Weights: λa = 0.6 and λp = 0.3 from the paper; the paper gives no format weight, so λf = 0.1 = 1 − λa − λp at the defaults (kept fixed when the others are swept).",
    "Path score: S_self, S_ref and path = max of the two, from the unofficial reproduction; each n_x/n_actions factor is capped at 1 (one step may carry out two plan items).",
    'tracks: the single-track ablations (w/o reference, w/o self-consistency) score path = S_self or S_ref alone; a run\'s config.reward.tracks (["self"] or ["reference"]) selects it, both tracks otherwise.',
    "n_plan: items of the trajectory's own <plan> (numbered items, else lines); n_actions: search and reasoning steps; |ref|: the stored reference_plan. An empty plan or reference scores 0 on its track.",
    "n_exec: a plan_coverage label (share of own plan items executed, 0–1) on the plan step or the trajectory; without one, token overlap: an item counts when one search (query + conclusion) or reasoning step holds ≥ threshold of its content tokens (normalized, question words dropped).",
    "n_covered: a trajectory-level reference_coverage label (share of reference items covered, 0–1); without one, the same token overlap against the reference plan.",
    "r_planner: a plan_quality label (0–1, or true/false) on the plan step; 1 when there is a plan and no label, 0 without a plan.",
    "Soft outcome: 1 when acc = 1 (Search-P1 reports ACC); otherwise partial credit, capped at soft_cap (0.5), from an outcome_score label (the evaluator's score, 0–1) or, without one, the answer's token F1.",
    "Buffered format: 1 for a valid format; format_buffer (0.5) for an invalid one that still has a parseable answer; 0 otherwise (the paper's strict baseline gives 0 to every invalid format).",
    "Unknown acc or unknown format validity gives no reward (null).",
  ],
  compute,
};
