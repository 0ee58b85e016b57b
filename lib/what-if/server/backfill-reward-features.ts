import "server-only";
import type { TSqlDatabase } from "@/lib/db/connection";
import { refreshPlannerStatistics } from "@/lib/db/planner-statistics";
import { REWARD_FEATURE_FIELDS, rewardFeatures } from "@/lib/rewards/stored-features";
import { fillPendingRuns, forEachTrajectoryBatch } from "@/lib/runs/server/pending-runs";
import { loadRewardInputs } from "./reward-inputs";

// reward_features for trajectories stored before ingest wrote them: the inputs the what-if would
// load for Search-R1's and HiPRAG's presets, through the same features ingest computes.
const BATCH = 2000;

/** Computes reward_features for every trajectory of the run; returns how many were read. */
export async function refreshRewardFeatures(
  db: Pick<TSqlDatabase, "sql">,
  runId: number,
  batch = BATCH,
): Promise<number> {
  return forEachTrajectoryBatch(db, runId, batch, async (ids) => {
    const inputs = await loadRewardInputs(db.sql, {
      runId,
      ids,
      fields: REWARD_FEATURE_FIELDS,
      steps: "without-response",
      documents: true,
      labels: [],
    });
    // The steps' kinds of the others: HiPRAG's released code matches its blocks to them.
    const withResponse = [...inputs.values()].filter((input) => input.response != null);
    const kinds = await loadRewardInputs(db.sql, {
      runId,
      ids: withResponse.map((input) => input.id),
      fields: [],
      stepText: false,
      documents: false,
      labels: [],
    });
    for (const input of withResponse) input.steps = kinds.get(input.id)?.steps ?? [];
    const computed = [...inputs.values()];
    await db.sql.query(
      `UPDATE trajectories t SET reward_features = v.f FROM unnest($2::bigint[], $3::int[]) AS v(id, f)
       WHERE t.run_id = $1::int AND t.id = v.id`,
      [runId, computed.map((input) => input.id), computed.map(rewardFeatures)],
    );
  });
}

/** The runs the reward_features migration marked: fill each, clear its mark, refresh the statistics. */
export async function backfillPendingRewardFeatures(
  db: Pick<TSqlDatabase, "sql" | "driver">,
): Promise<{ run: string; trajectories: number; seconds: number }[]> {
  const filled = await fillPendingRuns(db, "reward_features_pending", async (run) => {
    const started = performance.now();
    const trajectories = await refreshRewardFeatures(db, run.id);
    return { run: run.name, trajectories, seconds: (performance.now() - started) / 1000 };
  });
  if (filled.length) await refreshPlannerStatistics(db, ["trajectories"], "run columns");
  return filled;
}
