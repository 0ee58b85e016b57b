-- CreateIndex: one question of one run. Serves the question-through-training view (run_id, question,
-- then its steps: lib/questions/server/question-timeline.ts), a derived GRPO group (same question at
-- one step: lib/groups/server/group-view.ts) and the no-signal filter's derived probe
-- (lib/groups/server/group-sql.ts). Without it PostgreSQL answers `question = $1` from the trigram
-- index, whose common trigrams ("Question …", "which …") match most rows: seconds on a 1M-row run.
CREATE INDEX "trajectories_run_id_question_training_step_idx" ON "trajectories"("run_id", "question", "training_step");
