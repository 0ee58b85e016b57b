-- CreateTable
CREATE TABLE "tree_nodes" (
    "run_id" INTEGER NOT NULL,
    "tree_id" TEXT NOT NULL,
    "node_id" TEXT NOT NULL,
    "parent_id" TEXT,
    "depth" INTEGER NOT NULL,
    "question" TEXT,
    "golden_answers" JSONB,
    "step" JSONB,
    "prm_score" DOUBLE PRECISION,
    "prm_rationale" TEXT,
    "visits" INTEGER NOT NULL,
    "total_value" DOUBLE PRECISION NOT NULL,
    "is_terminal" BOOLEAN NOT NULL,
    "terminal_reward" DOUBLE PRECISION,
    "backed_up" DOUBLE PRECISION,
    "labels" JSONB,
    "meta" JSONB,
    "content_hash" TEXT NOT NULL,

    CONSTRAINT "tree_nodes_pkey" PRIMARY KEY ("run_id","tree_id","node_id")
);

-- CreateTable
CREATE TABLE "preference_pairs" (
    "run_id" INTEGER NOT NULL,
    "id" TEXT NOT NULL,
    "tree_id" TEXT NOT NULL,
    "depth" INTEGER NOT NULL,
    "parent_node" TEXT,
    "prompt" JSONB NOT NULL,
    "chosen" JSONB NOT NULL,
    "rejected" JSONB NOT NULL,
    "chosen_action" TEXT NOT NULL,
    "rejected_action" TEXT NOT NULL,
    "chosen_f1" DOUBLE PRECISION NOT NULL,
    "rejected_f1" DOUBLE PRECISION NOT NULL,
    "chosen_value" DOUBLE PRECISION NOT NULL,
    "rejected_value" DOUBLE PRECISION NOT NULL,
    "chosen_prm" DOUBLE PRECISION,
    "rejected_prm" DOUBLE PRECISION,
    "meta" JSONB,
    "content_hash" TEXT NOT NULL,
    "seq" BIGSERIAL NOT NULL,

    CONSTRAINT "preference_pairs_pkey" PRIMARY KEY ("run_id","id")
);

-- CreateIndex
CREATE INDEX "preference_pairs_run_id_tree_id_idx" ON "preference_pairs"("run_id", "tree_id");

-- AddForeignKey
ALTER TABLE "tree_nodes" ADD CONSTRAINT "tree_nodes_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "preference_pairs" ADD CONSTRAINT "preference_pairs_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
