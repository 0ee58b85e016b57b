import { findResponseOffset, parseSteps } from "@/lib/trajectory";
import type { TAdapter } from "../adapter";
import { compactMeta, describeType, extras, requireString, text, textList, unread } from "./shared/fields";
import { alignStepLabels } from "./hiprag-labels";
import { record } from "./shared/items";
import { readJsonRecords } from "./shared/json-lines";
import { toStepInput } from "./shared/parsed-steps";
import { sniffFirstObject } from "./shared/sniff-head";
import type { TJsonObject, TTrajectoryInput } from "./shared/types";

// HiPRAG's evaluation output (analysis.py): question, golden_answers, data_source, result (the whole
// trajectory text) and step_eval_results (one verdict per step, or a string when it could not judge).
const MAPPED = ["question", "golden_answers", "data_source", "result", "step_eval_results"];
const INVALID_FORMAT = "Invalid response format, unable to evaluate";
// Without a chat template, inference.py writes `{prompt}\nUser Question: {q}` and then the response.
// The prompt's own examples say "USER QUESTION:", so the case-sensitive label is the real one.
const PLAIN_QUESTION = "\nUser Question:";

/** Where the model's part of `result` starts: after the chat template's assistant marker, else the question line. */
function responseStart(result: string): number {
  const offset = findResponseOffset(result);
  if (offset > 0) return offset;
  const at = result.indexOf(PLAIN_QUESTION);
  if (at < 0) return 0;
  const lineEnd = result.indexOf("\n", at + PLAIN_QUESTION.length);
  return lineEnd < 0 ? result.length : lineEnd + 1;
}

function toTrajectory(line: TJsonObject): TTrajectoryInput | string {
  const question = requireString(line, "question");
  if (!question.ok) return question.reason;
  const result = requireString(line, "result");
  if (!result.ok) return result.reason;
  const golds = line.golden_answers === undefined ? [] : textList(line.golden_answers);
  if (golds === null) return `"golden_answers" must be a list of strings, got ${describeType(line.golden_answers)}`;

  const offset = responseStart(result.value);
  const response = result.value.slice(offset);
  // Labels attach to steps, so the adapter parses the steps itself (the pipeline would otherwise).
  const parsed = parseSteps(response, { dialect: "hiprag", responseOffset: 0 });
  const steps = parsed.steps.map(toStepInput);
  const verdicts = line.step_eval_results;
  const isInvalid = typeof verdicts === "string" && verdicts.trim() === INVALID_FORMAT;
  const alignment = Array.isArray(verdicts) ? alignStepLabels(response, parsed.steps, steps, verdicts) : null;
  return {
    type: "trajectory",
    dataset: text(line.data_source),
    question: question.value,
    golden_answers: golds,
    response,
    final_answer: parsed.finalAnswer,
    // HiPRAG's evaluator judged the format: it either produced verdicts or said it could not.
    format_valid: isInvalid ? false : alignment ? true : undefined,
    steps,
    meta: compactMeta({
      ...extras(line, MAPPED),
      prompt: offset > 0 ? result.value.slice(0, offset) : undefined,
      data_source: unread(line.data_source, text(line.data_source)),
      step_eval_results: isInvalid || alignment ? undefined : verdicts,
      step_eval_mismatch: alignment?.mismatch,
    }),
  };
}

export const hipragAdapter: TAdapter = {
  name: "hiprag",
  description: "HiPRAG eval JSONL (question, golden_answers, result, step_eval_results per step)",
  detect({ head }) {
    const keys = sniffFirstObject(head)?.keys;
    if (!keys) return false;
    return keys.has("step_eval_results") || (keys.has("result") && keys.has("golden_answers"));
  },
  async *read(source) {
    // HiPRAG scores answers with its own cover-EM (reward.py normalize_string): the run says so, so
    // EM/acc and the HiPRAG preset's A use it. Metadata given on the command line still wins.
    yield record(
      { file: source.file, line: 1 },
      { type: "run", run: source.file, config: { normalization: "hiprag" } },
    );
    yield* readJsonRecords(source, toTrajectory);
  },
};
