// The two choices behind IFBC and flawed-but-correct that papers make differently: what counts as a
// correct answer, and whose labels count (the judge's as the run logged them, or after people's
// corrections). Parsed once from `--correctness` / `--labels` (CLI) or a query string.
import type { TCorrectnessRule } from "./types";

export const LABEL_SOURCES = ["corrected", "logged"] as const;
/**
 * corrected: the label that holds now (a correction hides what it corrects, a person's beats a
 * model's, the newest wins — lib/annotate/current.ts); logged: only the labels the run was ingested
 * with (no author, correcting nothing), the last one of a name counting.
 */
export type TLabelSource = (typeof LABEL_SOURCES)[number];
export const DEFAULT_LABEL_SOURCE: TLabelSource = "corrected";

/** A correctness rule as data (no predicate), so it can cross the wire and reach SQL. */
export type TCorrectnessChoice =
  { by: "metric"; metric: "em" | "acc" | "f1"; atLeast: number } | { by: "label"; name: string };

/** The judge's verdict label: R1-Searcher's gpt4o_output, PRO-Step's is_correct (adapters name it so). */
export const VERDICT_LABEL = "answer_correct";

export const CORRECTNESS_USAGE =
  "em (EM = 1, PRO-Step's IFBC, the default), acc, f1>=T (0 < T ≤ 1), or verdict[:LABEL] (the judge's " +
  `${VERDICT_LABEL} label, or the trajectory label LABEL)`;

export class MetricOptionError extends Error {}

/** "em" | "acc" | "f1>=0.5" | "verdict" | "verdict:NAME" → a rule; throws MetricOptionError otherwise. */
export function parseCorrectness(text: string): TCorrectnessChoice {
  const value = text.trim();
  if (value === "em" || value === "acc") return { by: "metric", metric: value, atLeast: 1 };
  const f1 = /^f1\s*>=\s*([0-9]*\.?[0-9]+)$/.exec(value);
  if (f1) {
    const atLeast = Number(f1[1]);
    if (atLeast > 0 && atLeast <= 1) return { by: "metric", metric: "f1", atLeast };
  }
  const verdict = /^verdict(?::(.+))?$/.exec(value);
  if (verdict) return { by: "label", name: verdict[1]?.trim() || VERDICT_LABEL };
  throw new MetricOptionError(`unknown correctness '${text}': use ${CORRECTNESS_USAGE}`);
}

export function parseLabelSource(text: string): TLabelSource {
  const value = text.trim();
  if ((LABEL_SOURCES as readonly string[]).includes(value)) return value as TLabelSource;
  throw new MetricOptionError(`unknown label source '${text}': use ${LABEL_SOURCES.join(" or ")}`);
}

/** For people: "EM ≥ 1", "F1 ≥ 0.5", "label answer_correct". */
export function describeCorrectness(rule: TCorrectnessChoice): string {
  if (rule.by === "label") return `label ${rule.name}`;
  return `${rule.metric === "em" ? "EM" : rule.metric === "acc" ? "acc" : "F1"} ≥ ${rule.atLeast}`;
}

/** DEFAULT_CORRECTNESS as data: EM = 1, as PRO-Step's IFBC (App. H) conditions on exact match. */
export const DEFAULT_CORRECTNESS_CHOICE: TCorrectnessChoice = { by: "metric", metric: "em", atLeast: 1 };

/** The rule lib/metrics/process applies, with the label source's reading of sources. */
export function correctnessRule(choice: TCorrectnessChoice, source: TLabelSource): TCorrectnessRule {
  return choice.by === "metric" ? choice : { by: "label", name: choice.name, source: sourceMatchOf(source) };
}

const isHumanSource = (source: string) => source.startsWith("human:");

/**
 * Which label sources a TS reading counts. Process labels carry only their source, so "logged"
 * reads as "not a person's" (people label as human:<name>); the database also checks authorship.
 */
export function sourceMatchOf(source: TLabelSource): ((source: string) => boolean) | undefined {
  return source === "logged" ? (s) => !isHumanSource(s) : undefined;
}

/** The URL/CLI text of a choice, parseCorrectness's inverse: "em", "acc", "f1>=0.5", "verdict", "verdict:NAME". */
export function formatCorrectness(choice: TCorrectnessChoice): string {
  if (choice.by === "label") return choice.name === VERDICT_LABEL ? "verdict" : `verdict:${choice.name}`;
  return choice.metric === "f1" ? `f1>=${choice.atLeast}` : choice.metric;
}

/** Short names for column heads and pickers: "EM", "acc", "F1 ≥ 0.5", "judge" (or the label's name). */
export function correctnessLabel(choice: TCorrectnessChoice): string {
  if (choice.by === "label") return choice.name === VERDICT_LABEL ? "judge" : choice.name;
  return describeCorrectness(choice).replace(/ ≥ 1$/, "");
}

/** The choices a picker offers; any other `f1>=T` or `verdict:NAME` still parses from a link. */
export const CORRECTNESS_OPTIONS = ["em", "acc", "f1>=0.5", "verdict"] as const;

/** The choice from its text, or null when it does not parse (for lenient readers of a URL). */
export function tryParseCorrectness(text: string): TCorrectnessChoice | null {
  try {
    return parseCorrectness(text);
  } catch (error) {
    if (error instanceof MetricOptionError) return null;
    throw error;
  }
}
