-- AlterTable: the behaviour detectors that fired on a trajectory (lib/behaviour/detectors.ts), one bit
-- each (BEHAVIOUR_BITS), computed at ingest. NULL until computed. One integer instead of six columns:
-- the list filters test a bit, and the overview and step_stats count every bit in the same scan.
ALTER TABLE "trajectories" ADD COLUMN "behaviour_flags" INTEGER;

-- AlterTable: runs whose trajectories were stored before the column existed. The detectors need the
-- answer normalization (TypeScript), so `trajscope migrate` fills them (lib/behaviour/server/backfill-behaviour.ts).
ALTER TABLE "runs" ADD COLUMN "behaviour_pending" BOOLEAN NOT NULL DEFAULT false;
UPDATE "runs" SET "behaviour_pending" = true WHERE EXISTS (SELECT 1 FROM "trajectories" t WHERE t."run_id" = "runs"."id");
