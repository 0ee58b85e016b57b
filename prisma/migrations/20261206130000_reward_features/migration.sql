-- AlterTable: what Search-R1's and HiPRAG's presets read of a trajectory's raw response, as one
-- integer (lib/rewards/stored-features.ts), written by ingest. The what-if computes those presets
-- under any weights from it in SQL instead of parsing every response. NULL: not computed; the
-- what-if then runs the preset's TypeScript for that trajectory.
ALTER TABLE "trajectories" ADD COLUMN "reward_features" INTEGER;

-- AlterTable: runs whose trajectories were stored before the column. The features are the presets'
-- TypeScript, so `trajscope migrate` fills them (lib/what-if/server/backfill-reward-features.ts).
ALTER TABLE "runs" ADD COLUMN "reward_features_pending" BOOLEAN NOT NULL DEFAULT false;
UPDATE "runs" SET "reward_features_pending" = true WHERE EXISTS (SELECT 1 FROM "trajectories" t WHERE t."run_id" = "runs"."id");

-- CreateIndex: the trajectories without features, which a what-if batch computes in TypeScript.
CREATE INDEX "trajectories_reward_features_missing_idx" ON "trajectories"("run_id", "id") WHERE "reward_features" IS NULL;
