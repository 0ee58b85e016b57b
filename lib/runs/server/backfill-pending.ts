import "server-only";
import type { TSqlDatabase } from "@/lib/db/connection";
import { vacuumAfterRewrite } from "@/lib/db/planner-statistics";

// What `trajscope migrate`, `trajscope start` and the benchmarks fill after the migrations: the
// derived columns and tables of runs stored before they existed (each migration marks such runs,
// pending-runs.ts). One list, so a new backfill cannot be forgotten by one of them. Each is loaded
// when called: `trajscope start` keeps its start-up light.

/**
 * Runs every pending backfill in turn, then vacuums the trajectories if any rewrote them; `log`
 * gets one line per run filled, saying what was done, and one for the vacuum.
 */
export async function backfillPendingRuns(
  db: Pick<TSqlDatabase, "sql" | "driver">,
  log: (line: string) => void = () => {},
): Promise<void> {
  let rewritten = 0;
  const { backfillPendingGoldRetrieved } = await import("@/lib/failures/server/backfill-gold");
  for (const filled of await backfillPendingGoldRetrieved(db)) {
    rewritten += filled.trajectories;
    log(`Checked ${filled.trajectories} trajectories of ${filled.run} for a retrieved gold answer.`);
  }
  const { backfillPendingBehaviour } = await import("@/lib/behaviour/server/backfill-behaviour");
  for (const filled of await backfillPendingBehaviour(db)) {
    rewritten += filled.trajectories;
    log(`Ran the behaviour detectors on ${filled.trajectories} trajectories of ${filled.run}.`);
  }
  const { backfillPendingQuestionStats } = await import("@/lib/questions/server/question-stats");
  for (const filled of await backfillPendingQuestionStats(db)) {
    log(`Summarized ${filled.questions} questions of ${filled.run} in ${filled.seconds.toFixed(1)} s.`);
  }
  const { backfillPendingStepCounts } = await import("@/lib/annotate/server/backfill-step-counts");
  for (const filled of await backfillPendingStepCounts(db)) {
    rewritten += filled.trajectories;
    log(`Counted the steps of ${filled.trajectories} trajectories of ${filled.run} in ${filled.seconds.toFixed(1)} s.`);
  }
  const { backfillPendingRewardFeatures } = await import("@/lib/what-if/server/backfill-reward-features");
  for (const filled of await backfillPendingRewardFeatures(db)) {
    rewritten += filled.trajectories;
    log(
      `Read Search-R1's and HiPRAG's reward features of ${filled.trajectories} trajectories of ${filled.run} in ${filled.seconds.toFixed(1)} s.`,
    );
  }
  if (rewritten > 0) {
    const started = performance.now();
    await vacuumAfterRewrite(db, ["trajectories"]);
    log(
      `Vacuumed the trajectories after rewriting ${rewritten} rows in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
}
