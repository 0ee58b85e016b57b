// A trajectory's reward as its preset's formula with the trajectory's own numbers filled in:
// HiPRAG's R = A(1−λf) + λf·F + λp·A·F·Ncorr/N becomes "0.8·1 + 0.2·1 + 0.4·1·1·4/6 = 1.267". The
// numbers are the preset's result (its components) and the run's parameters, so the sum is the
// preset's total; the page sets it beside the logged reward.
import { resolveParams } from "./params";
import { getRewardPreset } from "./presets";
import { SEARCH_R1_FORMAT_CASES } from "./search-r1";
import type { TRewardParamValues, TRewardResult } from "./types";

/** One term of the sum: weight × value = contribution. */
export type TRewardTerm = {
  name: string;
  /** The weight as the formula names it ("1−λf", "λp") and its value. */
  weightLabel: string;
  weight: number;
  /** The term's value as the formula computes it ("A·F·Ncorr/N") with the numbers filled in. */
  valueLabel: string;
  valueText: string;
  value: number;
  contribution: number;
};

export type TRewardExplanation = {
  preset: string;
  /** The preset's formula as the paper writes it. */
  formula: string;
  terms: TRewardTerm[];
  /** The formula with this trajectory's numbers: "0.8·1 + 0.2·1 + 0.4·1·1·4/6". */
  filled: string;
  /** The filled formula's value (exact numbers, not the rounded ones shown). */
  total: number;
};

/** A number as the filled formula shows it: integers as such, else up to 3 decimals, trimmed. */
export function formatTermNumber(x: number): string {
  if (Number.isInteger(x)) return String(x);
  const text = x.toFixed(3).replace(/0+$/, "").replace(/\.$/, "");
  return text === "-0" ? "0" : text;
}

const n = formatTermNumber;

function term(
  name: string,
  weightLabel: string,
  weight: number,
  valueLabel: string,
  valueText: string,
  value: number,
): TRewardTerm {
  return { name, weightLabel, weight, valueLabel, valueText, value, contribution: weight * value };
}

const get = (components: Record<string, number>, name: string) => {
  const value = components[name];
  return value === undefined || !Number.isFinite(value) ? null : value;
};

function explanation(preset: string, formula: string, terms: TRewardTerm[], filled: string): TRewardExplanation {
  return { preset, formula, terms, filled, total: terms.reduce((sum, t) => sum + t.contribution, 0) };
}

function hipragPaper(p: ReturnType<typeof resolveParams>, c: Record<string, number>): TRewardExplanation | null {
  const [A, F, nCorr, N] = [get(c, "A"), get(c, "F"), get(c, "n_corr"), get(c, "n")];
  if (A === null || F === null || nCorr === null || N === null) return null;
  const [lf, lp] = [p.number("lambda_f"), p.number("lambda_p")];
  const ratio = N === 0 ? 0 : nCorr / N;
  const ratioText = N === 0 ? "0 (no steps)" : `${nCorr}/${N}`;
  const terms = [
    term("outcome", "1−λf", 1 - lf, "A", n(A), A),
    term("format", "λf", lf, "F", n(F), F),
    term("process", "λp", lp, "A·F·Ncorr/N", `${n(A)}·${n(F)}·${ratioText}`, A * F * ratio),
  ];
  const filled = `${n(1 - lf)}·${n(A)} + ${n(lf)}·${n(F)} + ${n(lp)}·${n(A)}·${n(F)}·${N === 0 ? "0" : `${nCorr}/${N}`}`;
  return explanation("hiprag", "R = (1−λf)·A + λf·F + λp·A·F·Ncorr/N", terms, filled);
}

function hipragReleased(p: ReturnType<typeof resolveParams>, c: Record<string, number>): TRewardExplanation | null {
  const [outcome, process, nCorr, N] = [get(c, "outcome"), get(c, "process"), get(c, "n_corr"), get(c, "n")];
  if (outcome === null || process === null || nCorr === null || N === null) return null;
  const lp = p.number("lambda_p");
  const base = term("outcome", "1", 1, "R_out (A, F)", n(outcome), outcome);
  if (process === 0) {
    return explanation("hiprag", "R = R_out(A, F) (+ λp·Ncorr/N_search only when R_out = 1)", [base], n(outcome));
  }
  const ratio = N > 0 ? nCorr / N : 1;
  const ratioText = N > 0 ? `${nCorr}/${N}` : "1 (no search step)";
  const bonus = term("process", "λp", lp, "Ncorr/N_search", ratioText, ratio);
  const filled = `${n(outcome)} + ${n(lp)}${N > 0 ? `·${nCorr}/${N}` : ""}`;
  return explanation("hiprag", "R = R_out(A, F) + λp·Ncorr/N_search (when R_out = 1)", [base, bonus], filled);
}

function searchP1(p: ReturnType<typeof resolveParams>, c: Record<string, number>): TRewardExplanation | null {
  const [outcome, path, format] = [get(c, "outcome"), get(c, "path"), get(c, "format")];
  if (outcome === null || path === null || format === null) return null;
  const [la, lp, lf] = [p.number("lambda_a"), p.number("lambda_p"), p.number("lambda_f")];
  const tracks = p.choice("tracks");
  const [self, ref] = [get(c, "s_self"), get(c, "s_ref")];
  const pathLabel = tracks === "self" ? "S_self" : tracks === "reference" ? "S_ref" : "max(S_self, S_ref)";
  const pathText = tracks === "both" && self !== null && ref !== null ? `max(${n(self)}, ${n(ref)})` : n(path);
  const terms = [
    term("outcome", "λa", la, "S_out", n(outcome), outcome),
    term("path", "λp", lp, pathLabel, pathText, path),
    term("format", "λf", lf, "S_fmt", n(format), format),
  ];
  const filled = `${n(la)}·${n(outcome)} + ${n(lp)}·${pathText} + ${n(lf)}·${n(format)}`;
  return explanation("search-p1", `R = λa·S_out + λp·${pathLabel} + λf·S_fmt`, terms, filled);
}

function searchR1Format(p: ReturnType<typeof resolveParams>, c: Record<string, number>): TRewardExplanation | null {
  const index = get(c, "case");
  const branch = index === null ? undefined : SEARCH_R1_FORMAT_CASES[index - 1];
  if (!branch) return null;
  const scores = {
    structure: p.number("structure_format_score"),
    final: p.number("final_format_score"),
    retrieval: p.number("retrieval_score"),
  };
  const value = branch.value(scores);
  const filled = branch.reward
    .replace("s_struct", n(scores.structure))
    .replace("s_final", n(scores.final))
    .replace("s_retr", n(scores.retrieval));
  const terms = [term(`case ${index}`, "1", 1, branch.reward, filled, value)];
  return explanation("search-r1-format", `R = ${branch.reward} (branch ${index} of compute_score_em)`, terms, filled);
}

/**
 * The preset's formula with the trajectory's numbers, from the preset's own result (`result`, as
 * `preset.compute(input, params)` returned it) and the run's parameters. Null when the preset has no
 * additive form here (PRO-Step's tree values) or the result lacks the numbers (an unknown input).
 */
export function explainReward(
  presetId: string,
  params: TRewardParamValues,
  result: TRewardResult,
): TRewardExplanation | null {
  const preset = getRewardPreset(presetId);
  if (!preset || result.total === null) return null;
  const p = resolveParams(preset.params, params);
  const c = result.components;
  switch (preset.id) {
    case "hiprag":
      return p.choice("variant") === "released-code" ? hipragReleased(p, c) : hipragPaper(p, c);
    case "search-p1":
      return searchP1(p, c);
    case "search-r1-em": {
      const em = get(c, "em");
      return em === null ? null : explanation("search-r1-em", "R = EM", [term("em", "1", 1, "EM", n(em), em)], n(em));
    }
    case "search-r1-format":
      return searchR1Format(p, c);
    default:
      return null;
  }
}

export const REWARD_TOLERANCE = 5e-4;

/**
 * The explained total against the logged reward: equal within the rounding of a logged float
 * (5e-4, below the third decimal the page shows), else the difference; unknown without a logged reward.
 */
export function compareWithLogged(
  total: number,
  logged: number | null,
): { kind: "equal" | "differs" | "unknown"; delta: number | null } {
  if (logged === null || !Number.isFinite(logged)) return { kind: "unknown", delta: null };
  const delta = total - logged;
  return { kind: Math.abs(delta) <= REWARD_TOLERANCE ? "equal" : "differs", delta };
}
