-- CreateTable
CREATE TABLE "orphaned_labels" (
    "run_id" INTEGER NOT NULL,
    "id" BIGINT NOT NULL,
    "trajectory_id" BIGINT NOT NULL,
    "step_index" INTEGER,
    "step_kind" TEXT,
    "step_text" TEXT,
    "source" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "value_type" "label_value_type" NOT NULL,
    "value" TEXT NOT NULL,
    "value_number" DOUBLE PRECISION,
    "rationale" TEXT,
    "corrects_id" BIGINT,
    "author_id" INTEGER,
    "version" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "orphaned_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "orphaned_labels_pkey" PRIMARY KEY ("run_id","id")
);

-- CreateIndex
CREATE INDEX "orphaned_labels_run_id_trajectory_id_idx" ON "orphaned_labels"("run_id", "trajectory_id");

-- AddForeignKey
ALTER TABLE "orphaned_labels" ADD CONSTRAINT "orphaned_labels_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orphaned_labels" ADD CONSTRAINT "orphaned_labels_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
