import type { TAdapter } from "../adapter";
import {
  baseName,
  compactMeta,
  finiteNumber,
  isObject,
  nonNegativeInteger,
  requireString,
  text,
  textList,
  unread,
} from "./shared/fields";
import { readJsonRecords } from "./shared/json-lines";
import { questionFromPrompt } from "./shared/prompt-question";
import { sniffFirstObject } from "./shared/sniff-head";
import type { TJsonObject, TTrajectoryInput } from "./shared/types";

// verl's rollout dump (trainer.rollout_data_dir / validation_data_dir): `{global_step}.jsonl`, one
// line per sample: input, output, gts, score, step, then every key the reward function returned.
const MAPPED = ["input", "output", "gts", "score", "step", "pred", "data_source", "uid"];
const STEP_FILE = /^(\d+)\.jsonl$/;

/** `gts` as gold answers: Search-R1's {"target": [...]}, a list, or one string. */
function goldsOf(gts: unknown): { golds: string[]; keep: boolean } {
  if (gts === undefined || gts === null) return { golds: [], keep: false };
  if (isObject(gts)) {
    const golds = textList(gts.target);
    // Any other key in the dict (or an unreadable target) is kept whole in meta.
    return { golds: golds ?? [], keep: golds === null || Object.keys(gts).length > 1 };
  }
  const golds = textList(gts);
  return { golds: golds ?? [], keep: golds === null };
}

/**
 * Numbers the reward function returned (acc, format, retrieval, …) are reward components; booleans
 * too, as 0/1, since verl's math rewards return `acc` as a bool. Anything else is kept in meta.
 */
function splitExtras(line: TJsonObject) {
  const components: Record<string, number> = {};
  const rest: TJsonObject = {};
  for (const [key, value] of Object.entries(line)) {
    if (MAPPED.includes(key)) continue;
    const number = typeof value === "boolean" ? Number(value) : finiteNumber(value);
    if (number === null) rest[key] = value;
    else components[key] = number;
  }
  return { components, rest };
}

function toTrajectory(line: TJsonObject, fileStep: number | null): TTrajectoryInput | string {
  const input = requireString(line, "input");
  if (!input.ok) return input.reason;
  const output = requireString(line, "output");
  if (!output.ok) return output.reason;
  const { golds, keep } = goldsOf(line.gts);
  const { components, rest } = splitExtras(line);
  const score = finiteNumber(line.score);
  const step = nonNegativeInteger(line.step);
  const hasComponents = Object.keys(components).length > 0;
  return {
    type: "trajectory",
    step: step ?? fileStep,
    group: text(line.uid),
    dataset: text(line.data_source),
    // The prompt is never parsed for steps (its instructions contain example tags); only `output` is.
    question: questionFromPrompt(input.value),
    golden_answers: golds,
    response: output.value,
    final_answer: text(line.pred),
    reward:
      score === null && !hasComponents
        ? undefined
        : { total: score, components: hasComponents ? components : undefined },
    meta: compactMeta({
      prompt: input.value,
      ...rest,
      gts: keep ? line.gts : undefined,
      score: unread(line.score, score),
      step: unread(line.step, step),
      pred: unread(line.pred, text(line.pred)),
      uid: unread(line.uid, text(line.uid)),
      data_source: unread(line.data_source, text(line.data_source)),
    }),
  };
}

export const verlAdapter: TAdapter = {
  name: "verl",
  description: "verl rollout dumps ({global_step}.jsonl: input, output, gts, score, step, reward extras)",
  detect({ file, head }) {
    const keys = sniffFirstObject(head)?.keys;
    if (!keys?.has("input")) return false;
    // A long prompt can fill the whole head; the file name `{global_step}.jsonl` then decides.
    return keys.has("output") || keys.has("score") || keys.has("gts") || STEP_FILE.test(baseName(file));
  },
  read(source) {
    const fileStep = Number(STEP_FILE.exec(baseName(source.file))?.[1] ?? NaN);
    const step = Number.isSafeInteger(fileStep) ? fileStep : null;
    return readJsonRecords(source, (line) => toTrajectory(line, step));
  },
};
