-- CreateTable: each question of a run through training, summarized (lib/questions/server/question-stats.ts):
-- what the questions page lists and counts. Aggregating the run's trajectories per (question, step) on
-- every request took seconds at 1M trajectories; ingest refreshes the rows of the questions it touched.
-- Keyed by md5 of the text: a question can be longer than a btree entry may be. status is NULL for a
-- question none of whose training rollouts was judged (no EM).
CREATE TABLE "question_stats" (
    "run_id" INTEGER NOT NULL,
    "question_md5" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "status" TEXT,
    "dataset" TEXT,
    "anchor_id" BIGINT NOT NULL,
    "sampled_steps" INTEGER NOT NULL,
    "first_step" INTEGER NOT NULL,
    "last_step" INTEGER NOT NULL,
    "last_accuracy" DOUBLE PRECISION,

    CONSTRAINT "question_stats_pkey" PRIMARY KEY ("run_id","question_md5")
);

-- CreateIndex: the counts by status and the list of one status read only the run's rows of that status.
CREATE INDEX "question_stats_run_id_status_idx" ON "question_stats"("run_id", "status");

-- AddForeignKey
ALTER TABLE "question_stats" ADD CONSTRAINT "question_stats_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable: runs whose trajectories were stored before the table existed. The status is decided in
-- TypeScript (lib/questions/status.ts), so `trajscope migrate` and `trajscope start` fill them
-- (lib/questions/server/question-stats.ts, backfillPendingQuestionStats).
ALTER TABLE "runs" ADD COLUMN "question_stats_pending" BOOLEAN NOT NULL DEFAULT false;
UPDATE "runs" SET "question_stats_pending" = true WHERE EXISTS (SELECT 1 FROM "trajectories" t WHERE t."run_id" = "runs"."id");
