import { z } from "zod";
import { ANSWER_SCHEME_NAMES } from "@/lib/metrics/answer/schemes";

// trajscope's canonical format: one JSON object per line, each with a `type`. Every adapter turns
// what a training stack writes into these records; `trajscope export` writes them back out.
// Wire schemas are strict: an unknown field is a typo until proven otherwise (extras go in `meta`).
// Changing a schema in a way that old files would fail is a new FORMAT_VERSION.

export const FORMAT_NAME = "trajscope";
export const FORMAT_VERSION = 1;

const ZText = z.string();

// Free-form JSON (meta, config) is stored as jsonb: bound its depth so that PostgreSQL and the
// recursive JSON functions of JavaScript never meet a pathological document.
export const MAX_JSON_DEPTH = 64;

function jsonDepth(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== "object") continue;
    if (depth + 1 > max) max = depth + 1;
    if (max > MAX_JSON_DEPTH) return max;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return max;
}

const ZFreeJson = z
  .record(z.string(), z.unknown())
  .refine((value) => jsonDepth(value) <= MAX_JSON_DEPTH, `nested more than ${MAX_JSON_DEPTH} levels deep`);
const ZFiniteNumber = z.number().finite();

export const ZLabelValue = z.union([z.boolean(), ZFiniteNumber, ZText]);

export const ZLabel = z
  .strictObject({
    /** Who said it: `judge:<model>`, `prm:<model>`, `human:<name>`, `env` for the environment. */
    source: ZText.min(1),
    /** over_search, under_search, step_quality, answer_correct, plan_coverage, or any name. */
    name: ZText.min(1),
    value: ZLabelValue,
    rationale: ZText.nullish(),
    created_at: z.iso.datetime({ offset: true }).nullish(),
  })
  .describe("A judgement about a trajectory or one of its steps.");

export const ZDocument = z.strictObject({
  id: ZText.nullish(),
  title: ZText.nullish(),
  text: ZText,
  score: ZFiniteNumber.nullish(),
});

export const STEP_KINDS = ["plan", "reasoning", "search", "answer", "invalid"] as const;
export const ZStepKind = z.enum(STEP_KINDS);

export const ZStep = z.strictObject({
  /** Position in the trajectory, from 0; defaults to the step's place in `steps`. */
  index: z.number().int().nonnegative().nullish(),
  kind: ZStepKind,
  reasoning: ZText.nullish(),
  query: ZText.nullish(),
  documents: z.array(ZDocument).nullish(),
  conclusion: ZText.nullish(),
  answer: ZText.nullish(),
  reward: ZFiniteNumber.nullish(),
  labels: z.array(ZLabel).nullish(),
  /** [start, end) character offsets of the step in the trajectory's `response`. */
  span: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]).nullish(),
});

export const ZAnswerScheme = z.enum(ANSWER_SCHEME_NAMES);

export const ZRunConfig = z
  .object({
    reward: z
      .object({ preset: ZText.nullish(), weights: z.record(ZText, ZFiniteNumber).nullish() })
      .passthrough()
      .nullish(),
    /** How answers are normalized for EM/F1/acc (lib/metrics/answer). */
    normalization: ZAnswerScheme.nullish(),
    top_k: z.number().int().positive().nullish(),
    max_turns: z.number().int().positive().nullish(),
  })
  .passthrough()
  .refine((value) => jsonDepth(value) <= MAX_JSON_DEPTH, `nested more than ${MAX_JSON_DEPTH} levels deep`);

export const ZMetaRecord = z.strictObject({
  type: z.literal("meta"),
  format: z.literal(FORMAT_NAME),
  version: z.literal(FORMAT_VERSION),
});

export const ZRunRecord = z.strictObject({
  type: z.literal("run"),
  run: ZText.min(1),
  method: ZText.nullish(),
  model: ZText.nullish(),
  algorithm: ZText.nullish(),
  config: ZRunConfig.nullish(),
  tags: z.array(ZText).nullish(),
  notes: ZText.nullish(),
});

export const ZTrajectoryRecord = z.strictObject({
  type: z.literal("trajectory"),
  /** Stable identity within the run; when absent, a hash of the record's content. */
  id: ZText.min(1).nullish(),
  /** The run it belongs to; the command line's --run wins when both are given. */
  run: ZText.nullish(),
  /** Training step (global step) at which it was generated; null for evaluation. */
  step: z.number().int().nonnegative().nullish(),
  split: ZText.nullish(),
  /** Prompt group for GRPO: trajectories of one question sampled together. */
  group: ZText.nullish(),
  sample: z.number().int().nonnegative().nullish(),
  dataset: ZText.nullish(),
  question: ZText,
  golden_answers: z.array(ZText).default([]),
  /** The raw response text; parsed into steps when `steps` is absent. */
  response: ZText.nullish(),
  final_answer: ZText.nullish(),
  stop_reason: ZText.nullish(),
  /** Logged outcome metrics; computed from final_answer and golden_answers when absent. */
  metrics: z
    .strictObject({ em: ZFiniteNumber.nullish(), f1: ZFiniteNumber.nullish(), acc: ZFiniteNumber.nullish() })
    .nullish(),
  reward: z
    .strictObject({ total: ZFiniteNumber.nullish(), components: z.record(ZText, ZFiniteNumber).nullish() })
    .nullish(),
  format_valid: z.boolean().nullish(),
  turns: z.number().int().nonnegative().nullish(),
  steps: z.array(ZStep).nullish(),
  labels: z.array(ZLabel).nullish(),
  /** Search-P1: the offline reference planner's steps. */
  reference_plan: z.array(ZText).nullish(),
  meta: ZFreeJson.nullish(),
});

/** Labels for a trajectory ingested before (e.g. a judge's file that arrives after the rollouts). */
export const ZLabelsRecord = z.strictObject({
  type: z.literal("labels"),
  trajectory: ZText.min(1),
  run: ZText.nullish(),
  labels: z.array(ZLabel.extend({ step: z.number().int().nonnegative().nullish() })),
});

export const ZMetricsRecord = z.strictObject({
  type: z.literal("metrics"),
  run: ZText.nullish(),
  step: z.number().int().nonnegative(),
  /** Logged scalars such as `critic/score/mean`; null (NaN in the log) is skipped. */
  values: z.record(ZText, ZFiniteNumber.nullable()),
});

export const ZCanonicalRecord = z.discriminatedUnion("type", [
  ZMetaRecord,
  ZRunRecord,
  ZTrajectoryRecord,
  ZLabelsRecord,
  ZMetricsRecord,
]);

export type TLabel = z.infer<typeof ZLabel>;
export type TDocumentRecord = z.infer<typeof ZDocument>;
export type TStepRecord = z.infer<typeof ZStep>;
export type TRunRecord = z.infer<typeof ZRunRecord>;
export type TTrajectoryRecord = z.infer<typeof ZTrajectoryRecord>;
export type TLabelsRecord = z.infer<typeof ZLabelsRecord>;
export type TMetricsRecord = z.infer<typeof ZMetricsRecord>;
export type TCanonicalRecord = z.infer<typeof ZCanonicalRecord>;
/** What adapters produce: records before validation (so defaults may be omitted). */
export type TCanonicalInput = z.input<typeof ZCanonicalRecord>;
