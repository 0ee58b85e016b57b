-- AlterTable: where each trajectory record was read (file name and 1-based line, or item index in a
-- JSON array), so the list can name the record by its own place when it has no id of its own.
ALTER TABLE "trajectories" ADD COLUMN "source_file" TEXT,
ADD COLUMN "source_line" INTEGER;

-- CreateIndex: the list sorts by acc with keyset pages, like em and f1.
CREATE INDEX "trajectories_run_id_acc_id_idx" ON "trajectories"("run_id", "acc", "id");

-- CreateTable
CREATE TABLE "run_stats" (
    "run_id" INTEGER NOT NULL,
    "trajectories" INTEGER NOT NULL,
    "training_steps" INTEGER NOT NULL,
    "min_step" INTEGER,
    "max_step" INTEGER,
    "em_count" INTEGER NOT NULL,
    "em_mean" DOUBLE PRECISION,
    "acc_count" INTEGER NOT NULL,
    "acc_mean" DOUBLE PRECISION,
    "reward_count" INTEGER NOT NULL,
    "reward_mean" DOUBLE PRECISION,
    "refreshed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "run_stats_pkey" PRIMARY KEY ("run_id")
);

-- AddForeignKey
ALTER TABLE "run_stats" ADD CONSTRAINT "run_stats_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: runs ingested before this migration get their figures once, from their trajectories;
-- from now on each ingest refreshes its run's row (lib/runs/server/run-stats.ts).
INSERT INTO "run_stats" ("run_id", "trajectories", "training_steps", "min_step", "max_step", "em_count", "em_mean",
    "acc_count", "acc_mean", "reward_count", "reward_mean")
SELECT "run_id", count(*)::int, count(DISTINCT "training_step")::int, min("training_step"), max("training_step"),
    count("em")::int, avg("em"), count("acc")::int, avg("acc"), count("reward")::int, avg("reward")
FROM "trajectories" GROUP BY "run_id";
