import "server-only";
import type { TLabelVersionView } from "@/lib/annotate/types";
import type { TSql } from "@/lib/db/connection";

// Labels with their versions, correction links and authors: what the annotation views and the
// write checks read. Rationales are cut to 20,000 characters, as on the trajectory page.
const SELECT_LABELS = `SELECT l.id::text AS id, l.step_index AS "stepIndex", l.name, l.source,
    l.value_type::text AS "valueType", l.value, left(l.rationale, 20000) AS rationale, l.version,
    l.corrects_id::text AS "correctsId", u.name AS "authorName",
    to_char(l.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
  FROM labels l LEFT JOIN users u ON u.id = l.author_id`;

type TQuery = Pick<TSql, "query">;

/** Every label of a trajectory, oldest first. */
export async function listTrajectoryLabels(
  sql: TQuery,
  { runId, trajectoryId }: { runId: number; trajectoryId: string },
): Promise<TLabelVersionView[]> {
  return sql.query<TLabelVersionView>(
    `${SELECT_LABELS} WHERE l.run_id = $1::int AND l.trajectory_id = $2::bigint ORDER BY l.created_at, l.id`,
    [runId, trajectoryId],
  );
}

/** Every label of one name on one step (or on the whole trajectory when stepIndex is null). */
export async function listTargetLabels(
  sql: TQuery,
  input: { runId: number; trajectoryId: string; stepIndex: number | null; name: string },
): Promise<TLabelVersionView[]> {
  return sql.query<TLabelVersionView>(
    `${SELECT_LABELS} WHERE l.run_id = $1::int AND l.trajectory_id = $2::bigint
       AND l.step_index IS NOT DISTINCT FROM $3::int AND l.name = $4 ORDER BY l.created_at, l.id`,
    [input.runId, input.trajectoryId, input.stepIndex, input.name],
  );
}

/** Labels of many trajectories at once (the export), grouped by trajectory id. */
export async function listLabelsOf(
  sql: TQuery,
  { runId, trajectoryIds }: { runId: number; trajectoryIds: readonly string[] },
): Promise<Map<string, TLabelVersionView[]>> {
  const rows = await sql.query<TLabelVersionView & { trajectoryId: string }>(
    `${SELECT_LABELS.replace("SELECT ", 'SELECT l.trajectory_id::text AS "trajectoryId", ')}
     WHERE l.run_id = $1::int AND l.trajectory_id = ANY($2::bigint[]) ORDER BY l.created_at, l.id`,
    [runId, [...trajectoryIds]],
  );
  const groups = new Map<string, TLabelVersionView[]>();
  for (const { trajectoryId, ...label } of rows) groups.set(trajectoryId, [...(groups.get(trajectoryId) ?? []), label]);
  return groups;
}

/**
 * People's labels of a trajectory that a re-ingest set aside because their step changed, as label
 * views marked `earlierVersion` with the step's old text. Kept apart from the lists above: flags,
 * agreement and exports must not count them.
 */
export async function listEarlierVersionLabels(
  sql: TQuery,
  { runId, trajectoryId }: { runId: number; trajectoryId: string },
): Promise<TLabelVersionView[]> {
  const rows = await sql.query<TLabelVersionView & { stepKind: string | null; stepText: string | null }>(
    `SELECT o.id::text AS id, o.step_index AS "stepIndex", o.name, o.source, o.value_type::text AS "valueType",
            o.value, left(o.rationale, 20000) AS rationale, o.version, o.corrects_id::text AS "correctsId",
            u.name AS "authorName", to_char(o.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
            o.step_kind AS "stepKind", left(o.step_text, 20000) AS "stepText"
     FROM orphaned_labels o LEFT JOIN users u ON u.id = o.author_id
     WHERE o.run_id = $1::int AND o.trajectory_id = $2::bigint ORDER BY o.created_at, o.id`,
    [runId, trajectoryId],
  );
  return rows.map(({ stepKind, stepText, ...label }) => ({ ...label, earlierVersion: { stepKind, stepText } }));
}
