import "server-only";
import { storeLabelValue, type TLabelValue } from "@/lib/labels/value";
import type { TSql } from "@/lib/db/connection";

type TQuery = Pick<TSql, "query">;

export type TLabelVersion = {
  id: string;
  source: string;
  value: string;
  valueType: "boolean" | "number" | "category";
  rationale: string | null;
  version: number;
  correctsId: string | null;
  authorName: string | null;
  createdAt: string;
};

/** Someone saved over the same label first: what is there now, and who put it there. */
export class LabelConflictError extends Error {
  constructor(readonly current: TLabelVersion) {
    super(
      `${current.authorName ?? current.source} already changed this label to "${current.value}" ` +
        `(version ${current.version}). Reload to see it, then correct that if you still disagree.`,
    );
    this.name = "LabelConflictError";
  }
}

export class LabelNotFoundError extends Error {}

export type TSaveLabelInput = {
  runId: number;
  trajectoryId: string;
  stepIndex: number | null;
  name: string;
  value: TLabelValue;
  rationale: string | null;
  author: { id: number; name: string };
  /** The label this corrects, at the version the author saw; null adds a label of their own. */
  corrects: { id: string; version: number } | null;
};

const SELECT_VERSION = `
  SELECT l.id::text AS id, l.source, l.value, l.value_type AS "valueType", l.rationale, l.version,
         l.corrects_id::text AS "correctsId", u.name AS "authorName",
         to_char(l.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
  FROM labels l LEFT JOIN users u ON u.id = l.author_id`;

/**
 * Saves a person's label. A correction never changes the label it corrects: it is a new label
 * pointing at it, one version higher. Each label can be corrected once (a unique index), so when
 * two people correct the same version, the database keeps the first and the second gets a
 * LabelConflictError carrying the value that won and its author.
 */
export async function saveLabel(sql: TQuery, input: TSaveLabelInput): Promise<TLabelVersion> {
  const stored = storeLabelValue(input.value);
  let version = 1;
  if (input.corrects) {
    const [target] = await sql.query<{
      version: number;
      trajectory_id: string;
      step_index: number | null;
      name: string;
    }>(`SELECT version, trajectory_id::text, step_index, name FROM labels WHERE run_id = $1 AND id = $2`, [
      input.runId,
      input.corrects.id,
    ]);
    if (
      !target ||
      target.trajectory_id !== input.trajectoryId ||
      target.step_index !== input.stepIndex ||
      target.name !== input.name
    ) {
      throw new LabelNotFoundError(`label ${input.corrects.id} is not a "${input.name}" label of this step`);
    }
    if (target.version !== input.corrects.version)
      throw new LabelConflictError(await currentHead(sql, input.runId, input.corrects.id));
    version = target.version + 1;
  }
  try {
    const [row] = await sql.query<{ id: string }>(
      `INSERT INTO labels (run_id, trajectory_id, step_index, source, name, value_type, value, value_number, rationale,
                           corrects_id, author_id, version)
       VALUES ($1, $2, $3, $4, $5, $6::label_value_type, $7, $8, $9, $10, $11, $12) RETURNING id::text`,
      [
        input.runId,
        input.trajectoryId,
        input.stepIndex,
        `human:${input.author.name}`,
        input.name,
        stored.valueType,
        stored.value,
        stored.valueNumber,
        input.rationale,
        input.corrects?.id ?? null,
        input.author.id,
        version,
      ],
    );
    return (
      await sql.query<TLabelVersion>(`${SELECT_VERSION} WHERE l.run_id = $1 AND l.id = $2`, [input.runId, row!.id])
    )[0]!;
  } catch (error) {
    if (input.corrects && (error as { code?: string }).code === "23505") {
      throw new LabelConflictError(await currentHead(sql, input.runId, input.corrects.id));
    }
    throw error;
  }
}

/** The newest label of the chain that starts at `labelId` (the label itself if uncorrected). */
async function currentHead(sql: TQuery, runId: number, labelId: string): Promise<TLabelVersion> {
  const rows = await sql.query<TLabelVersion>(
    `WITH RECURSIVE chain AS (
       SELECT id, 0 AS depth FROM labels WHERE run_id = $1 AND id = $2
       UNION ALL
       SELECT l.id, chain.depth + 1 FROM labels l JOIN chain ON l.run_id = $1 AND l.corrects_id = chain.id)
     ${SELECT_VERSION} JOIN chain ON chain.id = l.id WHERE l.run_id = $1 ORDER BY chain.depth DESC LIMIT 1`,
    [runId, labelId],
  );
  if (!rows[0]) throw new LabelNotFoundError(`label ${labelId} does not exist`);
  return rows[0];
}

/** Every label of a step (or of the trajectory when stepIndex is null), oldest first. */
export async function listLabelHistory(
  sql: TQuery,
  { runId, trajectoryId, stepIndex }: { runId: number; trajectoryId: string; stepIndex: number | null },
): Promise<(TLabelVersion & { name: string })[]> {
  return sql.query(
    `${SELECT_VERSION.replace("SELECT l.id::text AS id,", "SELECT l.id::text AS id, l.name,")}
     WHERE l.run_id = $1 AND l.trajectory_id = $2 AND l.step_index IS NOT DISTINCT FROM $3
     ORDER BY l.created_at, l.id`,
    [runId, trajectoryId, stepIndex],
  );
}
