import "server-only";
import { placePeopleLabels, type TNewVersion, type TPeopleLabel } from "@/lib/ingest/carry-labels";
import type { TBulkTransaction } from "@/lib/db/bulk";
import { copyRow } from "@/lib/db/copy-format";

// Ingest replaces a changed trajectory by deleting it (its steps and labels go with it) and writing
// the new version under the same id. People's labels must survive that: they are read before the
// delete and written back after, placed by lib/ingest/carry-labels.ts.

type TSavedLabel = {
  id: string;
  trajectory_id: string;
  step_index: number | null;
  source: string;
  name: string;
  value_type: string;
  value: string;
  value_number: number | null;
  rationale: string | null;
  corrects_id: string | null;
  author_id: number | null;
  version: number;
  created_at: string;
  c_step_index: number | null;
  c_source: string | null;
  c_name: string | null;
  content_hash: string;
  step_kind: string | null;
  step_text: string | null;
};

export type TSavedPeopleLabels = { trajectoryIds: string[]; labels: TSavedLabel[] };
export type TPeopleLabelOutcome = { carried: number; orphaned: number; relabelledTrajectoryIds: string[] };

// Content hashes computed by PostgreSQL both before and after, so both sides format alike. The
// documents' hashes stand for their content (lib/ingest/document-hash.ts), their scores beside them.
// Spans are left out: a step keeps its labels when only earlier text moved it.
const STEP_HASH = (s: string) =>
  `md5(row(${s}.kind, ${s}.reasoning, ${s}.query, ${s}.document_hashes, ${s}.document_scores, ${s}.conclusion, ${s}.answer)::text)`;
const TRAJECTORY_HASH = (t: string) => `md5(row(${t}.question, ${t}.final_answer, ${t}.golden_answers)::text)`;

/** People's labels (made in the app, or from a `human:` source) of trajectories about to be replaced. */
export async function readPeopleLabels(
  tx: TBulkTransaction,
  runId: number,
  trajectoryIds: string[],
): Promise<TSavedPeopleLabels> {
  if (trajectoryIds.length === 0) return { trajectoryIds, labels: [] };
  const labels = await tx.query<TSavedLabel>(
    `SELECT l.id::text AS id, l.trajectory_id::text AS trajectory_id, l.step_index, l.source, l.name,
            l.value_type::text AS value_type, l.value, l.value_number, l.rationale, l.corrects_id::text AS corrects_id,
            l.author_id, l.version, to_char(l.created_at, 'YYYY-MM-DD HH24:MI:SS.MS') AS created_at,
            c.step_index AS c_step_index, c.source AS c_source, c.name AS c_name,
            CASE WHEN l.step_index IS NULL THEN ${TRAJECTORY_HASH("t")} ELSE ${STEP_HASH("s")} END AS content_hash,
            s.kind::text AS step_kind,
            CASE WHEN l.step_index IS NULL THEN t.final_answer
                 ELSE concat_ws(E'\\n', s.reasoning, s.query, s.conclusion, s.answer) END AS step_text
     FROM labels l
     JOIN trajectories t ON t.run_id = l.run_id AND t.id = l.trajectory_id
     LEFT JOIN steps s ON s.run_id = l.run_id AND s.trajectory_id = l.trajectory_id AND s.index = l.step_index
     LEFT JOIN labels c ON c.run_id = l.run_id AND c.id = l.corrects_id
     WHERE l.run_id = $1 AND l.trajectory_id = ANY($2::bigint[])
       AND (l.author_id IS NOT NULL OR l.corrects_id IS NOT NULL OR l.source LIKE 'human:%')
     ORDER BY l.id`,
    [runId, trajectoryIds],
  );
  return { trajectoryIds, labels };
}

async function readNewVersions(tx: TBulkTransaction, runId: number, ids: string[]): Promise<Map<string, TNewVersion>> {
  const trajectories = await tx.query<{ id: string; hash: string }>(
    `SELECT t.id::text AS id, ${TRAJECTORY_HASH("t")} AS hash FROM trajectories t
     WHERE t.run_id = $1 AND t.id = ANY($2::bigint[])`,
    [runId, ids],
  );
  const versions = new Map<
    string,
    TNewVersion & { stepHashes: Map<number, string>; labels: TNewVersion["labels"][number][] }
  >(trajectories.map((t) => [t.id, { trajectoryHash: t.hash, stepHashes: new Map(), labels: [] }]));
  const steps = await tx.query<{ trajectory_id: string; index: number; hash: string }>(
    `SELECT s.trajectory_id::text AS trajectory_id, s.index, ${STEP_HASH("s")} AS hash FROM steps s
     WHERE s.run_id = $1 AND s.trajectory_id = ANY($2::bigint[])`,
    [runId, ids],
  );
  for (const step of steps) versions.get(step.trajectory_id)?.stepHashes.set(step.index, step.hash);
  const labels = await tx.query<{
    id: string;
    trajectory_id: string;
    step_index: number | null;
    source: string;
    name: string;
  }>(
    `SELECT id::text AS id, trajectory_id::text AS trajectory_id, step_index, source, name FROM labels
     WHERE run_id = $1 AND trajectory_id = ANY($2::bigint[]) ORDER BY id`,
    [runId, ids],
  );
  for (const l of labels) {
    versions.get(l.trajectory_id)?.labels.push({ id: l.id, stepIndex: l.step_index, source: l.source, name: l.name });
  }
  return versions;
}

/**
 * Writes people's labels back after their trajectories were replaced: on their step when it is
 * unchanged, else into orphaned_labels with the old step's text. A `human:` label the new record
 * states again itself (same step, source and name, nobody's edit) is not written twice.
 */
export async function restorePeopleLabels(
  tx: TBulkTransaction,
  runId: number,
  saved: TSavedPeopleLabels,
): Promise<TPeopleLabelOutcome> {
  if (saved.labels.length === 0) return { carried: 0, orphaned: 0, relabelledTrajectoryIds: [] };
  const versions = await readNewVersions(tx, runId, saved.trajectoryIds);
  const toPlace = (labels: TSavedLabel[]) =>
    labels.map((l): TPeopleLabel => ({
      id: l.id,
      trajectoryId: l.trajectory_id,
      stepIndex: l.step_index,
      correctsId: l.corrects_id,
      corrected: l.c_source === null ? null : { stepIndex: l.c_step_index, source: l.c_source, name: l.c_name! },
      contentHash: l.content_hash,
    }));
  // A logged `human:` label the new record states again is the record's now: placed once to find
  // its step, then left out, so corrections of it move to the record's copy like a judge's.
  const firstPass = placePeopleLabels(toPlace(saved.labels), versions);
  const labels = saved.labels.filter((l, i) => {
    const placement = firstPass[i]!;
    if (placement.kind !== "carried" || l.author_id !== null || l.corrects_id !== null) return true;
    const restated = versions
      .get(l.trajectory_id)!
      .labels.some((n) => n.stepIndex === placement.stepIndex && n.source === l.source && n.name === l.name);
    return !restated;
  });
  const placements = placePeopleLabels(toPlace(labels), versions);
  const carriedRows: string[] = [];
  const orphanRows: string[] = [];
  const relabelled = new Set<string>();
  placements.forEach((placement, i) => {
    const l = labels[i]!;
    if (placement.kind === "orphaned") {
      // prettier-ignore
      orphanRows.push(copyRow([
        runId, l.id, l.trajectory_id, l.step_index, l.step_kind, l.step_text, l.source, l.name, l.value_type, l.value,
        l.value_number, l.rationale, l.corrects_id, l.author_id, l.version, l.created_at,
      ]));
      return;
    }
    relabelled.add(l.trajectory_id);
    // prettier-ignore
    carriedRows.push(copyRow([
      runId, l.id, l.trajectory_id, placement.stepIndex, l.source, l.name, l.value_type, l.value, l.value_number,
      l.rationale, placement.correctsId, l.author_id, l.version, l.created_at,
    ]));
  });
  // prettier-ignore
  await tx.copy("labels", [
    "run_id", "id", "trajectory_id", "step_index", "source", "name", "value_type", "value", "value_number",
    "rationale", "corrects_id", "author_id", "version", "created_at",
  ], carriedRows);
  // prettier-ignore
  await tx.copy("orphaned_labels", [
    "run_id", "id", "trajectory_id", "step_index", "step_kind", "step_text", "source", "name", "value_type", "value",
    "value_number", "rationale", "corrects_id", "author_id", "version", "created_at",
  ], orphanRows);
  return {
    carried: carriedRows.length,
    orphaned: orphanRows.length,
    relabelledTrajectoryIds: [...relabelled],
  };
}
