-- CreateTable
CREATE TABLE "step_stats" (
    "run_id" INTEGER NOT NULL,
    "training_step" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "dataset" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "mean" DOUBLE PRECISION,
    "min" DOUBLE PRECISION,
    "max" DOUBLE PRECISION,
    "p50" DOUBLE PRECISION,
    "p90" DOUBLE PRECISION,

    CONSTRAINT "step_stats_pkey" PRIMARY KEY ("run_id","name","dataset","training_step")
);

-- AddForeignKey
ALTER TABLE "step_stats" ADD CONSTRAINT "step_stats_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

