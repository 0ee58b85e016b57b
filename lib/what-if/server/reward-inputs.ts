import "server-only";
import { readLabelValue, type TLabelValueType } from "@/lib/labels/value";
import type { TProcessDocument, TProcessLabel } from "@/lib/metrics/process";
import type { TRewardField, TRewardInput, TRewardStep, TStepsRead } from "@/lib/rewards";
import type { TStepKind } from "@/lib/trajectory/types";
import type { TSql } from "@/lib/db/connection";
import { stepDocumentsSql } from "@/lib/db/step-documents";
import { holdsLastSql } from "@/lib/annotate/holding-label-sql";
import { numericEntries } from "@/lib/browse/server/trajectory-row";

// Trajectories as lib/rewards' presets read them (TRewardInput), for what SQL cannot compute:
// one trajectory's recomputed reward on its page, and in a what-if the presets that read the raw
// response (Search-R1, HiPRAG), Search-P1's plan coverage and repeated queries. Only the fields,
// steps, documents and labels asked for are loaded: documents and the response are large, and over
// a million trajectories parsing any column costs. Labels come in holding order (a person's after a
// model's, each as made), so currentLabel's "last one" is the label that holds, as on the page.

type TQuery = Pick<TSql, "query">;
export type TLoadedInput = TRewardInput & { id: string; group: string | null };

/** A column not asked for is absent. */
type TTrajectoryRecord = {
  id: string;
  group_id: string | null;
  reward: number | null;
  answered: boolean | null;
  golden_answers?: string[] | null;
  final_answer?: string | null;
  em?: number | null;
  f1?: number | null;
  acc?: number | null;
  reward_components?: unknown;
  turn_count?: number | null;
  is_format_valid?: boolean | null;
  reference_plan?: string[] | null;
  response?: string | null;
  hiprag_steps?: number | null;
  correct_steps?: number | null;
};
/** A step's text is absent when not asked for. */
type TStepRecord = Pick<TRewardStep, "kind"> &
  Partial<Pick<TRewardStep, "reasoning" | "query" | "conclusion" | "answer">> & {
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

/**
 * What each field selects of trajectories t. Text arrays come as JSON: JSON.parse reads a million of
 * them several times faster than the driver's array literal parser.
 */
const FIELD_SELECTS: Record<TRewardField, string> = {
  em: "t.em",
  f1: "t.f1",
  acc: "t.acc",
  isFormatValid: "t.is_format_valid",
  finalAnswer: "t.final_answer",
  goldenAnswers: "to_json(t.golden_answers) AS golden_answers",
  turns: "t.turn_count",
  referencePlan: "to_json(t.reference_plan) AS reference_plan",
  components: "t.reward_components",
  response: "t.response",
  hipragSteps: "t.hiprag_steps",
  correctSteps: "t.correct_steps",
};

/** Every field but the response, the one that can be large. */
export const FIELDS_BUT_RESPONSE = (Object.keys(FIELD_SELECTS) as TRewardField[]).filter((f) => f !== "response");

/** Whether trajectory t answers, as hasAnswer reads it: a final answer, or else an answer step. */
export const ANSWERED_SQL = `(CASE WHEN t.final_answer IS NOT NULL THEN TRUE ELSE EXISTS (SELECT 1 FROM steps a
  WHERE a.run_id = t.run_id AND a.trajectory_id = t.id AND a.kind = 'answer') END)`;

export async function loadRewardInputs(
  sql: TQuery,
  input: {
    runId: number;
    /** The trajectory's fields to load beside its id, group and logged reward; absent: all. */
    fields?: readonly TRewardField[] | null;
    /**
     * Whether to load the steps: always (default), never (each input then tells only whether it
     * answers), or only for the trajectories without a stored response.
     */
    steps?: TStepsRead;
    /** Whether to load the steps' text (default) or only their kinds (and labels). */
    stepText?: boolean;
    documents?: boolean;
    /** Only the labels of these names (none when empty); all when absent. */
    labels?: readonly string[] | null;
  } & ({ ids: readonly string[] } | { range: { lo: string; hi: string } }),
): Promise<Map<string, TLoadedInput>> {
  if ("ids" in input && input.ids.length === 0) return new Map();
  // By id, or a range of ids that one index range scan reads (a what-if's batch).
  const [values, of] =
    "ids" in input
      ? [[input.runId, [...input.ids]], (id: string) => `${id} = ANY($2::bigint[])`]
      : [[input.runId, input.range.lo, input.range.hi], (id: string) => `${id} > $2::bigint AND ${id} <= $3::bigint`];
  const withSteps = input.steps ?? true;
  const labelNames = input.labels ?? null;
  // A field not asked for is not selected (and reads as null): over a million trajectories,
  // parsing columns is the cost, even columns of NULLs.
  const columns = Object.entries(FIELD_SELECTS).flatMap(([field, column]) =>
    !input.fields || input.fields.includes(field as TRewardField) ? [`, ${column}`] : [],
  );
  const trajectories = await sql.query<TTrajectoryRecord>(
    `SELECT t.id::text, t.group_id, t.reward${columns.join("")},
       ${withSteps === true ? "NULL::boolean" : ANSWERED_SQL} AS answered
     FROM trajectories t WHERE t.run_id = $1::int AND ${of("t.id")} ORDER BY t.id`,
    values,
  );
  const stepsSql = (where: string) =>
    `SELECT trajectory_id::text, index, kind::text AS kind${input.stepText === false ? "" : ", reasoning, query, conclusion, answer"},
       ${input.documents ? stepDocumentsSql("steps") : "NULL::jsonb"} AS documents
     FROM steps WHERE run_id = $1::int AND ${where} ORDER BY trajectory_id, index`;
  const withoutResponse = withSteps === "without-response" ? trajectories.filter((t) => t.response == null) : [];
  const [steps, labels] = [
    withSteps === true
      ? await sql.query<TStepRecord>(stepsSql(of("trajectory_id")), values)
      : withoutResponse.length > 0
        ? await sql.query<TStepRecord>(stepsSql("trajectory_id = ANY($2::bigint[])"), [
            input.runId,
            withoutResponse.map((t) => t.id),
          ])
        : [],
    labelNames?.length === 0
      ? []
      : await sql.query<TLabelRecord>(
          `SELECT trajectory_id::text, step_index, source, name, value_type::text AS value_type, value
           FROM labels WHERE run_id = $1::int AND ${of("trajectory_id")}
             ${labelNames ? `AND name = ANY($${values.length + 1}::text[])` : ""}
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
      reasoning: s.reasoning ?? null,
      query: s.query ?? null,
      conclusion: s.conclusion ?? null,
      answer: s.answer ?? null,
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
        em: t.em ?? null,
        f1: t.f1 ?? null,
        acc: t.acc ?? null,
        isFormatValid: t.is_format_valid ?? null,
        finalAnswer: t.final_answer ?? null,
        response: t.response ?? null,
        goldenAnswers: t.golden_answers ?? [],
        turns: t.turn_count ?? null,
        referencePlan: t.reference_plan ?? [],
        components: numericEntries(t.reward_components),
        reward: t.reward,
        hipragSteps: t.hiprag_steps ?? null,
        correctSteps: t.correct_steps ?? null,
        answered: t.answered,
      },
    ]),
  );
}
