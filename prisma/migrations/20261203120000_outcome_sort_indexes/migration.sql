-- CreateIndex: the outcome filter (correct or incorrect by the default rule, EM ≥ 1: the same
-- expression lib/metrics/server/correctness-sql.ts writes) under a sort by F1 or by reward. F1 and
-- reward follow correctness closely, so with only (run_id, f1, id) the list of incorrect answers by
-- F1 read every correct answer (F1 = 1) before its first row: seconds on a run of millions. With the
-- outcome as the second key, each page is one range of one index. Prisma cannot declare an index on
-- an expression: lib/db/schema-drift.ts lists these two.
CREATE INDEX "trajectories_run_id_em_correct_f1_id_idx" ON "trajectories"("run_id", ("em" >= 1::float8), "f1", "id");
CREATE INDEX "trajectories_run_id_em_correct_reward_id_idx" ON "trajectories"("run_id", ("em" >= 1::float8), "reward", "id");
