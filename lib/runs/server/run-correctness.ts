import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { SqlParams } from "@/lib/db/sql-params";
import { formatCorrectness, VERDICT_LABEL, type TCorrectnessChoice } from "@/lib/metrics/process";
import { correctnessParam, correctnessSql } from "@/lib/metrics/server/correctness-sql";
import type { TRunCorrectness } from "@/lib/runs/correctness";

// One scan of a run: how many trajectories are right under the chosen correctness, under EM and
// acc, and under the judge's verdict label, with the judge/EM disagreements both ways. Every
// "right" is the shared SQL of lib/metrics/server/correctness-sql.ts, so the card, the outcome
// filter and compare decide it identically.

type TRecord = {
  trajectories: number;
  chosen_right: number;
  chosen_decided: number;
  em_right: number;
  em_decided: number;
  acc_right: number;
  acc_decided: number;
  judge_right: number;
  judge_decided: number;
  judge_right_em_wrong: number;
  em_right_judge_wrong: number;
};

const EM: TCorrectnessChoice = { by: "metric", metric: "em", atLeast: 1 };
const ACC: TCorrectnessChoice = { by: "metric", metric: "acc", atLeast: 1 };
const VERDICT: TCorrectnessChoice = { by: "label", name: VERDICT_LABEL };

/** Whether the run has a trajectory's label named `name`, as correctnessSql reads them: one index probe. */
async function hasTrajectoryLabel(db: TDatabase, runId: number, name: string): Promise<boolean> {
  const [row] = await db.sql.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM labels WHERE run_id = $1::int AND name = $2::text AND step_index IS NULL) AS found`,
    [runId, name],
  );
  return row?.found === true;
}

export async function getRunCorrectness(
  db: TDatabase,
  input: { runId: number; choice: TCorrectnessChoice },
): Promise<TRunCorrectness> {
  const params = new SqlParams();
  const run = params.add(input.runId, "int");
  // A verdict whose label the run never got decides nothing: NULL for every trajectory, said
  // without looking up each trajectory's labels (on a million trajectories, 4.7 s of the 4.9).
  const sqlOf = async (choice: TCorrectnessChoice) =>
    choice.by === "label" && !(await hasTrajectoryLabel(db, input.runId, choice.name))
      ? "NULL::boolean"
      : correctnessSql(choice, params.add(correctnessParam(choice)));
  const chosen = await sqlOf(input.choice);
  const [em, acc, judge] = [await sqlOf(EM), await sqlOf(ACC), await sqlOf(VERDICT)];
  const [r] = await db.sql.query<TRecord>(
    `SELECT count(*)::int AS trajectories,
       count(*) FILTER (WHERE c)::int AS chosen_right, count(c)::int AS chosen_decided,
       count(*) FILTER (WHERE e)::int AS em_right, count(e)::int AS em_decided,
       count(*) FILTER (WHERE a)::int AS acc_right, count(a)::int AS acc_decided,
       count(*) FILTER (WHERE j)::int AS judge_right, count(j)::int AS judge_decided,
       count(*) FILTER (WHERE j AND NOT e)::int AS judge_right_em_wrong,
       count(*) FILTER (WHERE e AND NOT j)::int AS em_right_judge_wrong
     FROM (SELECT ${chosen} AS c, ${em} AS e, ${acc} AS a, ${judge} AS j FROM trajectories t WHERE t.run_id = ${run}) x`,
    params.values,
  );
  const pair = (right: number, decided: number) => ({ right, decided });
  return {
    trajectories: r?.trajectories ?? 0,
    correct: formatCorrectness(input.choice),
    chosen: pair(r?.chosen_right ?? 0, r?.chosen_decided ?? 0),
    em: pair(r?.em_right ?? 0, r?.em_decided ?? 0),
    acc: pair(r?.acc_right ?? 0, r?.acc_decided ?? 0),
    verdict:
      r && r.judge_decided > 0
        ? {
            label: VERDICT_LABEL,
            judge: pair(r.judge_right, r.judge_decided),
            judgeRightEmWrong: r.judge_right_em_wrong,
            emRightJudgeWrong: r.em_right_judge_wrong,
          }
        : null,
  };
}
