import "server-only";
import type { TPreparedLabel } from "@/lib/ingest/prepare";
import { withBulkTransaction } from "@/lib/db/bulk";
import type { TSqlDatabase } from "@/lib/db/connection";
import { copyRow } from "@/lib/db/copy-format";
import { lockRunForIngest } from "./lock";
import { refreshDerivedColumns } from "@/lib/annotate/server/refresh-derived";
import { LABEL_COLUMNS, toUtcTimestamp } from "./write-trajectories";

/** Labels that arrive apart from their trajectory (a judge's file read after the rollouts). */
export type TLabelSet = { trajectory: string; labels: TPreparedLabel[] };
export type TLabelSetResult =
  { status: "stored" | "unchanged"; trainingStep: number | null } | { status: "rejected"; reason: string };

type TStoredLabel = { id: string; key: string; value: string; rationale: string | null };

// An ingested label is identified by where it sits and who said what about it; people's labels
// (source human:…) and corrections are never touched by an ingest.
const labelKey = (trajectoryId: string, l: Pick<TPreparedLabel, "stepIndex" | "source" | "name">) =>
  `${trajectoryId}/${l.stepIndex ?? ""}/${l.source}/${l.name}`;

export async function writeLabelSets(
  db: TSqlDatabase,
  runId: number,
  sets: readonly TLabelSet[],
): Promise<TLabelSetResult[]> {
  if (sets.length === 0) return [];
  return withBulkTransaction(db, async (tx) => {
    await lockRunForIngest(tx, runId);
    const trajectories = await tx.query<{
      external_id: string;
      id: string;
      training_step: number | null;
      step_indexes: number[];
    }>(
      `SELECT t.external_id, t.id::text AS id, t.training_step,
              ARRAY(SELECT s.index FROM steps s WHERE s.run_id = t.run_id AND s.trajectory_id = t.id) AS step_indexes
       FROM trajectories t WHERE t.run_id = $1 AND t.external_id = ANY($2::text[])`,
      [runId, sets.map((s) => s.trajectory)],
    );
    const byExternalId = new Map(trajectories.map((t) => [t.external_id, t]));
    const stored = await tx.query<
      TStoredLabel & { trajectory_id: string; step_index: number | null; source: string; name: string }
    >(
      `SELECT id::text AS id, trajectory_id::text AS trajectory_id, step_index, source, name, value, rationale
       FROM labels WHERE run_id = $1 AND trajectory_id = ANY($2::bigint[])
         AND corrects_id IS NULL AND source NOT LIKE 'human:%'`,
      [runId, trajectories.map((t) => t.id)],
    );
    const storedByKey = new Map(
      stored.map((l) => [labelKey(l.trajectory_id, { stepIndex: l.step_index, source: l.source, name: l.name }), l]),
    );

    const inserts: string[] = [];
    const updates: { id: string; label: TPreparedLabel }[] = [];
    const now = new Date().toISOString();
    const changedTrajectories: string[] = [];
    const results = sets.map((set): TLabelSetResult => {
      const trajectory = byExternalId.get(set.trajectory);
      if (!trajectory) {
        return {
          status: "rejected",
          reason: `trajectory "${set.trajectory}" is not in this run: ingest its trajectories first`,
        };
      }
      const steps = new Set(trajectory.step_indexes);
      const missing = set.labels.filter((l) => l.stepIndex !== null && !steps.has(l.stepIndex));
      if (missing.length) {
        const indexes = [...new Set(missing.map((l) => l.stepIndex))].join(", ");
        return {
          status: "rejected",
          reason: `trajectory "${set.trajectory}" has no step ${indexes} (steps count from 0)`,
        };
      }
      let changed = 0;
      for (const label of set.labels) {
        const previous = storedByKey.get(labelKey(trajectory.id, label));
        if (previous && previous.value === label.value && previous.rationale === label.rationale) continue;
        changed += 1;
        if (previous) updates.push({ id: previous.id, label });
        else {
          // prettier-ignore
          inserts.push(copyRow([
            runId, trajectory.id, label.stepIndex, label.source, label.name, label.valueType, label.value,
            label.valueNumber, label.rationale, toUtcTimestamp(label.createdAt ?? now),
          ]));
        }
      }
      if (changed) changedTrajectories.push(trajectory.id);
      return { status: changed ? "stored" : "unchanged", trainingStep: trajectory.training_step };
    });

    for (const { id, label } of updates) {
      await tx.query(
        `UPDATE labels SET value_type = $3::label_value_type, value = $4, value_number = $5, rationale = $6,
                version = version + 1 WHERE run_id = $1 AND id = $2`,
        [runId, id, label.valueType, label.value, label.valueNumber, label.rationale],
      );
    }
    await tx.copy("labels", LABEL_COLUMNS, inserts);
    await refreshDerivedColumns(tx, runId, changedTrajectories);
    return results;
  });
}
