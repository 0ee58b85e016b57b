import "server-only";
import { documentRefs, uniqueDocuments, type TStoredDocument } from "@/lib/ingest/document-hash";
import type { TPreparedTrajectory } from "@/lib/ingest/prepare";
import { withBulkTransaction, type TBulkTransaction } from "@/lib/db/bulk";
import type { TSqlDatabase } from "@/lib/db/connection";
import { copyRow } from "@/lib/db/copy-format";
import { ingestedFlags } from "@/lib/annotate/flags";
import { labelsInStoredOrder } from "@/lib/ingest/stored-order";
import { STORED_COUNT_NAMES, storedStepCounts } from "@/lib/rewards/formula/step-counts";
import { readPeopleLabels, restorePeopleLabels } from "./keep-people-labels";
import { lockRunForIngest } from "./lock";
import { refreshDerivedColumns, refreshDisagreedLabels } from "@/lib/annotate/server/refresh-derived";

// prettier-ignore
const TRAJECTORY_COLUMNS = [
  "run_id", "id", "external_id", "training_step", "split", "group_id", "sample_index", "dataset", "question",
  "golden_answers", "response", "final_answer", "stop_reason", "em", "f1", "acc", "reward", "reward_components",
  "step_count", "search_count", "turn_count", "is_format_valid", "has_over_search", "has_under_search",
  "is_flawed_but_correct", "reference_plan", "meta", "content_hash", "source_file", "source_line", "gold_retrieved",
  "logged_advantage", "behaviour_flags", ...STORED_COUNT_NAMES, "has_flawed_intermediate_step", "reward_features",
] as const;
// prettier-ignore
const STEP_COLUMNS = [
  "run_id", "trajectory_id", "index", "kind", "reasoning", "query", "document_hashes", "document_scores",
  "conclusion", "answer", "reward", "span_start", "span_end",
] as const;
const DOCUMENT_COLUMNS = ["run_id", "hash", "doc_id", "title", "text"] as const;
// prettier-ignore
export const LABEL_COLUMNS = [
  "run_id", "trajectory_id", "step_index", "source", "name", "value_type", "value", "value_number", "rationale",
  "created_at",
] as const;

/** A prepared trajectory and where it was read (the file's name, its line or item index). */
export type TTrajectoryToWrite = TPreparedTrajectory & { source?: { file: string; line: number } | null };

export type TBatchResult = {
  stored: number;
  unchanged: number;
  storedIds: string[];
  /** The external ids of the trajectories written (new or changed); the others were unchanged. */
  storedExternalIds: string[];
  /** Training steps whose trajectories changed (before and after): their aggregates are stale. */
  touchedSteps: number[];
  /** Questions whose trajectories changed (before and after): their question_stats rows are stale. */
  touchedQuestions: string[];
  /** People's labels on replaced trajectories: kept on their step, or orphaned (step changed). */
  peopleLabels: { carried: number; orphaned: number };
};

/**
 * Writes one batch of trajectories in one transaction. A trajectory already stored with the same
 * content is left alone; one whose content changed is replaced under its old id (so links to it
 * keep working); a new one gets a fresh id. Steps and labels are written with their trajectory.
 */
export async function writeTrajectoryBatch(
  db: TSqlDatabase,
  runId: number,
  batch: readonly TTrajectoryToWrite[],
): Promise<TBatchResult> {
  if (batch.length === 0) {
    return {
      stored: 0,
      unchanged: 0,
      storedIds: [],
      storedExternalIds: [],
      touchedSteps: [],
      touchedQuestions: [],
      peopleLabels: { carried: 0, orphaned: 0 },
    };
  }
  return withBulkTransaction(db, async (tx) => {
    await lockRunForIngest(tx, runId);
    const existing = await tx.query<{
      external_id: string;
      id: string;
      content_hash: string;
      training_step: number | null;
      question: string;
    }>(
      `SELECT external_id, id::text AS id, content_hash, training_step, question
       FROM trajectories WHERE run_id = $1 AND external_id = ANY($2::text[])`,
      [runId, batch.map((t) => t.externalId)],
    );
    const stored = new Map(existing.map((row) => [row.external_id, row]));
    const toWrite = batch.filter((t) => stored.get(t.externalId)?.content_hash !== t.contentHash);
    const replacedIds = toWrite.flatMap((t) => stored.get(t.externalId)?.id ?? []);
    // People's labels are read before the delete takes them and written back after.
    const people = await readPeopleLabels(tx, runId, replacedIds);
    if (replacedIds.length) {
      await tx.query(`DELETE FROM trajectories WHERE run_id = $1 AND id = ANY($2::bigint[])`, [runId, replacedIds]);
    }
    const freshIds = await allocateIds(tx, toWrite.length - replacedIds.length);
    let nextFresh = 0;
    const ids = toWrite.map((t) => stored.get(t.externalId)?.id ?? freshIds[nextFresh++]!);
    await copyTrajectories(tx, runId, toWrite, ids);
    // Only labels of two sources can disagree: the other rows keep the column's NULL.
    const multiSource = ids.filter((_, i) => new Set(toWrite[i]!.labels.map((l) => l.source)).size > 1);
    await refreshDisagreedLabels(tx, runId, multiSource);
    const kept = await restorePeopleLabels(tx, runId, people);
    await refreshDerivedColumns(tx, runId, kept.relabelledTrajectoryIds);
    const touchedSteps = [
      ...toWrite.map((t) => t.trainingStep),
      ...toWrite.map((t) => stored.get(t.externalId)?.training_step ?? null),
    ].filter((step): step is number => step !== null);
    const touchedQuestions = [
      ...new Set([
        ...toWrite.map((t) => t.question),
        ...toWrite.flatMap((t) => stored.get(t.externalId)?.question ?? []),
      ]),
    ];
    return {
      stored: toWrite.length,
      unchanged: batch.length - toWrite.length,
      storedIds: ids,
      storedExternalIds: toWrite.map((t) => t.externalId),
      touchedSteps,
      touchedQuestions,
      peopleLabels: { carried: kept.carried, orphaned: kept.orphaned },
    };
  });
}

async function allocateIds(tx: TBulkTransaction, count: number): Promise<string[]> {
  if (count === 0) return [];
  const rows = await tx.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('trajectories', 'id'))::text AS id FROM generate_series(1, $1)`,
    [count],
  );
  return rows.map((row) => row.id);
}

async function copyTrajectories(
  tx: TBulkTransaction,
  runId: number,
  trajectories: readonly TTrajectoryToWrite[],
  ids: readonly string[],
): Promise<void> {
  const trajectoryRows: string[] = [];
  const stepRows: string[] = [];
  const labelRows: string[] = [];
  const documents: TStoredDocument[] = [];
  const ingestedAt = new Date();
  const now = toUtcTimestamp(ingestedAt.toISOString());
  trajectories.forEach((t, i) => {
    const id = ids[i]!;
    // Labels with a time of their own are stored by it (the others at the ingest's): the row's flags
    // and counts are derived from that order, as every later refresh reads it.
    const stored = t.stepCounts ? null : labelsInStoredOrder(t.labels, ingestedAt);
    const counts = t.stepCounts ?? storedStepCounts(t.steps, stored!);
    const flags = stored ? ingestedFlags({ em: t.em, steps: t.steps, labels: stored }) : t;
    // prettier-ignore
    trajectoryRows.push(
      copyRow([
        runId, id, t.externalId, t.trainingStep, t.split, t.groupId, t.sampleIndex, t.dataset, t.question,
        { array: t.goldenAnswers }, t.response, t.finalAnswer, t.stopReason, t.em, t.f1, t.acc, t.reward,
        { json: t.rewardComponents }, t.stepCount, t.searchCount, t.turnCount, t.isFormatValid, flags.hasOverSearch,
        flags.hasUnderSearch, flags.isFlawedButCorrect, { array: t.referencePlan }, { json: t.meta }, t.contentHash,
        t.source?.file ?? null, t.source?.line ?? null, t.goldRetrieved, t.loggedAdvantage, t.behaviourFlags,
        ...STORED_COUNT_NAMES.map((name) => counts[name]), counts.has_flawed_intermediate_step, t.rewardFeatures,
      ]),
    );
    for (const s of t.steps) {
      const refs = s.documents ? documentRefs(s.documents) : null;
      if (refs) documents.push(...refs.documents);
      // prettier-ignore
      stepRows.push(
        copyRow([
          runId, id, s.index, s.kind, s.reasoning, s.query, refs && { array: refs.hashes },
          refs && { numbers: refs.scores }, s.conclusion, s.answer, s.reward, s.spanStart, s.spanEnd,
        ]),
      );
    }
    for (const l of t.labels) {
      // prettier-ignore
      labelRows.push(
        copyRow([
          runId, id, l.stepIndex, l.source, l.name, l.valueType, l.value, l.valueNumber, l.rationale,
          l.createdAt ? toUtcTimestamp(l.createdAt) : now,
        ]),
      );
    }
  });
  await copyNewDocuments(tx, runId, documents);
  await tx.copy("trajectories", TRAJECTORY_COLUMNS, trajectoryRows);
  await tx.copy("steps", STEP_COLUMNS, stepRows);
  await tx.copy("labels", LABEL_COLUMNS, labelRows);
}

/**
 * The batch's documents the run does not hold yet, each once. Plain COPY (no ON CONFLICT) is safe
 * because the run's ingest lock is held: no other writer adds this run's documents meanwhile.
 * Documents of replaced trajectories stay: another step may point at them, and the run's deletion
 * takes them all.
 */
async function copyNewDocuments(tx: TBulkTransaction, runId: number, documents: readonly TStoredDocument[]) {
  const unique = uniqueDocuments(documents);
  if (unique.length === 0) return;
  const stored = await tx.query<{ hash: string }>(
    `SELECT hash::text AS hash FROM documents WHERE run_id = $1 AND hash = ANY($2::uuid[])`,
    [runId, unique.map((d) => d.hash)],
  );
  const isStored = new Set(stored.map((r) => r.hash));
  const rows = unique.filter((d) => !isStored.has(d.hash)).map((d) => copyRow([runId, d.hash, d.id, d.title, d.text]));
  await tx.copy("documents", DOCUMENT_COLUMNS, rows);
}

/** Prisma keeps DateTime as UTC in `timestamp(3)` (no zone): write the UTC wall time. */
export function toUtcTimestamp(iso: string): string {
  return new Date(iso).toISOString().replace("T", " ").replace("Z", "");
}
