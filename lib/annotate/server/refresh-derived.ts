import "server-only";
import { correctedFlags } from "@/lib/annotate/flags";
import { isCurrentLabelSql } from "@/lib/browse/server/trajectory-filter-sql";
import { listLabelsOf } from "./label-history";
import type { TBulkTransaction } from "@/lib/db/bulk";
import type { TTrajectoryFlags } from "@/lib/metrics/process";
import { STORED_COUNT_NAMES, storedStepCounts } from "@/lib/rewards/formula/step-counts";
import type { TStepKind } from "@/lib/trajectory";

/**
 * The label names on which two sources' current labels of trajectory `alias` disagree — same step,
 * same name, different values — in name order; NULL when none. Current as everywhere
 * (isCurrentLabelSql): a correction hides what it corrects, a source's newer label its older one.
 * Stored in disagreed_labels, which the list's "disagree" filter and the annotation queues read.
 */
export function disagreedLabelsSql(alias: string): string {
  return `(SELECT array_agg(DISTINCT a.name ORDER BY a.name) FROM labels a JOIN labels b ON b.run_id = a.run_id
      AND b.trajectory_id = a.trajectory_id AND b.step_index IS NOT DISTINCT FROM a.step_index AND b.name = a.name
      AND b.source <> a.source AND b.value <> a.value
    WHERE a.run_id = ${alias}.run_id AND a.trajectory_id = ${alias}.id
      AND ${isCurrentLabelSql("a")} AND ${isCurrentLabelSql("b")})`;
}

/** Stores disagreed_labels for the given trajectories from their labels now (in the writer's transaction). */
export async function refreshDisagreedLabels(
  tx: Pick<TBulkTransaction, "query">,
  runId: number,
  trajectoryIds: readonly string[],
): Promise<void> {
  if (trajectoryIds.length === 0) return;
  await tx.query(
    `UPDATE trajectories t SET disagreed_labels = ${disagreedLabelsSql("t")}
     WHERE t.run_id = $1 AND t.id = ANY($2::bigint[])`,
    [runId, trajectoryIds],
  );
}

/**
 * Re-derives what the trajectories table keeps from labels — the flag columns (has_over_search,
 * has_under_search, is_flawed_but_correct, by the rule a person's save uses), the step counts
 * (over_search_steps …, lib/rewards/formula/step-counts.ts) and the disagreed label names
 * (disagreedLabelsSql) — from the labels stored for the given
 * trajectories now: so a judge's label file read after the rollouts, people's labels kept
 * across a re-ingest, or a correction leave the columns the filters, the overview and the what-if
 * read equal to what the labels say, whatever order they arrived in. Runs inside the writer's
 * transaction; returns each trajectory's flags. `columns` "step counts" leaves the flags as they
 * are (a backfill of the counts must not change what the lists show); disagreed_labels is refreshed
 * either way: it restates the labels, by the rule the filter applies.
 */
export async function refreshDerivedColumns(
  tx: Pick<TBulkTransaction, "query">,
  runId: number,
  trajectoryIds: readonly string[],
  columns: "flags and step counts" | "step counts" = "flags and step counts",
): Promise<Map<string, TTrajectoryFlags>> {
  if (trajectoryIds.length === 0) return new Map();
  const ids = [...new Set(trajectoryIds)];
  const rows = await tx.query<{ id: string; em: number | null }>(
    `SELECT id::text AS id, em FROM trajectories WHERE run_id = $1 AND id = ANY($2::bigint[])`,
    [runId, ids],
  );
  const steps = await tx.query<{ trajectory_id: string; index: number; kind: TStepKind }>(
    `SELECT trajectory_id::text AS trajectory_id, index, kind::text AS kind FROM steps
     WHERE run_id = $1 AND trajectory_id = ANY($2::bigint[]) ORDER BY trajectory_id, index`,
    [runId, ids],
  );
  const stepsOf = new Map<string, { index: number; kind: TStepKind }[]>();
  for (const { trajectory_id, ...step } of steps)
    stepsOf.set(trajectory_id, [...(stepsOf.get(trajectory_id) ?? []), step]);
  // Oldest first (created_at, id): the order both derivations read.
  const labelsOf = await listLabelsOf(tx, { runId, trajectoryIds: ids });
  const derived = rows.map((row) => {
    const input = { em: row.em, steps: stepsOf.get(row.id) ?? [], labels: labelsOf.get(row.id) ?? [] };
    return {
      id: row.id,
      flags: correctedFlags(input),
      counts: storedStepCounts(input.steps, input.labels),
      // Only labels of two sources can disagree: the others skip the query over pairs of labels.
      multiSource: new Set(input.labels.map((l) => l.source)).size > 1,
    };
  });
  const counted = [...STORED_COUNT_NAMES, "has_flawed_intermediate_step"] as const;
  const countColumns = counted.join(", ");
  const countArrays = [...STORED_COUNT_NAMES.map(() => "int"), "boolean"].map((type, i) => `$${i + 7}::${type}[]`);
  const setFlags =
    columns === "step counts"
      ? ""
      : "has_over_search = f.over, has_under_search = f.under, is_flawed_but_correct = f.ifbc,";
  await tx.query(
    `UPDATE trajectories t SET ${setFlags} disagreed_labels = CASE WHEN f.multi THEN ${disagreedLabelsSql("t")} END,
       (${countColumns}) = (${counted.map((name) => `f.${name}`).join(", ")})
     FROM unnest($2::bigint[], $3::boolean[], $4::boolean[], $5::boolean[], $6::boolean[], ${countArrays.join(", ")})
       AS f(id, over, under, ifbc, multi, ${countColumns})
     WHERE t.run_id = $1 AND t.id = f.id`,
    [
      runId,
      derived.map((d) => d.id),
      derived.map((d) => d.flags.hasOverSearch),
      derived.map((d) => d.flags.hasUnderSearch),
      derived.map((d) => d.flags.isFlawedButCorrect),
      derived.map((d) => d.multiSource),
      ...counted.map((name) => derived.map((d) => d.counts[name])),
    ],
  );
  return new Map(derived.map((d) => [d.id, d.flags]));
}
