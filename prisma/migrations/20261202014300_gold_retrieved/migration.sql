-- AlterTable: whether a gold answer was in a retrieved document (lib/failures/gold-in-documents.ts),
-- NULL when that does not apply (no gold answer, no retrieved documents). Search vs reading
-- failure combines it with the correctness chosen at query time, so a label change needs no rewrite.
ALTER TABLE "trajectories" ADD COLUMN "gold_retrieved" BOOLEAN;

-- AlterTable: runs whose trajectories were stored before the column existed. The check needs the
-- answer normalization (TypeScript), so `trajscope migrate` fills them (lib/failures/server/backfill-gold.ts).
ALTER TABLE "runs" ADD COLUMN "gold_retrieved_pending" BOOLEAN NOT NULL DEFAULT false;
UPDATE "runs" SET "gold_retrieved_pending" = true WHERE EXISTS (SELECT 1 FROM "trajectories" t WHERE t."run_id" = "runs"."id");

-- CreateIndex: the gold filter reads one range of it, like the other list filters.
CREATE INDEX "trajectories_run_id_gold_retrieved_id_idx" ON "trajectories"("run_id", "gold_retrieved", "id");
