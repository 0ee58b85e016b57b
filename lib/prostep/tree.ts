import { passesPairFilter, type TPairFilter } from "./filters";
import type { TProstepParams } from "./params";

// A value tree made ready to draw: each node's values as the paper defines them, the selected path,
// which siblings the pair rule prefers, and the rows that are visible under the collapsed set.

/** A node as the tree endpoint sends it (no documents: the node's own endpoint has those). */
export type TTreeNodeView = {
  id: string;
  parent: string | null;
  depth: number;
  kind: string | null;
  /** The step in one line: its query, answer or reasoning, cut to a preview. */
  label: string;
  prm: number | null;
  visits: number;
  totalValue: number;
  isTerminal: boolean;
  /** Q(s_T) = F1·γ^d, terminal nodes only. */
  terminalReward: number | null;
  backedUp: number | null;
  hasDocuments: boolean;
};

export type TComputedNode = TTreeNodeView & {
  children: string[];
  /** Q̄ = W/N (Appendix C), null while unvisited. */
  qBar: number | null;
  /** The backed-up outcome value that ranks siblings: as logged, else the visit-weighted mean of the children's. */
  backed: number;
  /** V(s) = backed + α·r̂ (Eq. 4; r̂ missing counts 0). */
  value: number;
  /** UCB(s) = Q̄ + c·√(ln N(parent)/N(s)); Infinity when unvisited ("selected immediately"). */
  ucb: number | null;
  /** The terminal's raw F1 = Q(s_T)/γ^d. */
  terminalF1: number | null;
  onSelectedPath: boolean;
  /** In how many filtered sibling pairs it is the chosen / the rejected step. */
  chosenIn: number;
  rejectedIn: number;
  subtreeSize: number;
};

export type TComputedTree = { rootId: string; nodes: Map<string, TComputedNode>; selectedPath: string[] };

export function computeTree(
  views: readonly TTreeNodeView[],
  params: TProstepParams,
  filter: TPairFilter,
): TComputedTree {
  const nodes = new Map<string, TComputedNode>();
  for (const v of views) {
    // Every field written out, not `...v`: spreading JSON-parsed nodes and then adding fields makes
    // V8 migrate each object through a chain of shapes — 0.3–0.6 s for a 6,000-node tree, 40× this.
    nodes.set(v.id, {
      id: v.id,
      parent: v.parent,
      depth: v.depth,
      kind: v.kind,
      label: v.label,
      prm: v.prm,
      visits: v.visits,
      totalValue: v.totalValue,
      isTerminal: v.isTerminal,
      terminalReward: v.terminalReward,
      backedUp: v.backedUp,
      hasDocuments: v.hasDocuments,
      children: [],
      qBar: v.visits > 0 ? v.totalValue / v.visits : null,
      backed: 0,
      value: 0,
      ucb: null,
      terminalF1: v.terminalReward === null ? null : v.terminalReward / params.gamma ** v.depth,
      onSelectedPath: false,
      chosenIn: 0,
      rejectedIn: 0,
      subtreeSize: 1,
    });
  }
  let rootId: string | null = null;
  for (const n of nodes.values()) {
    const parent = n.parent === null ? undefined : nodes.get(n.parent);
    if (parent) parent.children.push(n.id);
    else if (rootId === null || n.depth < nodes.get(rootId)!.depth) rootId = n.id;
  }
  if (rootId === null) return { rootId: "", nodes, selectedPath: [] };
  // Deepest first: children's backed-up values and subtree sizes are known before their parent's.
  const order = [...nodes.values()].sort((a, b) => b.depth - a.depth);
  for (const n of order) {
    const kids = n.children.map((id) => nodes.get(id)!);
    if (n.backedUp !== null) n.backed = n.backedUp;
    else if (n.isTerminal) n.backed = n.terminalReward ?? 0;
    else if (kids.length) {
      // The released pipeline's score_and_propagate: weighted by visits, plain mean when none.
      const visits = kids.reduce((s, k) => s + k.visits, 0);
      n.backed = visits
        ? kids.reduce((s, k) => s + k.backed * k.visits, 0) / visits
        : kids.reduce((s, k) => s + k.backed, 0) / kids.length;
    }
    n.value = n.backed + params.alpha * (n.prm ?? 0);
    n.subtreeSize = 1 + kids.reduce((s, k) => s + k.subtreeSize, 0);
  }
  for (const n of nodes.values()) {
    const parent = n.parent === null ? undefined : nodes.get(n.parent);
    if (parent) {
      n.ucb =
        n.visits === 0 ? Infinity : n.qBar! + params.c * Math.sqrt(Math.log(Math.max(parent.visits, 1)) / n.visits);
    }
    markSiblingPairs(
      n.children.map((id) => nodes.get(id)!),
      filter,
    );
  }
  const selectedPath = [rootId];
  for (let cur = nodes.get(rootId)!; cur.children.length;) {
    cur = cur.children.map((id) => nodes.get(id)!).reduce((best, k) => (better(k, best) ? k : best));
    selectedPath.push(cur.id);
  }
  for (const id of selectedPath) nodes.get(id)!.onSelectedPath = true;
  return { rootId, nodes, selectedPath };
}

// The path the preferences point along: the highest V at each level, more visits breaking ties.
const better = (a: TComputedNode, b: TComputedNode) =>
  a.value > b.value || (a.value === b.value && a.visits > b.visits);

function markSiblingPairs(siblings: TComputedNode[], filter: TPairFilter) {
  for (let i = 0; i < siblings.length; i++) {
    for (let j = i + 1; j < siblings.length; j++) {
      const [hi, lo] =
        siblings[i]!.value >= siblings[j]!.value ? [siblings[i]!, siblings[j]!] : [siblings[j]!, siblings[i]!];
      const scores = { chosenF1: hi.backed, rejectedF1: lo.backed, chosenValue: hi.value, rejectedValue: lo.value };
      if (!passesPairFilter(scores, filter)) continue;
      hi.chosenIn++;
      lo.rejectedIn++;
    }
  }
}

/** What is open at first: everything in a small tree, the selected path in a large one. */
export function initialExpanded(tree: TComputedTree, maxOpenNodes = 300): Set<string> {
  if (tree.nodes.size <= maxOpenNodes) {
    return new Set([...tree.nodes.values()].filter((n) => n.children.length).map((n) => n.id));
  }
  return new Set(tree.selectedPath);
}

export type TTreeRow = { id: string; depth: number; expanded: boolean; hasChildren: boolean };

/** The visible rows, depth first in the children's order, below the expanded nodes only. */
export function visibleRows(tree: TComputedTree, expanded: ReadonlySet<string>): TTreeRow[] {
  const rows: TTreeRow[] = [];
  if (!tree.rootId) return rows;
  const stack = [tree.rootId];
  while (stack.length) {
    const node = tree.nodes.get(stack.pop()!)!;
    const isOpen = expanded.has(node.id);
    rows.push({ id: node.id, depth: node.depth, expanded: isOpen, hasChildren: node.children.length > 0 });
    if (isOpen) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return rows;
}

export type TTreeMove = "prevSibling" | "nextSibling" | "parent" | "firstChild";

/** Where a key takes the focus: to a sibling, up a depth or down one; the same node when it cannot. */
export function moveFocus(tree: TComputedTree, id: string, move: TTreeMove): string {
  const node = tree.nodes.get(id);
  if (!node) return tree.rootId;
  if (move === "parent") return node.parent !== null && tree.nodes.has(node.parent) ? node.parent : id;
  if (move === "firstChild") return node.children[0] ?? id;
  const siblings = node.parent === null ? [id] : (tree.nodes.get(node.parent)?.children ?? [id]);
  const at = siblings.indexOf(id) + (move === "nextSibling" ? 1 : -1);
  return siblings[at] ?? id;
}

/** The ancestors of a node, root first: opened so that a focused node is always visible. */
export function ancestorsOf(tree: TComputedTree, id: string): string[] {
  const out: string[] = [];
  for (let cur = tree.nodes.get(id); cur && cur.parent !== null; cur = tree.nodes.get(cur.parent))
    out.unshift(cur.parent);
  return out;
}
