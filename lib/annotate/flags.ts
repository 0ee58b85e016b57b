// The trajectory's flag columns (has_over_search, has_under_search, is_flawed_but_correct) from its
// labels, by the project's one derivation (deriveTrajectoryFlags): once from the labels that hold
// now (after a save), once from the labels as the run logged them (for "as logged vs as corrected").
import { readLabelValue } from "@/lib/labels/value";
import { deriveTrajectoryFlags, type TProcessLabel, type TTrajectoryFlags } from "@/lib/metrics/process";
import type { TStepKind } from "@/lib/trajectory";
import { effectiveLabels, inHoldingOrder } from "./current";
import type { TLabelVersionView } from "./types";

export type TFlagLabel = Pick<
  TLabelVersionView,
  "id" | "stepIndex" | "name" | "source" | "correctsId" | "createdAt" | "valueType" | "value" | "authorName"
>;

export type TFlagInput = {
  em: number | null;
  steps: readonly { index: number; kind: TStepKind }[];
  labels: readonly TFlagLabel[];
};

/** Ingested labels: nobody made them in the app (no author) and they correct nothing. */
export const isLoggedLabel = (label: Pick<TFlagLabel, "correctsId" | "authorName">) =>
  label.correctsId === null && label.authorName === null;

/** What a derivation reads of a label. */
type TFlagRead = Pick<TFlagLabel, "stepIndex" | "name" | "source" | "valueType" | "value">;

function flagsFrom(input: Omit<TFlagInput, "labels">, labels: readonly TFlagRead[]): TTrajectoryFlags {
  const at = (index: number | null): TProcessLabel[] =>
    labels
      .filter((l) => l.stepIndex === index)
      .map((l) => ({ source: l.source, name: l.name, value: readLabelValue(l) }));
  return deriveTrajectoryFlags({
    em: input.em,
    steps: input.steps.map((step) => ({ kind: step.kind, labels: at(step.index) })),
    labels: at(null),
  });
}

/** One label per (step, name): the one that holds now (lib/annotate/current.ts). */
export function correctedFlags(input: TFlagInput): TTrajectoryFlags {
  return flagsFrom(input, [...effectiveLabels(input.labels).values()]);
}

/**
 * As ingest derives them, from labels that have no ids yet and correct nothing, in the order
 * stored: the last of a name in holding order holds (a person's over a model's, then the newest),
 * the rule correctedFlags applies once they are stored.
 */
export function ingestedFlags(input: Omit<TFlagInput, "labels"> & { labels: readonly TFlagRead[] }): TTrajectoryFlags {
  return flagsFrom(input, inHoldingOrder(input.labels));
}

/** The logged labels in the order stored, the last of a name counting: as logged, before any correction. */
export function loggedFlags(input: TFlagInput): TTrajectoryFlags {
  const logged = input.labels.filter(isLoggedLabel).sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  return flagsFrom(input, logged);
}
