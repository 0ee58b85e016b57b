import "server-only";
import { answerSchemeOfRun, type AnswerScheme } from "@/lib/metrics/answer";
import { DomainError } from "@/lib/http/errors";
import { tracksChoice } from "@/lib/rewards";
import type { TRunReward } from "@/lib/what-if/default-spec";
import type { TDatabase } from "@/lib/db/connection";
import { numericEntries } from "@/lib/browse/server/trajectory-row";

// A run as the what-if reads it: its id, its answer normalization and its reward configuration
// (config.reward {preset, weights}, config.normalization), with the reward components it logged.

export type TWhatIfRun = {
  id: number;
  name: string;
  normalization: AnswerScheme;
  reward: TRunReward;
  /** Its trajectories' step counts wait for `trajscope migrate` (some are null until then). */
  stepCountsPending: boolean;
};

type TConfig = { reward?: Record<string, unknown> | null; normalization?: unknown } | null;

/** config.reward's text settings (variant: "released-code", …) and Search-P1's tracks list, as choices. */
export function rewardChoices(reward: Record<string, unknown> | null | undefined): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const [name, value] of Object.entries(reward ?? {})) {
    if (name !== "preset" && typeof value === "string") choices[name] = value;
  }
  if (reward?.tracks !== undefined) choices.tracks = tracksChoice(reward.tracks);
  return choices;
}

/** Component names from the run's first and last thousand trajectories (a run logs the same throughout). */
export async function listRewardComponents(db: Pick<TDatabase, "sql">, runId: number): Promise<string[]> {
  const rows = await db.sql.query<{ key: string }>(
    `SELECT DISTINCT k AS key FROM (
       (SELECT reward_components FROM trajectories WHERE run_id = $1::int ORDER BY id LIMIT 1000)
       UNION ALL (SELECT reward_components FROM trajectories WHERE run_id = $1::int ORDER BY id DESC LIMIT 1000)) x,
     jsonb_each(CASE WHEN jsonb_typeof(x.reward_components) = 'object' THEN x.reward_components END) AS e(k, v)
     WHERE jsonb_typeof(v) = 'number' ORDER BY 1 LIMIT 50`,
    [runId],
  );
  return rows.map((r) => r.key);
}

export async function getWhatIfRun(db: TDatabase, name: string): Promise<TWhatIfRun | null> {
  const run = await db.prisma.run.findUnique({
    where: { name },
    select: { id: true, name: true, config: true, stepCountsPending: true },
  });
  if (!run) return null;
  const reward = (run.config as TConfig)?.reward;
  return {
    id: run.id,
    name: run.name,
    normalization: answerSchemeOfRun(run.config),
    reward: {
      preset: typeof reward?.preset === "string" ? reward.preset : null,
      weights: numericEntries(reward?.weights),
      choices: rewardChoices(reward),
      components: await listRewardComponents(db, run.id),
    },
    stepCountsPending: run.stepCountsPending,
  };
}

export async function getWhatIfRunOrThrow(db: TDatabase, name: string): Promise<TWhatIfRun> {
  const run = await getWhatIfRun(db, name);
  if (!run) throw new DomainError("run_not_found", `There is no run named "${name}".`);
  return run;
}
