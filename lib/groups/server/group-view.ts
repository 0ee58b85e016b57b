import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import type { TGroupMember, TGroupView } from "@/lib/groups/types";
import { SqlParams } from "@/lib/db/sql-params";

// The group of one trajectory, its members side by side. The anchor's own values become literal
// conditions (not the correlated rule of group-sql.ts) so PostgreSQL reads the (run_id, group_id)
// or (run_id, training_step, id) index; the two say the same thing, and the integration test holds
// the members equal to the rule's.
export const MAX_GROUP_MEMBERS = 1024;

type TAnchor = {
  training_step: number | null;
  split: string | null;
  dataset: string | null;
  group_id: string | null;
  question: string;
  golden_answers: string[];
};

type TMemberRow = {
  id: string;
  sample_index: number | null;
  final_answer: string | null;
  em: number | null;
  f1: number | null;
  reward: number | null;
  reward_components: unknown;
  logged_advantage: number | null;
  search_count: number;
  stop_reason: string | null;
};

const numericComponents = (value: unknown): Record<string, number> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((e): e is [string, number] => typeof e[1] === "number" && Number.isFinite(e[1])),
      )
    : {};

const equalOrNull = (column: string, value: unknown, params: SqlParams, cast: string) =>
  value === null ? `${column} IS NULL` : `${column} = ${params.add(value, cast)}`;

export async function getGroupOf(
  db: TDatabase,
  input: { runId: number; trajectoryId: string },
): Promise<TGroupView | null> {
  const [anchor] = await db.sql.query<TAnchor>(
    `SELECT training_step, split, dataset, group_id, question, golden_answers
     FROM trajectories WHERE run_id = $1::int AND id = $2::bigint`,
    [input.runId, input.trajectoryId],
  );
  if (!anchor) return null;
  const params = new SqlParams();
  const conditions = [
    `run_id = ${params.add(input.runId, "int")}`,
    equalOrNull("training_step", anchor.training_step, params, "int"),
    equalOrNull("split", anchor.split, params, "text"),
    equalOrNull("group_id", anchor.group_id, params, "text"),
    ...(anchor.group_id === null ? [`question = ${params.add(anchor.question, "text")}`] : []),
  ];
  const rows = await db.sql.query<TMemberRow>(
    `SELECT id::text, sample_index, final_answer, em, f1, reward, reward_components, logged_advantage,
            search_count, stop_reason
     FROM trajectories WHERE ${conditions.join(" AND ")}
     ORDER BY sample_index NULLS LAST, id LIMIT ${MAX_GROUP_MEMBERS}`,
    params.values,
  );
  const members: TGroupMember[] = rows.map((r) => ({
    id: r.id,
    sampleIndex: r.sample_index,
    finalAnswer: r.final_answer,
    em: r.em,
    f1: r.f1,
    reward: r.reward,
    components: numericComponents(r.reward_components),
    loggedAdvantage: r.logged_advantage,
    searchCount: r.search_count,
    stopReason: r.stop_reason,
  }));
  return {
    anchorId: input.trajectoryId,
    trainingStep: anchor.training_step,
    split: anchor.split,
    dataset: anchor.dataset,
    question: anchor.question,
    goldenAnswers: anchor.golden_answers,
    groupId: anchor.group_id,
    isDerived: anchor.group_id === null,
    members,
  };
}
