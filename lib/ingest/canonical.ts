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
  /**
   * The advantage the trainer logged for this sample (TRL's GRPO completion logs): kept beside the
   * reward so the group view can set it against the advantage recomputed from the rewards.
   */
  advantage: ZFiniteNumber.nullish(),
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

// PRO-Step-style value trees and step-level preference pairs (pro-step paper §3.2, Appendix C).
// A tree is the value tree search of one question: each node is one model step; its statistics are
// what the search kept (N visits, W cumulative backed-up value, so Q̄ = W/N for UCB) plus the PRM's
// verdict r̂ ∈ {0, 1} (Eq. 2) and, on terminal nodes, the depth-discounted F1 Q(s_T) = F1·γ^d.

/** The step a node adds to its parent's prefix, typed like a trajectory step (no span: no response). */
export const ZTreeStep = z.strictObject({
  kind: ZStepKind,
  reasoning: ZText.nullish(),
  query: ZText.nullish(),
  documents: z.array(ZDocument).nullish(),
  answer: ZText.nullish(),
});

export const ZTreeNodeRecord = z
  .strictObject({
    type: z.literal("tree_node"),
    run: ZText.nullish(),
    /** The tree: one per question (PRO-Step's question_id). */
    tree: ZText.min(1),
    /** Unique within its tree. */
    id: ZText.min(1),
    /** The parent node's id; null at the root (the question alone, no step). */
    parent: ZText.min(1).nullable(),
    depth: z.number().int().nonnegative(),
    /** The question and gold answers, given on the root (other nodes may repeat them). */
    question: ZText.nullish(),
    golden_answers: z.array(ZText).nullish(),
    /** Null at the root. */
    step: ZTreeStep.nullish(),
    /** r̂(s): the PRM's binary verdict (Eq. 2), null when not scored. */
    prm_score: z.union([z.literal(0), z.literal(1)]).nullish(),
    prm_rationale: ZText.nullish(),
    /** N(s): visit count. */
    visits: z.number().int().nonnegative(),
    /** W(s): cumulative backed-up value (Appendix C back-propagation), Q̄ = W/N. */
    total_value: ZFiniteNumber,
    is_terminal: z.boolean(),
    /** Q(s_T) = F1(s_T, y*)·γ^d on a terminal node (Appendix C "Terminal reward"). */
    terminal_reward: ZFiniteNumber.nullish(),
    /**
     * The backed-up outcome value used to rank siblings (the pipeline's f1_reward): a terminal's
     * F1·γ^d, else the visit-weighted mean of its children's. Computed from the tree when absent.
     */
    backed_up: ZFiniteNumber.nullish(),
    labels: z.array(ZLabel).nullish(),
    meta: ZFreeJson.nullish(),
  })
  .describe("One node of a value tree search (PRO-Step §3.2): a step with its search statistics.");

export const PAIR_ACTIONS = ["search", "answer", "reason", "other"] as const;
export const ZPairAction = z.enum(PAIR_ACTIONS);

export const ZChatMessage = z.strictObject({ role: ZText.min(1), content: ZText });

export const ZPairSide = z.strictObject({
  /** The node of the tree it came from, when known. */
  node: ZText.min(1).nullish(),
  /** The step as the model wrote it (think/search/answer tags, documents). */
  text: ZText,
  action: ZPairAction,
  /** Backed-up F1·γ^d of the step (the pipeline's chosen_f1 / rejected_f1). */
  f1: ZFiniteNumber,
  /** V(s) = Q̄(s) + α·r̂(s) (Eq. 4), as the pipeline ranked it (chosen_combined / rejected_combined). */
  value: ZFiniteNumber,
  /** r̂(s), null when the PRM did not score it. */
  prm: z.union([z.literal(0), z.literal(1)]).nullish(),
});

export const ZPreferencePairRecord = z
  .strictObject({
    type: z.literal("preference_pair"),
    run: ZText.nullish(),
    /** Stable identity within the run; when absent, a hash of the record's content. */
    id: ZText.min(1).nullish(),
    tree: ZText.min(1),
    /** Depth of the two sibling steps (the pipeline's step_level). */
    depth: z.number().int().nonnegative(),
    /** The shared parent node, when known. */
    parent: ZText.min(1).nullish(),
    /** The shared prefix as chat messages: system, the question, the assistant's steps so far. */
    prompt: z.array(ZChatMessage),
    chosen: ZPairSide,
    rejected: ZPairSide,
    meta: ZFreeJson.nullish(),
  })
  .describe("A step-level preference pair: two sibling steps of one tree, chosen over rejected (Eq. 4).");

export type TTreeStep = z.infer<typeof ZTreeStep>;
export type TTreeNodeRecord = z.infer<typeof ZTreeNodeRecord>;
export type TPairSide = z.infer<typeof ZPairSide>;
export type TPairAction = z.infer<typeof ZPairAction>;
export type TPreferencePairRecord = z.infer<typeof ZPreferencePairRecord>;

export const ZCanonicalRecord = z.discriminatedUnion("type", [
  ZMetaRecord,
  ZRunRecord,
  ZTrajectoryRecord,
  ZLabelsRecord,
  ZMetricsRecord,
  ZTreeNodeRecord,
  ZPreferencePairRecord,
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
