-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateIndex
CREATE INDEX "trajectories_run_id_split_id_idx" ON "trajectories"("run_id", "split", "id");

-- CreateIndex
CREATE INDEX "trajectories_question_trgm_idx" ON "trajectories" USING GIN ("question" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "trajectories_final_answer_trgm_idx" ON "trajectories" USING GIN ("final_answer" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "steps_query_trgm_idx" ON "steps" USING GIN ("query" gin_trgm_ops);

