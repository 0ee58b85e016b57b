import type { TParsedStep, TStepKind } from "@/lib/trajectory";
import type { TLabelInput, TStepInput } from "./shared/types";

// HiPRAG's per-step verdicts as labels. Over-search is judged on search steps (could the policy have
// answered the step's query without retrieval?), under-search on non-search steps (was the unaided
// conclusion wrong?); see docs/formats.md and the HiPRAG paper.
const SOURCE = "judge:hiprag";
const VERDICTS: Readonly<Record<string, { kind: TStepKind; name: string; value: boolean }>> = {
  search: { kind: "search", name: "over_search", value: false },
  oversearch: { kind: "search", name: "over_search", value: true },
  nonsearch: { kind: "reasoning", name: "under_search", value: false },
  undersearch: { kind: "reasoning", name: "under_search", value: true },
};

export type TStepLabelMismatch = {
  verdicts: number;
  steps: number;
  /** Verdicts that were not attached: their position, the verdict and the kind of step they met. */
  unaligned: { position: number; verdict: unknown; step_kind: TStepKind | null }[];
};

const verdictKey = (verdict: unknown) =>
  typeof verdict === "string"
    ? verdict
        .trim()
        .toLowerCase()
        .replace(/[-_\s]/g, "")
    : "";

// The steps HiPRAG judges: its <step> blocks. Text outside them (a stray sentence before <answer>)
// is parsed as a reasoning step too, and must not shift the alignment; without any <step> tag
// (a malformed but evaluated output) every search/reasoning step counts.
function judgedSteps(response: string, parsed: readonly TParsedStep[]): number[] {
  const candidates = parsed.flatMap((step, i) => (step.kind === "search" || step.kind === "reasoning" ? [i] : []));
  const blocks = candidates.filter((i) => response.startsWith("<step>", parsed[i]!.span.start));
  return blocks.length ? blocks : candidates;
}

/**
 * Attaches the i-th verdict to the i-th judged step, in place, when their kinds agree. A verdict
 * that meets the wrong kind of step, or has no step, is reported instead of attached: a label on the
 * wrong step would be worse than none. Returns the mismatch, or nothing when all aligned.
 */
export function alignStepLabels(
  response: string,
  parsed: readonly TParsedStep[],
  steps: TStepInput[],
  verdicts: readonly unknown[],
): { mismatch?: TStepLabelMismatch } {
  const judged = judgedSteps(response, parsed);
  const unaligned: TStepLabelMismatch["unaligned"] = [];
  verdicts.forEach((verdict, position) => {
    const index = judged[position];
    const step = index === undefined ? undefined : steps[index];
    const meaning = VERDICTS[verdictKey(verdict)];
    if (index === undefined || !step || !meaning || meaning.kind !== step.kind) {
      unaligned.push({ position, verdict, step_kind: index === undefined ? null : (parsed[index]?.kind ?? null) });
      return;
    }
    const label: TLabelInput = { source: SOURCE, name: meaning.name, value: meaning.value };
    step.labels = [...(step.labels ?? []), label];
  });
  if (!unaligned.length && verdicts.length === judged.length) return {};
  return { mismatch: { verdicts: verdicts.length, steps: judged.length, unaligned } };
}
