import "server-only";
import type { TStepKind } from "@/lib/trajectory/types";
import {
  TRUNCATABLE_STEP_FIELDS,
  type TDocumentView,
  type TLabelView,
  type TRawResponse,
  type TStepView,
  type TTrajectoryDetail,
} from "@/lib/browse/types";
import type { TDatabase } from "@/lib/db/connection";
import { stepDocumentRowsSql } from "@/lib/db/step-documents";
import { listEarlierVersionLabels } from "@/lib/annotate/server/label-history";
import { readTrajectoryRow } from "./trajectory-row";

// One trajectory for its page. What can be megabytes is cut in SQL — step texts, documents (to
// their opening lines) — and marked, so the page ships kilobytes; the step endpoint and the raw
// response endpoint send the full text when the reader expands it.
const TEXT_LIMIT = 4000;
// A collapsed document shows its title and first line: this much text covers it.
const DOCUMENT_LIMIT = 240;
const NO_LIMIT = 2_147_483_647;

type TStepRecord = {
  index: number;
  kind: TStepKind;
  reward: number | null;
  span_start: number | null;
  span_end: number | null;
  documents: TDocumentView[] | null;
} & Record<(typeof TRUNCATABLE_STEP_FIELDS)[number], string | null> &
  Record<`${(typeof TRUNCATABLE_STEP_FIELDS)[number]}_length`, number | null>;

function stepsSql(where: string, textLimit: number, documentLimit: number): string {
  const fields = TRUNCATABLE_STEP_FIELDS.map(
    (f) => `left(s.${f}, ${textLimit}) AS ${f}, length(s.${f}) AS ${f}_length`,
  );
  return `SELECT s.index, s.kind::text AS kind, s.reward, s.span_start, s.span_end, ${fields.join(", ")},
    CASE WHEN s.document_hashes IS NOT NULL THEN (
      SELECT coalesce(jsonb_agg(jsonb_build_object(
        'id', d.doc_id, 'title', left(d.title, 500), 'text', left(d.text, ${documentLimit}),
        'textLength', length(d.text), 'score', r.score, 'hasGold', false) ORDER BY r.o), '[]'::jsonb)
      FROM ${stepDocumentRowsSql("s")})
    END AS documents
    FROM steps s WHERE s.run_id = $1::int AND s.trajectory_id = $2::bigint ${where} ORDER BY s.index`;
}

const toStep = (r: TStepRecord): TStepView => ({
  index: r.index,
  kind: r.kind,
  reasoning: r.reasoning,
  query: r.query,
  conclusion: r.conclusion,
  answer: r.answer,
  reward: r.reward,
  span: r.span_start !== null && r.span_end !== null ? { start: r.span_start, end: r.span_end } : null,
  documents: r.documents,
  truncatedFields: TRUNCATABLE_STEP_FIELDS.filter((f) => (r[`${f}_length`] ?? 0) > (r[f]?.length ?? 0)),
});

type TLabelRecord = {
  id: string;
  step_index: number | null;
  source: string;
  name: string;
  value_type: TLabelView["valueType"];
  value: string;
  rationale: string | null;
  corrects_id: string | null;
  created_at: string;
};

export async function getTrajectory(
  db: TDatabase,
  input: { runId: number; trajectoryId: string },
): Promise<TTrajectoryDetail | null> {
  const values = [input.runId, input.trajectoryId];
  const trajectory = await readTrajectoryRow(db, input);
  if (!trajectory) return null;
  const steps = await db.sql.query<TStepRecord>(stepsSql("", TEXT_LIMIT, DOCUMENT_LIMIT), values);
  const labels = await db.sql.query<TLabelRecord>(
    `SELECT id::text, step_index, source, name, value_type::text, value, left(rationale, 20000) AS rationale,
       corrects_id::text, to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
     FROM labels WHERE run_id = $1::int AND trajectory_id = $2::bigint ORDER BY step_index NULLS FIRST, id`,
    values,
  );
  const setAsideLabels = await listEarlierVersionLabels(db.sql, input);
  return {
    trajectory,
    steps: steps.map(toStep),
    labels: labels.map((l) => ({
      id: l.id,
      stepIndex: l.step_index,
      source: l.source,
      name: l.name,
      valueType: l.value_type,
      value: l.value,
      rationale: l.rationale,
      correctsId: l.corrects_id,
      createdAt: l.created_at,
    })),
    setAsideLabels,
  };
}

/** One step in full: every field and every document uncut. */
export async function getTrajectoryStep(
  db: TDatabase,
  input: { runId: number; trajectoryId: string; stepIndex: number },
): Promise<TStepView | null> {
  const [step] = await db.sql.query<TStepRecord>(stepsSql("AND s.index = $3::int", NO_LIMIT, NO_LIMIT), [
    input.runId,
    input.trajectoryId,
    input.stepIndex,
  ]);
  return step ? toStep(step) : null;
}

/** The raw response with each step's span, for the "raw response" view. */
export async function getTrajectoryResponse(
  db: TDatabase,
  input: { runId: number; trajectoryId: string },
): Promise<TRawResponse | null> {
  const values = [input.runId, input.trajectoryId];
  const [row] = await db.sql.query<{ response: string | null }>(
    `SELECT response FROM trajectories WHERE run_id = $1::int AND id = $2::bigint`,
    values,
  );
  if (!row) return null;
  const spans = await db.sql.query<TRawResponse["spans"][number]>(
    `SELECT index, kind::text AS kind, span_start AS start, span_end AS "end" FROM steps
     WHERE run_id = $1::int AND trajectory_id = $2::bigint AND span_start IS NOT NULL AND span_end IS NOT NULL
     ORDER BY index`,
    values,
  );
  return { response: row.response, spans };
}
