-- The step count columns now read, of each step, the label that holds — a person's over a model's
-- (lib/annotate/current.ts) — as the trajectory page, the flags and the dynamics rates do, where they
-- read the newest label of any source before. They differ only where a person labelled a step a
-- model labelled later, so only runs with people's labels are recounted, by `trajscope migrate`
-- (lib/annotate/server/backfill-step-counts.ts).
UPDATE "runs" SET "step_counts_pending" = true
WHERE EXISTS (SELECT 1 FROM "labels" l WHERE l."run_id" = "runs"."id" AND l."source" LIKE 'human:%');
