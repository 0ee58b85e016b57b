-- CreateIndex: flawed-but-correct trajectories under a sort by reward or F1 (how much reward did
-- flawed reasoning collect?). They are correct answers, so ascending by reward or F1 every incorrect
-- trajectory comes first: through (run_id, reward, id) the first page read them all (bench-1m: 2.0 s),
-- and a trajectory's next link at the end of the list read them after it (10^7: 18 s). Partial, so
-- each holds only the flagged rows and a page is one range of one index. Prisma cannot declare a
-- partial index: lib/db/schema-drift.ts lists these two.
CREATE INDEX "trajectories_flawed_reward_idx" ON "trajectories"("run_id", "reward", "id") WHERE "is_flawed_but_correct";
CREATE INDEX "trajectories_flawed_f1_idx" ON "trajectories"("run_id", "f1", "id") WHERE "is_flawed_but_correct";
