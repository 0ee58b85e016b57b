-- CreateEnum
CREATE TYPE "role" AS ENUM ('viewer', 'annotator', 'admin');

-- DropIndex
DROP INDEX "labels_run_id_corrects_id_idx";

-- AlterTable
ALTER TABLE "labels" ADD COLUMN     "author_id" INTEGER;

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "display_name" TEXT,
    "role" "role" NOT NULL DEFAULT 'viewer',
    "password_hash" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "token_hash" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("token_hash")
);

-- CreateTable
CREATE TABLE "annotation_queues" (
    "run_id" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "filter" JSONB NOT NULL,
    "strategy" TEXT NOT NULL,
    "sample_size" INTEGER NOT NULL,
    "annotators_per_item" INTEGER NOT NULL DEFAULT 1,
    "label_names" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "annotation_queues_pkey" PRIMARY KEY ("run_id","id")
);

-- CreateTable
CREATE TABLE "queue_items" (
    "run_id" INTEGER NOT NULL,
    "queue_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "trajectory_id" BIGINT NOT NULL,

    CONSTRAINT "queue_items_pkey" PRIMARY KEY ("run_id","queue_id","position")
);

-- CreateTable
CREATE TABLE "queue_work" (
    "run_id" INTEGER NOT NULL,
    "queue_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "queue_work_pkey" PRIMARY KEY ("run_id","queue_id","position","user_id")
);

-- CreateTable
CREATE TABLE "snapshots" (
    "id" SERIAL NOT NULL,
    "token_hash" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "snapshots_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_name_key" ON "users"("name");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "queue_work_user_id_idx" ON "queue_work"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "snapshots_token_hash_key" ON "snapshots"("token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "labels_run_id_corrects_id_key" ON "labels"("run_id", "corrects_id");

-- AddForeignKey
ALTER TABLE "labels" ADD CONSTRAINT "labels_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotation_queues" ADD CONSTRAINT "annotation_queues_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotation_queues" ADD CONSTRAINT "annotation_queues_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "queue_items" ADD CONSTRAINT "queue_items_run_id_queue_id_fkey" FOREIGN KEY ("run_id", "queue_id") REFERENCES "annotation_queues"("run_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "queue_work" ADD CONSTRAINT "queue_work_run_id_queue_id_fkey" FOREIGN KEY ("run_id", "queue_id") REFERENCES "annotation_queues"("run_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "queue_work" ADD CONSTRAINT "queue_work_run_id_queue_id_position_fkey" FOREIGN KEY ("run_id", "queue_id", "position") REFERENCES "queue_items"("run_id", "queue_id", "position") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "queue_work" ADD CONSTRAINT "queue_work_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

