import "server-only";

// The one way to read a step's retrieved documents. A step stores them as hashes into `documents`
// (each document once per run) with each retrieval's score beside its hash
// (prisma/migrations/20261202043000_documents_stored_once); these fragments give them back in the
// step's order. `s` is the alias of the steps row in the caller's query.

/** One row `r` (hash, score, o) per retrieval of step `s`, in its order. */
const stepRetrievalsSql = (s: string) =>
  `unnest(${s}.document_hashes, ${s}.document_scores) WITH ORDINALITY AS r(hash, score, o)`;

/**
 * FROM-clause items yielding one row per document of step `s`, in order: `r.o` (1-based position),
 * `r.score`, and the document `d` (`d.doc_id`, `d.title`, `d.text`). Joined on run_id, so a query
 * of one run stays on one shard under Citus.
 */
export const stepDocumentRowsSql = (s: string) =>
  `${stepRetrievalsSql(s)} JOIN documents d ON d.run_id = ${s}.run_id AND d.hash = r.hash`;

/**
 * The documents of step `s` as a jsonb array `[{id, title, text, score}]` (absent fields left out,
 * as the canonical format allows), `[]` for a search that found none, NULL when none were recorded:
 * the shape the column `steps.documents` had. Each document is a lookup by primary key, not a join:
 * the what-if's batches turn nested loops off, and the join then scanned the run's documents once
 * per step (over a million trajectories, minutes per batch).
 */
export const stepDocumentsSql = (s: string) =>
  `CASE WHEN ${s}.document_hashes IS NOT NULL THEN (
     SELECT coalesce(jsonb_agg(r.document ORDER BY r.o) FILTER (WHERE r.document IS NOT NULL), '[]'::jsonb)
     FROM (SELECT r.o, (SELECT jsonb_strip_nulls(jsonb_build_object(
         'id', d.doc_id, 'title', d.title, 'text', d.text, 'score', r.score))
       FROM documents d WHERE d.run_id = ${s}.run_id AND d.hash = r.hash) AS document
       FROM ${stepRetrievalsSql(s)}) r)
   END`;
