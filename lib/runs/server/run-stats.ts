import "server-only";
import type { TDatabase, TSqlDatabase } from "@/lib/db/connection";

// A run's headline figures (the runs page) in one row, so that listing runs never scans their
// trajectories. Trajectories with a training step are summed from the per-step aggregates that
// ingest has just refreshed (lib/dynamics/server/step-stats.ts: dataset "" = all datasets; every
// trajectory has a search count, so the `searches` counts are the trajectories per step); those
// without one (evaluation outputs) are read directly, through the (run_id, training_step, id)
// index. Means are exact sums over counts, so the figures equal a scan of the run.
const REFRESH_SQL = `
WITH stepped AS (
  SELECT name, sum(count)::int AS n, sum(count * mean) AS total, count(*)::int AS steps,
         min(training_step) AS min_step, max(training_step) AS max_step
  FROM step_stats
  WHERE run_id = $1::int AND dataset = '' AND name IN ('searches', 'em', 'acc', 'reward')
  GROUP BY name
),
unstepped AS (
  SELECT count(*)::int AS n, count(em)::int AS em_n, sum(em) AS em_sum, count(acc)::int AS acc_n, sum(acc) AS acc_sum,
         count(reward)::int AS reward_n, sum(reward) AS reward_sum
  FROM trajectories WHERE run_id = $1::int AND training_step IS NULL
),
figures AS (
  SELECT u.*,
    coalesce(s.n, 0) AS stepped_n, coalesce(s.steps, 0) AS steps, s.min_step, s.max_step,
    coalesce(e.n, 0) AS stepped_em_n, e.total AS stepped_em_sum,
    coalesce(a.n, 0) AS stepped_acc_n, a.total AS stepped_acc_sum,
    coalesce(r.n, 0) AS stepped_reward_n, r.total AS stepped_reward_sum
  FROM unstepped u
  LEFT JOIN stepped s ON s.name = 'searches'
  LEFT JOIN stepped e ON e.name = 'em'
  LEFT JOIN stepped a ON a.name = 'acc'
  LEFT JOIN stepped r ON r.name = 'reward'
)
INSERT INTO run_stats (run_id, trajectories, training_steps, min_step, max_step, em_count, em_mean, acc_count,
                       acc_mean, reward_count, reward_mean, refreshed_at)
SELECT $1::int, n + stepped_n, steps, min_step, max_step,
  em_n + stepped_em_n, (coalesce(em_sum, 0) + coalesce(stepped_em_sum, 0)) / nullif(em_n + stepped_em_n, 0),
  acc_n + stepped_acc_n, (coalesce(acc_sum, 0) + coalesce(stepped_acc_sum, 0)) / nullif(acc_n + stepped_acc_n, 0),
  reward_n + stepped_reward_n,
  (coalesce(reward_sum, 0) + coalesce(stepped_reward_sum, 0)) / nullif(reward_n + stepped_reward_n, 0),
  now()
FROM figures
ON CONFLICT (run_id) DO UPDATE SET
  trajectories = EXCLUDED.trajectories, training_steps = EXCLUDED.training_steps, min_step = EXCLUDED.min_step,
  max_step = EXCLUDED.max_step, em_count = EXCLUDED.em_count, em_mean = EXCLUDED.em_mean,
  acc_count = EXCLUDED.acc_count, acc_mean = EXCLUDED.acc_mean, reward_count = EXCLUDED.reward_count,
  reward_mean = EXCLUDED.reward_mean, refreshed_at = EXCLUDED.refreshed_at
RETURNING trajectories`;

/**
 * Recomputes the run's headline figures, and gives its trajectory count. Call it after the run's
 * per-step aggregates are fresh (ingest does, at its end): it reads them.
 */
export async function refreshRunStats(db: TSqlDatabase, runId: number): Promise<number> {
  const [row] = await db.sql.query<{ trajectories: number }>(REFRESH_SQL, [runId]);
  return row?.trajectories ?? 0;
}

/** The run's trajectory count from its stored figures (0 before its first ingest ends): one row. */
export async function getRunTrajectoryCount(db: TDatabase, runId: number): Promise<number> {
  const stats = await db.prisma.runStat.findUnique({ where: { runId }, select: { trajectories: true } });
  return stats?.trajectories ?? 0;
}
