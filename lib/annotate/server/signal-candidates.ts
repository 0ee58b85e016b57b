import "server-only";
import {
  pickExtremeAdvantages,
  pickJudgeRuleDisagreements,
  pickReinforcedFlagged,
  type TSignalRow,
  type TVerdictRow,
} from "@/lib/annotate/signal-selection";
import type { TTrajectoryFilter } from "@/lib/browse/filter";
import { trajectoryFilterSql } from "@/lib/browse/server/trajectory-filter-sql";
import type { TDatabase } from "@/lib/db/connection";
import { SqlParams } from "@/lib/db/sql-params";
import { VERDICT_LABEL } from "@/lib/metrics/process/metric-options";
import { correctnessSql } from "@/lib/metrics/server/correctness-sql";

// Queues picked by the training signal (lib/annotate/signal-selection.ts). The database hands over
// every member of each group that holds a trajectory passing the filter — a group's advantages need
// all its rewards — and the pick happens in TypeScript.

export const SIGNAL_STRATEGIES = ["extreme-advantages", "judge-vs-reward", "flagged-reinforced"] as const;
export type TSignalStrategy = (typeof SIGNAL_STRATEGIES)[number];

// A group as lib/groups/server/group-sql.ts GROUP_KEYS_SQL has it: same split and step, and the same
// group id, or without one the same question.
const groupKeySql = (t: string) =>
  `jsonb_build_array(${t}.split, ${t}.training_step, ${t}.group_id,
    CASE WHEN ${t}.group_id IS NULL THEN ${t}.question END)::text`;

async function groupMembers<TRow extends Record<string, unknown>>(
  db: TDatabase,
  input: { runId: number; filter: TTrajectoryFilter },
  columns: (params: SqlParams) => string,
): Promise<TRow[]> {
  const params = new SqlParams();
  const run = params.add(input.runId, "int");
  const eligible = trajectoryFilterSql(input.filter, params, run).join(" AND ");
  return db.sql.query<TRow>(
    `WITH keyed AS (SELECT t.id, t.run_id, t.reward, t.em, t.behaviour_flags, ${groupKeySql("t")} AS group_key, (${eligible}) AS eligible
       FROM trajectories t WHERE t.run_id = ${run})
     SELECT t.id::text AS id, t.group_key, t.eligible, ${columns(params)}
     FROM keyed t WHERE t.group_key IN (SELECT group_key FROM keyed WHERE eligible)
     ORDER BY t.id`,
    params.values,
  );
}

/** The queue's ids, in queue order, by one of the signal strategies. */
export async function pickBySignal(
  db: TDatabase,
  input: {
    runId: number;
    filter: TTrajectoryFilter;
    strategy: TSignalStrategy;
    sampleSize: number;
    labelNames: string[];
  },
): Promise<string[]> {
  if (input.strategy === "extreme-advantages") {
    const rows = await groupMembers<{ id: string; group_key: string; eligible: boolean; reward: number | null }>(
      db,
      input,
      () => "t.reward",
    );
    const signal: TSignalRow[] = rows.map((r) => ({
      id: r.id,
      groupKey: r.group_key,
      reward: r.reward,
      eligible: r.eligible,
    }));
    return pickExtremeAdvantages(signal, input.sampleSize);
  }
  if (input.strategy === "flagged-reinforced") {
    // Flagged: some behaviour detector fired (the filter may ask for particular ones).
    const rows = await groupMembers<{
      id: string;
      group_key: string;
      eligible: boolean;
      reward: number | null;
      flagged: boolean;
    }>(db, input, () => "t.reward, coalesce(t.behaviour_flags, 0) <> 0 AS flagged");
    return pickReinforcedFlagged(
      rows.map((r) => ({
        id: r.id,
        groupKey: r.group_key,
        reward: r.reward,
        eligible: r.eligible,
        flagged: r.flagged,
      })),
      input.sampleSize,
    );
  }
  // The judge: its newest trajectory-level verdict label (the queue's first label name, else
  // answer_correct); the rule-based reward's verdict: exact match (EM = 1), Search-R1's reward.
  const rows = await groupMembers<{
    id: string;
    group_key: string;
    eligible: boolean;
    judge_right: boolean | null;
    rule_right: boolean | null;
  }>(db, input, (params) => {
    const name = params.add(input.labelNames[0] ?? VERDICT_LABEL);
    const one = params.add(1, "float8");
    return `${correctnessSql({ by: "label", name: "" }, name, { labelWhere: "v.source LIKE 'judge:%'" })} AS judge_right,
      ${correctnessSql({ by: "metric", metric: "em", atLeast: 1 }, one)} AS rule_right`;
  });
  const verdicts: TVerdictRow[] = rows.map((r) => ({
    id: r.id,
    groupKey: r.group_key,
    judgeRight: r.judge_right,
    ruleRight: r.rule_right,
    eligible: r.eligible,
  }));
  return pickJudgeRuleDisagreements(verdicts, input.sampleSize);
}
