import "server-only";
import { readLabelValue, type TLabelValueType } from "@/lib/labels/value";
import type { TProcessDocument, TProcessLabel } from "@/lib/metrics/process";
import type { TRewardInput, TRewardStep } from "@/lib/rewards";
import type { TStepKind } from "@/lib/trajectory/types";
import type { TSql } from "@/lib/db/connection";
import { stepDocumentsSql } from "@/lib/db/step-documents";
import { holdsLastSql } from "@/lib/annotate/holding-label-sql";
import { numericEntries } from "@/lib/browse/server/trajectory-row";

// Trajectories as lib/rewards' presets read them (TRewardInput), for what SQL cannot compute:
// one trajectory's recomputed reward on its page, and in a what-if the presets that read the raw
// response (Search-R1, HiPRAG), Search-P1's plan coverage and repeated queries. Documents and the
// response are large: loaded only when asked. Labels come in holding order (a person's after a
// model's, each as made), so currentLabel's "last one" is the label that holds, as on the page.

type TQuery = Pick<TSql, "query">;
export type TLoadedInput = TRewardInput & { id: string; group: string | null };

type TTrajectoryRecord = {
  id: string;
  group_id: string | null;
  golden_answers: string[] | null;
  final_answer: string | null;
  em: number | null;
  f1: number | null;
  acc: number | null;
  reward: number | null;
  reward_components: unknown;
  turn_count: number | null;
  is_format_valid: boolean | null;
  reference_plan: string[] | null;
  response: string | null;
};
type TStepRecord = Omit<TRewardStep, "labels" | "documents"> & {
  trajectory_id: string;
  index: number;
  documents: unknown;
};
type TLabelRecord = { trajectory_id: string; step_index: number | null; source: string; name: string } & {
  value_type: TLabelValueType;
  value: string;
};

/** Untrusted JSON: an array of objects with a text; anything else reads as no documents. */
function documentsOf(value: unknown): TProcessDocument[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((d: unknown) => {
    if (!d || typeof d !== "object") return [];
    const { title, text } = d as { title?: unknown; text?: unknown };
    return [{ title: typeof title === "string" ? title : null, text: typeof text === "string" ? text : "" }];
  });
}

export async function loadRewardInputs(
  sql: TQuery,
  input: {
    runId: number;
    ids: readonly string[];
    documents?: boolean;
    response?: boolean;
    /** Only the labels of these names (none when empty); all when absent. */
    labels?: readonly string[] | null;
  },
): Promise<Map<string, TLoadedInput>> {
  if (input.ids.length === 0) return new Map();
  const values = [input.runId, [...input.ids]];
  const where = "run_id = $1::int AND trajectory_id = ANY($2::bigint[])";
  const labelNames = input.labels ?? null;
  const [trajectories, steps, labels] = [
    await sql.query<TTrajectoryRecord>(
      `SELECT id::text, group_id, golden_answers, final_answer, em, f1, acc, reward, reward_components, turn_count,
         is_format_valid, reference_plan, ${input.response ? "response" : "NULL::text AS response"}
       FROM trajectories WHERE run_id = $1::int AND id = ANY($2::bigint[]) ORDER BY trajectories.id`,
      values,
    ),
    await sql.query<TStepRecord>(
      `SELECT trajectory_id::text, index, kind::text AS kind, reasoning, query, conclusion, answer,
         ${input.documents ? stepDocumentsSql("steps") : "NULL::jsonb"} AS documents
       FROM steps WHERE ${where} ORDER BY trajectory_id, index`,
      values,
    ),
    labelNames?.length === 0
      ? []
      : await sql.query<TLabelRecord>(
          `SELECT trajectory_id::text, step_index, source, name, value_type::text AS value_type, value
           FROM labels WHERE ${where} ${labelNames ? "AND name = ANY($3::text[])" : ""}
           ORDER BY labels.trajectory_id, ${holdsLastSql("labels")}`,
          labelNames ? [...values, [...labelNames]] : values,
        ),
  ];
  const labelsAt = new Map<string, TProcessLabel[]>();
  for (const l of labels) {
    const key = `${l.trajectory_id}:${l.step_index ?? ""}`;
    const list = labelsAt.get(key) ?? labelsAt.set(key, []).get(key)!;
    list.push({ source: l.source, name: l.name, value: readLabelValue({ valueType: l.value_type, value: l.value }) });
  }
  const stepsOf = new Map<string, TRewardStep[]>();
  for (const s of steps) {
    const list = stepsOf.get(s.trajectory_id) ?? stepsOf.set(s.trajectory_id, []).get(s.trajectory_id)!;
    list.push({
      kind: s.kind as TStepKind,
      reasoning: s.reasoning,
      query: s.query,
      conclusion: s.conclusion,
      answer: s.answer,
      documents: documentsOf(s.documents),
      labels: labelsAt.get(`${s.trajectory_id}:${s.index}`) ?? [],
    });
  }
  return new Map(
    trajectories.map((t) => [
      t.id,
      {
        id: t.id,
        group: t.group_id,
        steps: stepsOf.get(t.id) ?? [],
        labels: labelsAt.get(`${t.id}:`) ?? [],
        em: t.em,
        f1: t.f1,
        acc: t.acc,
        isFormatValid: t.is_format_valid,
        finalAnswer: t.final_answer,
        response: t.response,
        goldenAnswers: t.golden_answers ?? [],
        turns: t.turn_count,
        referencePlan: t.reference_plan ?? [],
        components: numericEntries(t.reward_components),
        reward: t.reward,
      },
    ]),
  );
}
