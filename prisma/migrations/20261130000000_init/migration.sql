-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "step_kind" AS ENUM ('plan', 'reasoning', 'search', 'answer', 'invalid');

-- CreateEnum
CREATE TYPE "label_value_type" AS ENUM ('boolean', 'number', 'category');

-- CreateTable
CREATE TABLE "runs" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "method" TEXT,
    "model" TEXT,
    "algorithm" TEXT,
    "config" JSONB NOT NULL DEFAULT '{}',
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "notes" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trajectories" (
    "run_id" INTEGER NOT NULL,
    "id" BIGSERIAL NOT NULL,
    "external_id" TEXT NOT NULL,
    "training_step" INTEGER,
    "split" TEXT,
    "group_id" TEXT,
    "sample_index" INTEGER,
    "dataset" TEXT,
    "question" TEXT NOT NULL,
    "golden_answers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "response" TEXT,
    "final_answer" TEXT,
    "stop_reason" TEXT,
    "em" DOUBLE PRECISION,
    "f1" DOUBLE PRECISION,
    "acc" DOUBLE PRECISION,
    "reward" DOUBLE PRECISION,
    "reward_components" JSONB,
    "step_count" INTEGER NOT NULL DEFAULT 0,
    "search_count" INTEGER NOT NULL DEFAULT 0,
    "turn_count" INTEGER,
    "is_format_valid" BOOLEAN,
    "has_over_search" BOOLEAN NOT NULL DEFAULT false,
    "has_under_search" BOOLEAN NOT NULL DEFAULT false,
    "is_flawed_but_correct" BOOLEAN NOT NULL DEFAULT false,
    "reference_plan" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "meta" JSONB,
    "content_hash" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trajectories_pkey" PRIMARY KEY ("run_id","id")
);

-- CreateTable
CREATE TABLE "steps" (
    "run_id" INTEGER NOT NULL,
    "trajectory_id" BIGINT NOT NULL,
    "index" INTEGER NOT NULL,
    "kind" "step_kind" NOT NULL,
    "reasoning" TEXT,
    "query" TEXT,
    "documents" JSONB,
    "conclusion" TEXT,
    "answer" TEXT,
    "reward" DOUBLE PRECISION,
    "span_start" INTEGER,
    "span_end" INTEGER,

    CONSTRAINT "steps_pkey" PRIMARY KEY ("run_id","trajectory_id","index")
);

-- CreateTable
CREATE TABLE "labels" (
    "run_id" INTEGER NOT NULL,
    "id" BIGSERIAL NOT NULL,
    "trajectory_id" BIGINT NOT NULL,
    "step_index" INTEGER,
    "source" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "value_type" "label_value_type" NOT NULL,
    "value" TEXT NOT NULL,
    "value_number" DOUBLE PRECISION,
    "rationale" TEXT,
    "corrects_id" BIGINT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "labels_pkey" PRIMARY KEY ("run_id","id")
);

-- CreateTable
CREATE TABLE "metric_points" (
    "run_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "training_step" INTEGER NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "metric_points_pkey" PRIMARY KEY ("run_id","name","training_step")
);

-- CreateIndex
CREATE UNIQUE INDEX "runs_name_key" ON "runs"("name");

-- CreateIndex
CREATE INDEX "trajectories_run_id_training_step_id_idx" ON "trajectories"("run_id", "training_step", "id");

-- CreateIndex
CREATE INDEX "trajectories_run_id_dataset_id_idx" ON "trajectories"("run_id", "dataset", "id");

-- CreateIndex
CREATE INDEX "trajectories_run_id_em_id_idx" ON "trajectories"("run_id", "em", "id");

-- CreateIndex
CREATE INDEX "trajectories_run_id_f1_id_idx" ON "trajectories"("run_id", "f1", "id");

-- CreateIndex
CREATE INDEX "trajectories_run_id_reward_id_idx" ON "trajectories"("run_id", "reward", "id");

-- CreateIndex
CREATE INDEX "trajectories_run_id_search_count_id_idx" ON "trajectories"("run_id", "search_count", "id");

-- CreateIndex
CREATE INDEX "trajectories_run_id_has_over_search_has_under_search_is_fla_idx" ON "trajectories"("run_id", "has_over_search", "has_under_search", "is_flawed_but_correct", "id");

-- CreateIndex
CREATE INDEX "trajectories_run_id_group_id_idx" ON "trajectories"("run_id", "group_id");

-- CreateIndex
CREATE UNIQUE INDEX "trajectories_run_id_external_id_key" ON "trajectories"("run_id", "external_id");

-- CreateIndex
CREATE INDEX "steps_run_id_kind_idx" ON "steps"("run_id", "kind");

-- CreateIndex
CREATE INDEX "labels_run_id_trajectory_id_step_index_idx" ON "labels"("run_id", "trajectory_id", "step_index");

-- CreateIndex
CREATE INDEX "labels_run_id_name_value_idx" ON "labels"("run_id", "name", "value");

-- CreateIndex
CREATE INDEX "labels_run_id_source_name_idx" ON "labels"("run_id", "source", "name");

-- CreateIndex
CREATE INDEX "labels_run_id_corrects_id_idx" ON "labels"("run_id", "corrects_id");

-- AddForeignKey
ALTER TABLE "trajectories" ADD CONSTRAINT "trajectories_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "steps" ADD CONSTRAINT "steps_run_id_trajectory_id_fkey" FOREIGN KEY ("run_id", "trajectory_id") REFERENCES "trajectories"("run_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "labels" ADD CONSTRAINT "labels_run_id_trajectory_id_fkey" FOREIGN KEY ("run_id", "trajectory_id") REFERENCES "trajectories"("run_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "labels" ADD CONSTRAINT "labels_run_id_trajectory_id_step_index_fkey" FOREIGN KEY ("run_id", "trajectory_id", "step_index") REFERENCES "steps"("run_id", "trajectory_id", "index") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "labels" ADD CONSTRAINT "labels_run_id_corrects_id_fkey" FOREIGN KEY ("run_id", "corrects_id") REFERENCES "labels"("run_id", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "metric_points" ADD CONSTRAINT "metric_points_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

