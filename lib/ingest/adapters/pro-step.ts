import type { TAdapter } from "../adapter";
import {
  compactMeta,
  describeType,
  extras,
  isObject,
  nonNegativeInteger,
  requireString,
  requireText,
  text,
  textList,
  unread,
} from "./shared/fields";
import { readJsonRecords } from "./shared/json-lines";
import { sniffFirstObject } from "./shared/sniff-head";
import { toProStep } from "./pro-step-steps";
import type { TJsonObject, TStepInput, TTrajectoryInput } from "./shared/types";

// PRO-Step's trajectories JSONL (scripts/generate_trajectories.py): trajectory_id
// (`<question_id>_sample_<k>`), question, gold_answer, final_answer, is_correct, supporting_facts,
// metadata {num_steps, generator, question_id, sample_idx}, steps[].
const MAPPED = ["trajectory_id", "question", "gold_answer", "final_answer", "is_correct", "metadata", "steps"];
const SAMPLE_ID = /^(.*)_sample_(\d+)$/;
// The model's turn is its steps joined by a blank line: that is how the generator's continuation
// prompt feeds them back (`"\n\n".join(previous_contents)`).
const STEP_SEPARATOR = "\n\n";

// GRPO-style groups: the samples of one question. metadata names them; the id spells them too.
function groupOf(id: string, metadata: TJsonObject) {
  const match = SAMPLE_ID.exec(id);
  const group = text(metadata.question_id) ?? match?.[1] ?? null;
  const sample = nonNegativeInteger(metadata.sample_idx) ?? nonNegativeInteger(Number(match?.[2] ?? NaN));
  return { group, sample };
}

/** metadata minus what the record already says (question_id, sample_idx, a num_steps that matches). */
function otherMetadata(metadata: TJsonObject, stepCount: number): TJsonObject | undefined {
  const known = [
    ...(text(metadata.question_id) === null ? [] : ["question_id"]),
    ...(nonNegativeInteger(metadata.sample_idx) === null ? [] : ["sample_idx"]),
    ...(metadata.num_steps === stepCount ? ["num_steps"] : []),
  ];
  return extras(metadata, known);
}

function toTrajectory(line: TJsonObject): TTrajectoryInput | string {
  const id = requireText(line, "trajectory_id");
  if (!id.ok) return id.reason;
  const question = requireString(line, "question");
  if (!question.ok) return question.reason;
  if (!Array.isArray(line.steps)) return `"steps" must be a list, got ${describeType(line.steps)}`;
  const golds = line.gold_answer === undefined || line.gold_answer === null ? [] : textList(line.gold_answer);
  if (golds === null) return `"gold_answer" must be a string, got ${describeType(line.gold_answer)}`;
  const rawSteps: unknown[] = line.steps;
  const metadata = isObject(line.metadata) ? line.metadata : {};
  const finalAnswer = text(line.final_answer);

  // Step i is the i-th entry of steps[], 0-based: pro-step-labels uses the same rule (see there).
  const steps: TStepInput[] = [];
  const stepExtras: TJsonObject[] = [];
  const texts: string[] = [];
  let offset = 0;
  rawSteps.forEach((raw, index) => {
    const isLast = index === rawSteps.length - 1;
    const { step, body, extra } = toProStep(raw, index, offset, isLast ? finalAnswer : null);
    steps.push(step);
    if (extra) stepExtras.push({ index, ...extra });
    texts.push(body);
    offset += body.length + STEP_SEPARATOR.length;
  });

  return {
    type: "trajectory",
    id: id.value,
    ...groupOf(id.value, metadata),
    question: question.value,
    golden_answers: golds,
    response: texts.join(STEP_SEPARATOR),
    final_answer: finalAnswer,
    steps,
    // The generator's own check: exact or substring match either way, after lowercasing.
    labels:
      typeof line.is_correct === "boolean"
        ? [{ source: "env", name: "answer_correct", value: line.is_correct, rationale: "PRO-Step generator's match" }]
        : undefined,
    meta: compactMeta({
      ...extras(line, MAPPED),
      metadata: isObject(line.metadata) ? otherMetadata(line.metadata, steps.length) : unread(line.metadata, null),
      final_answer: unread(line.final_answer, finalAnswer),
      is_correct: typeof line.is_correct === "boolean" ? undefined : unread(line.is_correct, null),
      step_extras: stepExtras.length ? stepExtras : undefined,
    }),
  };
}

export const proStepAdapter: TAdapter = {
  name: "pro-step",
  description: "PRO-Step trajectories JSONL (trajectory_id, steps[] of rag/cot/answer with used_passages)",
  detect({ head }) {
    const keys = sniffFirstObject(head)?.keys;
    // The judge-label file shares trajectory_id: it is pro-step-labels'.
    if (!keys?.has("trajectory_id") || keys.has("predicted_answer") || head.includes('"judge_label"')) return false;
    return keys.has("steps") || keys.has("final_answer") || keys.has("gold_answer");
  },
  read(source) {
    return readJsonRecords(source, toTrajectory);
  },
};
