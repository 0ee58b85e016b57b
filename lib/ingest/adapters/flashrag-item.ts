import {
  compactMeta,
  describeType,
  extras,
  finiteNumber,
  isObject,
  requireString,
  text,
  textList,
  unread,
} from "./shared/fields";
import { toDocument } from "./shared/documents";
import { readReasoningOutput } from "./flashrag-reasoning";
import type { TJsonObject, TStepInput, TTrajectoryInput } from "./shared/types";

// One FlashRAG item after a run: id, question, golden_answers[], metadata, and `output` with pred,
// retrieval_result (FlashRAG's own key; a list under `retrieval_results` is accepted too), finish_reason
// and metric_score {em, f1, acc, …}; pipelines add prompt, raw_pred and others. Reasoning pipelines
// write `retrieval_results` as a dict of turns and the trajectory in `prompt` (flashrag-reasoning.ts).
const ITEM_KEYS = ["id", "question", "golden_answers", "output"];
const OUTPUT_KEYS = ["pred", "raw_pred", "retrieval_result", "retrieval_results", "finish_reason", "metric_score"];
const METRICS = ["em", "f1", "acc"] as const;

export const DATASET_ITEM = "a FlashRAG dataset item (question and gold answers only, no model output)";

function metricsOf(score: unknown) {
  if (!isObject(score)) return { metrics: undefined, rest: unread(score, null) };
  const metrics = Object.fromEntries(METRICS.map((name) => [name, finiteNumber(score[name])]));
  const kept = METRICS.filter((name) => metrics[name] !== null);
  // Other metrics (recall, bleu, …) and unreadable values stay in meta.
  const rest = extras(score, kept);
  return { metrics: kept.length ? metrics : undefined, rest };
}

/** A reasoning pipeline's item: the model's text (prompt cut off) and one search step per retrieval turn. */
function reasoningTrajectory(
  item: TJsonObject,
  output: TJsonObject,
  question: string,
  golds: string[],
  reasoning: NonNullable<ReturnType<typeof readReasoningOutput>>,
): TTrajectoryInput {
  const pred = text(output.pred);
  const { metrics, rest: otherMetrics } = metricsOf(output.metric_score);
  return {
    type: "trajectory",
    id: text(item.id),
    question,
    golden_answers: golds,
    response: reasoning.response,
    final_answer: pred,
    stop_reason: text(output.finish_reason),
    metrics,
    steps: reasoning.steps,
    meta: compactMeta({
      ...extras(item, ITEM_KEYS),
      id: unread(item.id, text(item.id)),
      prompt: reasoning.promptHead || undefined,
      raw_pred: output.raw_pred,
      output: extras(output, [...OUTPUT_KEYS, "prompt"]),
      pred: unread(output.pred, pred),
      finish_reason: unread(output.finish_reason, text(output.finish_reason)),
      metric_score: otherMetrics,
    }),
  };
}

/**
 * The item as a trajectory: one search step holding the retrieved documents (FlashRAG records the
 * documents, not the query, so the step's query is left empty) and one answer step holding `pred`.
 */
export function flashragTrajectory(item: TJsonObject): TTrajectoryInput | string {
  const question = requireString(item, "question");
  if (!question.ok) return question.reason;
  if (item.output === undefined || item.output === null) return DATASET_ITEM;
  if (!isObject(item.output)) return `"output" must be an object, got ${describeType(item.output)}`;
  const golds = item.golden_answers === undefined ? [] : textList(item.golden_answers);
  if (golds === null) return `"golden_answers" must be a list of strings, got ${describeType(item.golden_answers)}`;

  const output = item.output;
  const pred = text(output.pred);
  const reasoning = readReasoningOutput(output, question.value);
  if (reasoning) return reasoningTrajectory(item, output, question.value, golds, reasoning);
  const retrieved = output.retrieval_result ?? output.retrieval_results;
  const documents = Array.isArray(retrieved) ? retrieved.map(toDocument) : null;
  const steps: TStepInput[] = [];
  if (documents) steps.push({ kind: "search", documents: documents.map((d) => d.document) });
  if (pred !== null) steps.push({ kind: "answer", answer: pred });
  const { metrics, rest: otherMetrics } = metricsOf(output.metric_score);
  const documentExtras = documents?.flatMap((d, index) => (d.extra ? [{ index, ...d.extra }] : []));
  return {
    type: "trajectory",
    id: text(item.id),
    question: question.value,
    golden_answers: golds,
    // raw_pred is the generation before FlashRAG's answer extraction, when a pipeline keeps it.
    response: text(output.raw_pred) ?? pred,
    final_answer: pred,
    stop_reason: text(output.finish_reason),
    metrics,
    steps,
    meta: compactMeta({
      ...extras(item, ITEM_KEYS),
      id: unread(item.id, text(item.id)),
      output: extras(output, OUTPUT_KEYS),
      pred: unread(output.pred, pred),
      raw_pred: unread(output.raw_pred, text(output.raw_pred)),
      finish_reason: unread(output.finish_reason, text(output.finish_reason)),
      retrieval_result: retrieved !== undefined && documents === null ? retrieved : undefined,
      retrieval_extra: documentExtras?.length ? documentExtras : undefined,
      metric_score: otherMetrics,
    }),
  };
}
