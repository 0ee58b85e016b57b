import { splitDocuments } from "@/lib/trajectory/documents";
import type { TAdapter } from "../adapter";
import type { TCanonicalInput } from "../canonical";
import { describeType, extras, finiteNumber, isObject, nonNegativeInteger, requireText, text } from "./shared/fields";
import { readJsonRecords } from "./shared/json-lines";
import { sniffFirstObject } from "./shared/sniff-head";
import type { TJsonObject } from "./shared/types";

// PRO-Step's value-tree cache (scripts/build_mcts_dpo.py, MCTSTree.to_dicts): one node per line,
// id, parent_id (null at the root), children_ids, depth, think, search_query, answer_text,
// documents ("<documents>Doc 1(Title: T) text…</documents>"), is_terminal, visit_count, total_value,
// f1_reward (terminal: F1·γ^d; otherwise the visit-weighted mean of the children's), generative_score
// (the PRM's r̂, 0/1), generative_feedback, question_id, question, gold_answer.
// children_ids restates parent_id and is not kept.

type TNodeInput = Extract<TCanonicalInput, { type: "tree_node" }>;
const KNOWN = [
  "id",
  "parent_id",
  "children_ids",
  "depth",
  "think",
  "search_query",
  "answer_text",
  "documents",
  "is_terminal",
  "visit_count",
  "total_value",
  "f1_reward",
  "generative_score",
  "generative_feedback",
  "question_id",
  "question",
  "gold_answer",
];

const nonEmpty = (value: unknown) => {
  const t = text(value);
  return t && t.trim() ? t : null;
};

function stepOf(line: TJsonObject): TNodeInput["step"] {
  const reasoning = nonEmpty(line.think);
  const query = nonEmpty(line.search_query);
  const answer = nonEmpty(line.answer_text);
  const docs = nonEmpty(line.documents);
  const documents = docs
    ? splitDocuments(docs.replace(/^\s*<documents>\s*|\s*<\/documents>\s*$/g, ""), "pro-step")
    : null;
  // The script's own order (get_action_type): a query makes a search, else an answer, else reasoning.
  const kind = query ? "search" : answer ? "answer" : "reasoning";
  return { kind, reasoning, query, answer, documents };
}

function toNode(line: TJsonObject): TNodeInput | string {
  const id = requireText(line, "id");
  if (!id.ok) return id.reason;
  const tree = requireText(line, "question_id");
  if (!tree.ok) return tree.reason;
  const isRoot = line.parent_id === null || line.parent_id === undefined;
  const parent = isRoot ? null : text(line.parent_id);
  if (!isRoot && parent === null) return `"parent_id" must be an id or null, got ${describeType(line.parent_id)}`;
  const depth = nonNegativeInteger(line.depth);
  if (depth === null) return `"depth" must be a whole number ≥ 0, got ${describeType(line.depth)}`;
  const visits = nonNegativeInteger(line.visit_count);
  if (visits === null) return `"visit_count" must be a whole number ≥ 0, got ${describeType(line.visit_count)}`;
  const total = finiteNumber(line.total_value);
  if (total === null) return `"total_value" must be a number, got ${describeType(line.total_value)}`;
  const prm = line.generative_score;
  if (prm !== null && prm !== undefined && prm !== 0 && prm !== 1) return `"generative_score" must be 0, 1 or null`;
  const isTerminal = line.is_terminal === true;
  const f1Reward = finiteNumber(line.f1_reward);
  const gold = text(line.gold_answer);
  const meta = extras(line, KNOWN);
  return {
    type: "tree_node",
    tree: tree.value,
    id: id.value,
    parent,
    depth,
    ...(isRoot ? { question: text(line.question), golden_answers: gold === null ? null : [gold] } : {}),
    step: isRoot ? null : stepOf(line),
    prm_score: prm as 0 | 1 | null | undefined,
    prm_rationale: nonEmpty(line.generative_feedback),
    visits,
    total_value: total,
    is_terminal: isTerminal,
    terminal_reward: isTerminal ? f1Reward : null,
    backed_up: f1Reward,
    ...(meta ? { meta } : {}),
  };
}

export const proStepTreeAdapter: TAdapter = {
  name: "pro-step-tree",
  description:
    "PRO-Step value-tree cache JSONL (one node per line: id, parent_id, visit_count, total_value, f1_reward)",
  detect({ head }) {
    const keys = sniffFirstObject(head)?.keys;
    return (
      !!keys?.has("parent_id") &&
      (keys.has("visit_count") || keys.has("children_ids") || head.includes('"visit_count"'))
    );
  },
  read(source) {
    return readJsonRecords(source, (line) => (isObject(line) ? toNode(line) : "expected a JSON object"));
  },
};
