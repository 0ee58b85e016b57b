import type { TAdapter } from "../adapter";
import type { TCanonicalInput } from "../canonical";
import { describeType, extras, finiteNumber, isObject, nonNegativeInteger, requireText, text } from "./shared/fields";
import { readJsonRecords } from "./shared/json-lines";
import { sniffFirstObject } from "./shared/sniff-head";
import type { TJsonObject } from "./shared/types";

// PRO-Step's step-level DPO pairs (scripts/build_mcts_dpo.py, extract_dpo_pairs): prompt (system,
// the question, the assistant's shared prefix), chosen / rejected (one assistant message each),
// question_id, step_level, chosen_f1 / rejected_f1 (backed-up F1·γ^d), chosen_combined /
// rejected_combined (V = f1 + α·r̂, Eq. 4), chosen_generative / rejected_generative (r̂),
// chosen_action_type / rejected_action_type (Search, Answer, Reason, Other).

type TPairInput = Extract<TCanonicalInput, { type: "preference_pair" }>;
type TSideInput = TPairInput["chosen"];
const KNOWN = ["prompt", "chosen", "rejected", "question_id", "step_level"];
const SIDE_KEYS = ["f1", "combined", "generative", "action_type"];
const ACTIONS = new Set(["search", "answer", "reason", "other"]);

function messages(value: unknown, key: string): { role: string; content: string }[] | string {
  if (typeof value === "string") return [{ role: "assistant", content: value }];
  if (!Array.isArray(value)) return `"${key}" must be a list of messages, got ${describeType(value)}`;
  const out = [];
  for (const [i, m] of value.entries()) {
    if (!isObject(m) || typeof m.role !== "string" || typeof m.content !== "string")
      return `"${key}[${i}]" must be {role, content}`;
    out.push({ role: m.role, content: m.content });
  }
  return out;
}

function sideOf(line: TJsonObject, side: "chosen" | "rejected"): TSideInput | string {
  const msgs = messages(line[side], side);
  if (typeof msgs === "string") return msgs;
  const f1 = finiteNumber(line[`${side}_f1`]);
  if (f1 === null) return `"${side}_f1" must be a number, got ${describeType(line[`${side}_f1`])}`;
  const value = finiteNumber(line[`${side}_combined`]) ?? f1;
  const prm = line[`${side}_generative`];
  if (prm !== null && prm !== undefined && prm !== 0 && prm !== 1) return `"${side}_generative" must be 0, 1 or null`;
  const action = (text(line[`${side}_action_type`]) ?? "other").toLowerCase();
  return {
    text: msgs.map((m) => m.content).join("\n"),
    action: (ACTIONS.has(action) ? action : "other") as TSideInput["action"],
    f1,
    value,
    prm: prm as 0 | 1 | null | undefined,
  };
}

function toPair(line: TJsonObject): TPairInput | string {
  const tree = requireText(line, "question_id");
  if (!tree.ok) return tree.reason;
  const depth = nonNegativeInteger(line.step_level);
  if (depth === null) return `"step_level" must be a whole number ≥ 0, got ${describeType(line.step_level)}`;
  const prompt = messages(line.prompt, "prompt");
  if (typeof prompt === "string") return prompt;
  const chosen = sideOf(line, "chosen");
  if (typeof chosen === "string") return chosen;
  const rejected = sideOf(line, "rejected");
  if (typeof rejected === "string") return rejected;
  const known = [...KNOWN, ...["chosen", "rejected"].flatMap((s) => SIDE_KEYS.map((k) => `${s}_${k}`))];
  const meta = extras(line, known);
  return { type: "preference_pair", tree: tree.value, depth, prompt, chosen, rejected, ...(meta ? { meta } : {}) };
}

export const proStepPairsAdapter: TAdapter = {
  name: "pro-step-pairs",
  description: "PRO-Step step-level DPO pairs JSONL (prompt, chosen, rejected, step_level, chosen_f1, chosen_combined)",
  detect({ head }) {
    const keys = sniffFirstObject(head)?.keys;
    if (!keys?.has("prompt") || !keys.has("chosen")) return false;
    return head.includes('"step_level"') || head.includes('"chosen_f1"') || head.includes('"chosen_combined"');
  },
  read(source) {
    return readJsonRecords(source, (line) => (isObject(line) ? toPair(line) : "expected a JSON object"));
  },
};
