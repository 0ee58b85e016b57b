import "server-only";
import { specLabel, specReward } from "@/lib/what-if/compute";
import type { TSpecOrigin } from "@/lib/what-if/default-spec";
import type { TTrajectoryReward } from "@/lib/what-if/queries";
import type { TWhatIfSpec } from "@/lib/what-if/spec";
import type { TDatabase } from "@/lib/db/connection";
import { loadRewardInputs } from "./reward-inputs";
import type { TWhatIfRun } from "./what-if-run";

/**
 * One trajectory's reward recomputed from its stored metrics, steps (documents included) and
 * labels, beside the logged one: the trajectory page's breakdown. The what-if computes the same
 * total for it in SQL (lib/db/what-if.integration.test.ts holds the two equal).
 */
export async function getTrajectoryReward(
  db: TDatabase,
  input: { run: TWhatIfRun; trajectoryId: string; spec: TWhatIfSpec; origin: TSpecOrigin },
): Promise<TTrajectoryReward | null> {
  const inputs = await loadRewardInputs(db.sql, {
    runId: input.run.id,
    ids: [input.trajectoryId],
    documents: true,
  });
  const trajectory = inputs.get(input.trajectoryId);
  if (!trajectory) return null;
  return {
    spec: input.spec,
    origin: input.origin,
    label: specLabel(input.spec),
    logged: { total: trajectory.reward ?? null, components: { ...trajectory.components } },
    recomputed: specReward(input.spec)(trajectory, { scheme: input.run.normalization }),
  };
}
