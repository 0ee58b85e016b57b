// A small simulation of PRO-Step's PRM-guided value tree search, writing the two files its pipeline
// writes: the tree cache (one node per line) and the step-level DPO pairs. It follows the paper's
// definitions (pro-step §3.2 Eq. 3–4, Appendix C) and the field names and control flow of the
// released scripts/build_mcts_dpo.py: UCB selection (c = 1.414, unvisited first), one child per
// expansion up to K, terminal Q(s_T) = F1·γ^d back-propagated with N += 1, non-terminal nodes
// back-propagated with 0 and then corrected by W += r̂·γ^d without touching N, a post-search
// bottom-up f1_reward (visit-weighted mean of the children's), and sibling pairs ranked by
// V = f1_reward + α·r̂. The policy, retriever and PRM are replaced by a seeded random source; the
// questions and answers are invented. Used by the samples in test/fixtures/prostep, the demo and
// bench:tree.
import { tokenF1 } from "@/lib/metrics/answer";

export type TVtsOptions = {
  seed?: number;
  /** K, children per node (the released script's default is 2; more makes wider trees). */
  maxChildren?: number;
  maxDepth?: number;
  rollouts?: number;
  gamma?: number;
  alpha?: number;
  c?: number;
  minDiff?: number;
  /**
   * Stop once the tree has this many nodes. The released script skips a rollout whose selection
   * ends on a terminal node, so a tree can stall; for large trees (bench:tree) such a rollout backs
   * the terminal's reward up again, as textbook MCTS does.
   */
  targetNodes?: number;
  /** Chance that a step answers, before and after the question's hops are covered. */
  answerChance?: [number, number];
};

export type TVtsQuestion = { id: string; question: string; gold: string; wrong: string[]; hops: string[] };

export type TCacheNode = {
  id: number;
  parent_id: number | null;
  children_ids: number[];
  depth: number;
  think: string;
  search_query: string;
  answer_text: string;
  documents: string;
  is_terminal: boolean;
  visit_count: number;
  total_value: number;
  f1_reward: number | null;
  generative_score: number | null;
  generative_feedback: string;
  question_id: string;
  question: string;
  gold_answer: string;
};

export type TPairLine = {
  prompt: { role: string; content: string }[];
  chosen: { role: string; content: string }[];
  rejected: { role: string; content: string }[];
  question_id: string;
  step_level: number;
  source: "mcts";
  chosen_f1: number;
  rejected_f1: number;
  chosen_combined: number;
  rejected_combined: number;
  chosen_generative: number | null;
  rejected_generative: number | null;
  chosen_action_type: string;
  rejected_action_type: string;
};

export const VTS_QUESTIONS: TVtsQuestion[] = [
  {
    id: "hotpot_5a8b57f25542995d1e6f1371",
    question: "Which stadium shares the Truman Sports Complex with the venue of the 1973 Pro Bowl?",
    gold: "Kauffman Stadium",
    wrong: ["Arrowhead Stadium", "Royals Stadium complex", "Municipal Stadium"],
    hops: ["1973 Pro Bowl venue", "Truman Sports Complex stadiums"],
  },
  {
    id: "musique_2hop__13548_13529",
    question: "Who founded the record label that released the album <Blue> by the singer born in Fort Macleod?",
    gold: "David Geffen",
    wrong: ["Elliot Roberts", "Joni Mitchell", "Reprise founders"],
    hops: ["singer born in Fort Macleod", "label of the album Blue", "founder of Reprise Records"],
  },
  {
    id: "2wiki_f0a9b6c2",
    question: "Are the directors of Jaws and Jurassic Park the same person?",
    gold: "yes",
    wrong: ["no", "Michael Crichton"],
    hops: ["director of Jaws", "director of Jurassic Park"],
  },
];

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DOCS = (query: string, n: number) =>
  "\n\n<documents>\n" +
  Array.from(
    { length: 3 },
    (_, i) =>
      `Doc ${i + 1}(Title: ${query.split(" ").slice(-2).join(" ")} ${n}-${i}) ` +
      `A passage retrieved for "${query}", ranked ${i + 1}.`,
  ).join("\n") +
  "\n</documents>\n\n";

/** One question's tree, as the cache writes it (node ids from 0, root first). */
export function simulateTree(q: TVtsQuestion, options: TVtsOptions = {}): TCacheNode[] {
  const rand = mulberry32((options.seed ?? 1) * 7919 + q.id.length * 104729);
  const K = options.maxChildren ?? 3;
  const maxDepth = options.maxDepth ?? 5;
  const gamma = options.gamma ?? 0.9;
  const c = options.c ?? 1.414;
  const nodes: TCacheNode[] = [];
  const add = (parent: TCacheNode | null): TCacheNode => {
    const node: TCacheNode = {
      id: nodes.length,
      parent_id: parent?.id ?? null,
      children_ids: [],
      depth: parent ? parent.depth + 1 : 0,
      think: "",
      search_query: "",
      answer_text: "",
      documents: "",
      is_terminal: false,
      visit_count: 0,
      total_value: 0,
      f1_reward: null,
      generative_score: null,
      generative_feedback: "",
      question_id: q.id,
      question: q.question,
      gold_answer: q.gold,
    };
    nodes.push(node);
    parent?.children_ids.push(node.id);
    return node;
  };
  const path = (node: TCacheNode) => {
    const out: TCacheNode[] = [];
    for (let cur: TCacheNode | null = node; cur; cur = cur.parent_id === null ? null : nodes[cur.parent_id]!)
      out.push(cur);
    return out;
  };
  const backprop = (node: TCacheNode, value: number) =>
    path(node).forEach((n) => {
      n.visit_count += 1;
      n.total_value += value;
    });
  const retroactive = (node: TCacheNode, delta: number) => path(node).forEach((n) => (n.total_value += delta));
  const select = (): TCacheNode => {
    let node = nodes[0]!;
    for (;;) {
      if (node.is_terminal || node.children_ids.length < K) return node;
      let best: TCacheNode | null = null;
      let bestUcb = -Infinity;
      const pv = Math.max(node.visit_count, 1);
      for (const id of node.children_ids) {
        const child = nodes[id]!;
        if (child.visit_count === 0) return child;
        const ucb = child.total_value / child.visit_count + c * Math.sqrt(Math.log(pv) / child.visit_count);
        if (ucb > bestUcb) [best, bestUcb] = [child, ucb];
      }
      if (!best) return node;
      node = best;
    }
  };

  add(null);
  const rollouts = options.rollouts ?? 64;
  const target = options.targetNodes;
  for (let r = 0; r < rollouts && (target === undefined || nodes.length < target); r++) {
    const leaf = select();
    if (leaf.is_terminal && target !== undefined) backprop(leaf, leaf.f1_reward ?? 0);
    if (leaf.is_terminal || leaf.children_ids.length >= K) continue;
    const child = add(leaf);
    const hop = q.hops[Math.min(child.depth - 1, q.hops.length - 1)]!;
    const roll = rand();
    // Deeper nodes answer more often: the questions need one search per hop.
    const [early, late] = options.answerChance ?? [0.2, 0.7];
    const answerChance = child.depth > q.hops.length ? late : early;
    if (roll < answerChance) {
      const right = rand() < 0.3 + 0.15 * Math.min(child.depth, q.hops.length);
      child.answer_text = right ? q.gold : q.wrong[Math.floor(rand() * q.wrong.length)]!;
      child.think = `I now know enough about the ${hop}. So the answer is`;
    } else if (roll < 0.95) {
      child.search_query = rand() < 0.7 ? hop : `${hop} ${q.wrong[0]}`;
      child.think = `I need to find the ${hop}.`;
      child.documents = DOCS(child.search_query, child.id);
    } else {
      child.think = `I recall the ${hop} without searching; it is probably ${q.wrong[0]}.`;
    }
    child.is_terminal = child.answer_text !== "" || child.depth >= maxDepth;
    if (child.is_terminal) {
      const reward = child.answer_text ? tokenF1(child.answer_text, [q.gold]) * gamma ** child.depth : 0;
      child.f1_reward = reward;
      backprop(child, reward);
    } else {
      // Temporary 0 then the PRM's verdict, retroactively: N unchanged, W += r̂·γ^d (Appendix C).
      backprop(child, 0);
    }
    const good =
      child.search_query === q.hops[Math.min(child.depth - 1, q.hops.length - 1)] || child.answer_text === q.gold;
    child.generative_score = rand() < (good ? 0.85 : 0.25) ? 1 : 0;
    child.generative_feedback = child.generative_score
      ? `R2: the step is grounded; it targets the ${hop}.`
      : `R1/R6: the step is not supported by the retrieved evidence for the ${hop}.`;
    if (!child.is_terminal) retroactive(child, child.generative_score * gamma ** child.depth);
  }
  scoreAndPropagate(nodes);
  return nodes;
}

/** The released script's post-search pass: non-terminal f1_reward = visit-weighted mean of children's. */
function scoreAndPropagate(nodes: TCacheNode[]) {
  const maxDepth = Math.max(...nodes.map((n) => n.depth));
  for (let d = maxDepth; d >= 0; d--) {
    for (const n of nodes) {
      if (n.depth !== d || n.f1_reward !== null) continue;
      const children = n.children_ids.map((id) => nodes[id]!).filter((ch) => ch.f1_reward !== null);
      const totalN = children.reduce((s, ch) => s + ch.visit_count, 0);
      n.f1_reward = !children.length
        ? 0
        : totalN > 0
          ? children.reduce((s, ch) => s + ch.f1_reward! * ch.visit_count, 0) / totalN
          : children.reduce((s, ch) => s + ch.f1_reward!, 0) / children.length;
    }
  }
}

const SYSTEM = "You are a helpful assistant who is good at answering questions with multi-turn search engine calling.";

function stepText(n: TCacheNode): string {
  const parts: string[] = [];
  if (n.think) parts.push(`<think>${n.think}</think>`);
  if (n.search_query) parts.push(`<search>${n.search_query}</search>`);
  else if (n.answer_text) parts.push(`<answer>${n.answer_text}</answer>`);
  if (n.documents) parts.push(n.documents.trim());
  return parts.join("\n");
}

const actionType = (n: TCacheNode) =>
  n.search_query ? "Search" : n.answer_text ? "Answer" : n.think ? "Reason" : "Other";

/** Sibling pairs as extract_dpo_pairs writes them: every pair of children, |ΔV| ≥ min_diff. */
export function extractPairs(nodes: TCacheNode[], options: TVtsOptions = {}): TPairLine[] {
  const alpha = options.alpha ?? 0.3;
  const minDiff = options.minDiff ?? 0.01;
  const combined = (n: TCacheNode) => n.f1_reward! + (n.generative_score === null ? 0 : alpha * n.generative_score);
  const pairs: TPairLine[] = [];
  for (const n of nodes) {
    if (n.children_ids.length < 2) continue;
    const children = n.children_ids.map((id) => nodes[id]!);
    const prefix: string[] = [];
    for (let cur: TCacheNode | null = n; cur && cur.parent_id !== null; cur = nodes[cur.parent_id]!)
      prefix.unshift(stepText(cur));
    const prompt = [
      { role: "system", content: SYSTEM },
      { role: "user", content: `Question: ${n.question}` },
      ...(prefix.length ? [{ role: "assistant", content: prefix.join("\n").trim() }] : []),
    ];
    for (let i = 0; i < children.length; i++) {
      for (let j = i + 1; j < children.length; j++) {
        const [a, b] = [children[i]!, children[j]!];
        if (stepText(a) === stepText(b)) continue;
        if (Math.abs(combined(a) - combined(b)) < minDiff) continue;
        const [chosen, rejected] = combined(a) > combined(b) ? [a, b] : [b, a];
        if (actionType(chosen) === "Other") continue;
        pairs.push({
          prompt,
          chosen: [{ role: "assistant", content: stepText(chosen) }],
          rejected: [{ role: "assistant", content: stepText(rejected) }],
          question_id: n.question_id,
          step_level: chosen.depth,
          source: "mcts",
          chosen_f1: chosen.f1_reward!,
          rejected_f1: rejected.f1_reward!,
          chosen_combined: combined(chosen),
          rejected_combined: combined(rejected),
          chosen_generative: chosen.generative_score,
          rejected_generative: rejected.generative_score,
          chosen_action_type: actionType(chosen),
          rejected_action_type: actionType(rejected),
        });
      }
    }
  }
  return pairs;
}

export const toJsonl = (lines: unknown[]) => lines.map((line) => JSON.stringify(line)).join("\n") + "\n";

/** The sample family: the cache of every question's tree and their pairs. */
export function sampleFamily(options: TVtsOptions = {}) {
  const nodes = VTS_QUESTIONS.flatMap((q) => simulateTree(q, options));
  const pairs = VTS_QUESTIONS.flatMap((q) =>
    extractPairs(
      nodes.filter((n) => n.question_id === q.id),
      options,
    ),
  );
  return { nodes, pairs };
}
