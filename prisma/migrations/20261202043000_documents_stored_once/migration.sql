-- Retrieved documents stored once per run (issue 19). The samples of a GRPO group retrieve mostly
-- the same passages, and popular passages come back across the whole run, so keeping each step's
-- documents inline stored the same text many times. A document now lives once in "documents",
-- keyed by a hash of its id, title and text; a step keeps the ordered hashes and, beside them, the
-- scores, which belong to one retrieval and not to the content. Keyed by run so the table is
-- distributed by run like the others (ARCHITECTURE.md) and deleting a run deletes its documents.

-- CreateTable
CREATE TABLE "documents" (
    "run_id" INTEGER NOT NULL,
    "hash" UUID NOT NULL,
    "doc_id" TEXT,
    "title" TEXT,
    "text" TEXT NOT NULL,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("run_id","hash")
);

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable: NULL hashes keep meaning "no documents recorded"; an empty array, a search that found none.
ALTER TABLE "steps" ADD COLUMN "document_hashes" UUID[],
ADD COLUMN "document_scores" DOUBLE PRECISION[];

-- Move the stored documents. The hash must be the one ingest computes (lib/ingest/document-hash.ts):
-- md5 over each of id, title and text written as "<bytes>:<value>", or "-" when absent, read as a
-- uuid (16 bytes). Elements that are not objects were never shown (every reader skipped them), so
-- they are dropped; a missing text reads as empty, as the views showed it; a score that is not a
-- number reads as none, as the views showed it.
CREATE TEMPORARY TABLE "moved_documents" AS
SELECT s."run_id", s."trajectory_id", s."index", e.o, e.d ->> 'id' AS doc_id, e.d ->> 'title' AS title,
       coalesce(e.d ->> 'text', '') AS text,
       CASE WHEN jsonb_typeof(e.d -> 'score') = 'number' THEN (e.d ->> 'score')::double precision END AS score
FROM "steps" s
CROSS JOIN LATERAL jsonb_array_elements(s."documents") WITH ORDINALITY AS e(d, o)
WHERE jsonb_typeof(s."documents") = 'array' AND jsonb_typeof(e.d) = 'object';

ALTER TABLE "moved_documents" ADD COLUMN "hash" UUID;
UPDATE "moved_documents" SET "hash" = md5(
    coalesce(octet_length(doc_id)::text || ':' || doc_id, '-') ||
    coalesce(octet_length(title)::text || ':' || title, '-') ||
    octet_length(text)::text || ':' || text)::uuid;

INSERT INTO "documents" ("run_id", "hash", "doc_id", "title", "text")
SELECT DISTINCT ON ("run_id", "hash") "run_id", "hash", doc_id, title, text FROM "moved_documents";

UPDATE "steps" s SET "document_hashes" = m.hashes, "document_scores" = m.scores
FROM (SELECT "run_id", "trajectory_id", "index", array_agg("hash" ORDER BY o) AS hashes,
             array_agg(score ORDER BY o) AS scores
      FROM "moved_documents" GROUP BY "run_id", "trajectory_id", "index") m
WHERE s."run_id" = m."run_id" AND s."trajectory_id" = m."trajectory_id" AND s."index" = m."index";

-- An array whose elements were all dropped (or an empty one) still says the step retrieved.
UPDATE "steps" SET "document_hashes" = '{}', "document_scores" = '{}'
WHERE jsonb_typeof("documents") = 'array' AND "document_hashes" IS NULL;

DROP TABLE "moved_documents";

-- AlterTable
ALTER TABLE "steps" DROP COLUMN "documents";

-- Under Citus the new per-run table is distributed with the others (ARCHITECTURE.md).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
    PERFORM create_distributed_table('documents', 'run_id', colocate_with => 'trajectories');
  END IF;
END $$;
