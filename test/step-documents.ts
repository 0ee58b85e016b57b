import type { TDatabase } from "../lib/db/connection";
import { documentRefs } from "../lib/ingest/document-hash";

// Test data written around ingest stores a step's documents as ingest does: each document once
// in `documents`, the step's hashes and scores beside it. Given anything (the tests feed hostile
// JSON), only objects count, as the migration of older databases reads them: id as text, a
// missing text as empty, a score only when it is a number.

type TLoose = { id?: unknown; title?: unknown; text?: unknown; score?: unknown };

const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** Stores the documents of step (trajectoryId, index), which must exist; `undefined`/`null`: none recorded. */
export async function storeStepDocuments(
  db: Pick<TDatabase, "sql">,
  step: { runId: number; trajectoryId: bigint | string; index: number },
  documents: unknown,
): Promise<void> {
  if (!Array.isArray(documents)) return;
  const objects = documents.filter((d): d is TLoose => d !== null && typeof d === "object" && !Array.isArray(d));
  const refs = documentRefs(
    objects.map((d) => ({
      id: asText(d.id),
      title: typeof d.title === "string" ? d.title : null,
      text: typeof d.text === "string" ? d.text : "",
      score: typeof d.score === "number" ? d.score : null,
    })),
  );
  await db.sql.query(
    `INSERT INTO documents (run_id, hash, doc_id, title, text)
     SELECT $1::int, * FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) ON CONFLICT DO NOTHING`,
    [
      step.runId,
      refs.documents.map((d) => d.hash),
      refs.documents.map((d) => d.id),
      refs.documents.map((d) => d.title),
      refs.documents.map((d) => d.text),
    ],
  );
  await db.sql.query(
    `UPDATE steps SET document_hashes = $4::uuid[], document_scores = $5::float8[]
     WHERE run_id = $1::int AND trajectory_id = $2::bigint AND index = $3::int`,
    [step.runId, String(step.trajectoryId), step.index, refs.hashes, refs.scores],
  );
}
