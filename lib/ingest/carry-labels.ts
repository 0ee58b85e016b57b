// Where a person's label goes when ingest replaces its trajectory with a changed version: a label
// is never deleted. It stays on the step it was on when that step's content is unchanged (at the
// same index, or the one step with the same content if steps moved); otherwise it is orphaned:
// kept aside with the old step's text, shown as "on an earlier version", counted nowhere.
// A label on the whole trajectory stays while the question, answer and gold answers are the same.
// Pure: lib/ingest/server/keep-people-labels.ts reads the rows and writes the outcome.

/** A person's label as it was, with what it corrected and a hash of the step it was on. */
export type TPeopleLabel = {
  id: string;
  trajectoryId: string;
  stepIndex: number | null;
  correctsId: string | null;
  /** What the corrected label was, when it is not itself one of the people's labels being placed. */
  corrected: { stepIndex: number | null; source: string; name: string } | null;
  /** Hash of the step's content (or of the trajectory's question and answers) when labelled. */
  contentHash: string;
};

/** The new version of a trajectory: its steps' content hashes and its ingested labels. */
export type TNewVersion = {
  trajectoryHash: string;
  stepHashes: ReadonlyMap<number, string>;
  labels: readonly { id: string; stepIndex: number | null; source: string; name: string }[];
};

export type TPlacement =
  | { kind: "carried"; id: string; stepIndex: number | null; correctsId: string | null }
  | { kind: "orphaned"; id: string };

function newStepOf(label: TPeopleLabel, version: TNewVersion): number | null | undefined {
  if (label.stepIndex === null) return label.contentHash === version.trajectoryHash ? null : undefined;
  if (version.stepHashes.get(label.stepIndex) === label.contentHash) return label.stepIndex;
  const same = [...version.stepHashes].filter(([, hash]) => hash === label.contentHash);
  return same.length === 1 ? same[0]![0] : undefined;
}

/**
 * Places each person's label on the new version of its trajectory. A carried correction points at
 * the label it corrected when that is carried too, else at the new version's label from the same
 * source and name on the same step (the judge's new say on an unchanged step), else at nothing —
 * a person's label holds over a model's anyway. Each label is corrected at most once.
 */
export function placePeopleLabels(
  labels: readonly TPeopleLabel[],
  versions: ReadonlyMap<string, TNewVersion>,
): TPlacement[] {
  const stepOf = new Map<string, number | null | undefined>();
  for (const label of labels) stepOf.set(label.id, newStepOf(label, versions.get(label.trajectoryId)!));
  const claimed = new Set<string>();
  const placements = labels.map((label): TPlacement => {
    const stepIndex = stepOf.get(label.id);
    if (stepIndex === undefined) return { kind: "orphaned", id: label.id };
    return { kind: "carried", id: label.id, stepIndex, correctsId: null };
  });
  placements.forEach((placement, i) => {
    if (placement.kind !== "carried") return;
    const label = labels[i]!;
    let target: string | null = null;
    if (label.correctsId && stepOf.has(label.correctsId)) {
      target = stepOf.get(label.correctsId) === undefined ? null : label.correctsId;
    } else if (label.corrected) {
      const { source, name } = label.corrected;
      const match = versions
        .get(label.trajectoryId)!
        .labels.find((l) => l.stepIndex === placement.stepIndex && l.source === source && l.name === name);
      target = match?.id ?? null;
    }
    if (target && !claimed.has(target)) {
      claimed.add(target);
      placement.correctsId = target;
    }
  });
  return placements;
}
