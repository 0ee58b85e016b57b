import type { TAdapter } from "../adapter";
import { datasetFromFileName } from "./shared/datasets";
import { compactMeta, describeType, extras, requireString, text, textList, unread } from "./shared/fields";
import { readJsonRecords } from "./shared/json-lines";
import { modelFromFileName, runFromFile, withRunRecord } from "./shared/run-metadata";
import { sniffFirstObject } from "./shared/sniff-head";
import type { TJsonObject, TLabelInput, TTrajectoryInput } from "./shared/types";

// R1-Searcher's evaluation results (data/eval_results/*.jsonl): question, answer (gold), pred_ans,
// stop_reason_final, gen_text_store (the generated text), gpt4o_output (a GPT-4o verdict).
const MAPPED = ["question", "answer", "pred_ans", "stop_reason_final", "gen_text_store", "gpt4o_output"];
const JUDGE = "judge:gpt-4o";

function verdictOf(value: unknown): TLabelInput | null {
  const verdict = typeof value === "string" ? value.trim().toLowerCase() : null;
  if (verdict !== "true" && verdict !== "false") return null;
  return { source: JUDGE, name: "answer_correct", value: verdict === "true" };
}

function toTrajectory(line: TJsonObject, dataset: string | null): TTrajectoryInput | string {
  const question = requireString(line, "question");
  if (!question.ok) return question.reason;
  const response = text(line.gen_text_store);
  const prediction = text(line.pred_ans);
  // Its eval sets (data/eval_set/*.jsonl) share the keys but hold no generation: not a trajectory.
  if (!response && prediction === null && line.stop_reason_final === undefined) {
    return "an R1-Searcher eval-set item (question and gold answer only, no model output)";
  }
  const golds = line.answer === undefined || line.answer === null ? [] : textList(line.answer);
  if (golds === null) return `"answer" must be a string or a list of strings, got ${describeType(line.answer)}`;
  const verdict = verdictOf(line.gpt4o_output);
  return {
    type: "trajectory",
    dataset,
    question: question.value,
    golden_answers: golds,
    response,
    // pred_ans is padded with the spaces that surrounded it inside <answer> … </answer>.
    final_answer: prediction?.trim() ?? null,
    stop_reason: text(line.stop_reason_final),
    labels: verdict ? [verdict] : undefined,
    meta: compactMeta({
      ...extras(line, MAPPED),
      gpt4o_output: unread(line.gpt4o_output, verdict),
      pred_ans: unread(line.pred_ans, prediction),
      stop_reason_final: unread(line.stop_reason_final, text(line.stop_reason_final)),
      gen_text_store: unread(line.gen_text_store, response),
    }),
  };
}

export const r1SearcherAdapter: TAdapter = {
  name: "r1-searcher",
  description: "R1-Searcher eval results JSONL (question, answer, pred_ans, gen_text_store, gpt4o_output)",
  detect({ head }) {
    const keys = sniffFirstObject(head)?.keys;
    if (!keys?.has("question")) return false;
    return keys.has("pred_ans") || keys.has("gen_text_store") || keys.has("stop_reason_final");
  },
  read(source) {
    const dataset = datasetFromFileName(source.file);
    // Method and model are in no line; the format says the one, the file name the other.
    const run = runFromFile(source.file, { method: "R1-Searcher", model: modelFromFileName(source.file) });
    return withRunRecord(
      readJsonRecords(source, (line) => toTrajectory(line, dataset)),
      run,
    );
  },
};
