-- AlterTable: the formula's step counts (lib/rewards/formula/step-counts.ts) of each trajectory, from
-- its steps and their labels as they hold now. Ingest writes them and every label change refreshes
-- them (lib/annotate/server/refresh-derived.ts), so a what-if over a million trajectories reads one
-- row each, not every step and label. NULL until computed.
ALTER TABLE "trajectories" ADD COLUMN "over_search_steps" INTEGER,
ADD COLUMN "under_search_steps" INTEGER,
ADD COLUMN "hiprag_steps" INTEGER,
ADD COLUMN "correct_steps" INTEGER,
ADD COLUMN "bad_steps" INTEGER;

-- AlterTable: runs whose trajectories were stored before the columns existed. The counts read labels
-- as lib/metrics/process does (TypeScript), so `trajscope migrate` and `trajscope start` fill them
-- (lib/annotate/server/backfill-step-counts.ts).
ALTER TABLE "runs" ADD COLUMN "step_counts_pending" BOOLEAN NOT NULL DEFAULT false;
UPDATE "runs" SET "step_counts_pending" = true WHERE EXISTS (SELECT 1 FROM "trajectories" t WHERE t."run_id" = "runs"."id");
