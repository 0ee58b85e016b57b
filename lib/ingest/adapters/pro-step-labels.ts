import type { TAdapter } from "../adapter";
import { describeType, isObject, requireText, text } from "./shared/fields";
import { readJsonRecords } from "./shared/json-lines";
import { sniffFirstObject } from "./shared/sniff-head";
import type { TJsonObject, TLabelsInput } from "./shared/types";

// PRO-Step's judge labels (scripts/judge_label_qwq.py, QwQ-32B): trajectory_id, question,
// gold_answer, predicted_answer, is_correct, steps[] {step_id, step_type, think, search, answer,
// documents, judge_label GOOD|BAD|UNKNOWN, judge_reasoning}. The labels are merged onto trajectories
// ingested from the trajectories file; the rest of the line restates that file and is not kept
// (a labels record has no meta; see the report on adapters).
const SOURCE = "judge:qwq-32b";

type TStepLabel = TLabelsInput["labels"][number];

/**
 * Step mapping: the judge script writes one entry per trajectory step, in order (it zips the
 * trajectory's steps with the judge's verdicts), so the i-th entry labels the i-th step — the same
 * 0-based index the pro-step adapter gives it. step_id is 1-based and is not used: it is copied
 * from the trajectory and, where a step lacked one, invented as position + 1.
 */
function labelsOf(steps: readonly unknown[]): TStepLabel[] {
  return steps.flatMap((step, index) => {
    if (!isObject(step)) return [];
    const value = text(step.judge_label);
    if (value === null) return [];
    return [{ step: index, source: SOURCE, name: "step_quality", value, rationale: text(step.judge_reasoning) }];
  });
}

function toLabels(line: TJsonObject): TLabelsInput | string {
  const id = requireText(line, "trajectory_id");
  if (!id.ok) return id.reason;
  if (!Array.isArray(line.steps)) return `"steps" must be a list, got ${describeType(line.steps)}`;
  const labels = labelsOf(line.steps);
  if (!labels.length) return `none of the ${line.steps.length} steps has a "judge_label"`;
  return { type: "labels", trajectory: id.value, labels };
}

export const proStepLabelsAdapter: TAdapter = {
  name: "pro-step-labels",
  description: "PRO-Step judge labels JSONL (trajectory_id, steps[] with judge_label GOOD/BAD/UNKNOWN)",
  detect({ head }) {
    const keys = sniffFirstObject(head)?.keys;
    if (!keys?.has("trajectory_id")) return false;
    return keys.has("predicted_answer") || head.includes('"judge_label"');
  },
  read(source) {
    return readJsonRecords(source, toLabels);
  },
};
