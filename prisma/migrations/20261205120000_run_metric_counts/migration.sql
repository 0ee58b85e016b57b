-- AlterTable: beside the step counts, what the run's OSR, USR and IFBC add up
-- (lib/rewards/formula/step-counts.ts): the steps whose over_search / under_search label reads as a
-- flag, and IFBC's judgement of the trajectory (true: an intermediate step is BAD; false: judged, none
-- is; null: not judged). The overview and the run metrics then sum columns instead of reading every
-- label and step of the run. Ingest writes them and every label change refreshes them; NULL in
-- over_search_labelled until computed.
ALTER TABLE "trajectories" ADD COLUMN "over_search_labelled" INTEGER,
ADD COLUMN "under_search_labelled" INTEGER,
ADD COLUMN "has_flawed_intermediate_step" BOOLEAN;

-- Runs stored before: `trajscope migrate` and `trajscope start` count them
-- (lib/annotate/server/backfill-step-counts.ts).
UPDATE "runs" SET "step_counts_pending" = true WHERE EXISTS (SELECT 1 FROM "trajectories" t WHERE t."run_id" = "runs"."id");
