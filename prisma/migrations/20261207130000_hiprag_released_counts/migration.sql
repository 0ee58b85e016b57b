-- The reward features gain bits 10–11 (lib/rewards/stored-features.ts): whether HiPRAG's released
-- code counts a trajectory's steps as the stored step counts do (no response, or its <step> blocks
-- are the trajectory's search and reasoning steps, kind for kind), or finds no <step> block in its
-- response. The what-if then computes that variant in SQL. Features stored before lack them, so
-- `trajscope migrate` computes every run's again (lib/what-if/server/backfill-reward-features.ts);
-- until then the variant runs in TypeScript.
UPDATE "runs" SET "reward_features_pending" = true WHERE EXISTS (SELECT 1 FROM "trajectories" t WHERE t."run_id" = "runs"."id");

-- CreateIndex: the trajectories whose released-code reward a what-if batch computes in TypeScript.
CREATE INDEX "trajectories_hiprag_own_counts_idx" ON "trajectories"("run_id", "id") WHERE ("reward_features" IS NULL OR ("reward_features" & 3072) < 2048);
