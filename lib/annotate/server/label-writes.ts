import "server-only";
import { effectiveLabel, humanSource, ownLabel } from "@/lib/annotate/current";
import type { TSaveLabelBody } from "@/lib/annotate/schemas";
import { checkLabelValue } from "@/lib/annotate/values";
import { DomainError } from "@/lib/http/errors";
import type { TTrajectoryFlags } from "@/lib/metrics/process";
import type { TDatabase } from "@/lib/db/connection";
import { applyLabelEffects } from "./label-effects";
import { listTargetLabels } from "./label-history";
import { LabelConflictError, LabelNotFoundError, saveLabel, type TLabelVersion } from "./labels";
import { requireQueueItem } from "./queue-work";
import { inTransaction } from "@/lib/db/transaction";
import type { TUser } from "@/lib/auth/server/users";

export type TRecordLabelInput = TSaveLabelBody & { runId: number; author: TUser };

/**
 * Saves a person's label and lets it flow through (flags, step aggregates). Nothing is silently
 * overwritten: the author names the label they saw holding (`corrects`, with its version), and if
 * another one holds by now — someone corrected it, or added one where there was none — the save
 * is refused with 409 and the label that holds, its value and its author. In a queue the label
 * that counts is the author's own, so people label independently of each other.
 */
export async function recordLabel(
  db: TDatabase,
  input: TRecordLabelInput,
): Promise<{ label: TLabelVersion; flags: TTrajectoryFlags }> {
  const { runId, trajectoryId, stepIndex, name, author } = input;
  const [target] = await db.sql.query<{ kind: string | null }>(
    `SELECT s.kind::text AS kind FROM trajectories t
     LEFT JOIN steps s ON s.run_id = t.run_id AND s.trajectory_id = t.id AND s.index = $3::int
     WHERE t.run_id = $1::int AND t.id = $2::bigint`,
    [runId, trajectoryId, stepIndex],
  );
  if (!target) throw new DomainError("trajectory_not_found", `There is no trajectory ${trajectoryId} in this run.`);
  if (stepIndex !== null && target.kind === null) {
    throw new DomainError("step_not_found", `Trajectory ${trajectoryId} has no step ${stepIndex + 1}.`);
  }
  if (input.queue) await requireQueueItem(db, { runId, ...input.queue, userId: author.id, trajectoryId });
  try {
    // The check "which label holds here" and the insert form one step per (step, name): under a
    // lock, so two people adding the first label at once cannot both pass the check (the second
    // sees the first's label and gets 409, as a stale correction does).
    const label = await inTransaction(db, async (sql) => {
      await sql.query(`SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))`, [
        runId,
        `label:${trajectoryId}:${stepIndex ?? "trajectory"}:${name}`,
      ]);
      const existing = await listTargetLabels(sql, { runId, trajectoryId, stepIndex, name });
      const invalid = checkLabelValue({
        name,
        value: input.value,
        stepKind: stepIndex === null ? null : (target.kind as Parameters<typeof checkLabelValue>[0]["stepKind"]),
        existingType: existing[0]?.valueType ?? null,
      });
      if (invalid) throw new DomainError("invalid_label_value", invalid);
      const holder = input.queue
        ? ownLabel(existing, { stepIndex, name, source: humanSource(author.name) })
        : effectiveLabel(existing);
      if (holder && holder.id !== input.corrects?.id) throw new LabelConflictError(holder);
      if (!holder && input.corrects) throw new LabelNotFoundError("There is no label to correct here any more.");
      return saveLabel(sql, { ...input, author: { id: author.id, name: author.name } });
    });
    return { label, flags: await applyLabelEffects(db, { runId, trajectoryId }) };
  } catch (error) {
    if (error instanceof LabelConflictError)
      throw new DomainError("label_conflict", error.message, { current: error.current });
    if (error instanceof LabelNotFoundError) throw new DomainError("label_not_found", error.message);
    throw error;
  }
}
