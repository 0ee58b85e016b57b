import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { DomainError } from "@/lib/http/errors";
import type { TTreeNodeView } from "../tree";
import type { TTreeDetail, TTreeHeading, TTreeNodeDetail, TTreeSummary } from "../types";

const LABEL_CHARS = 160;

/** Every tree of a run with its size and pair count; trees known only from pairs are listed too. */
export async function listTrees(db: TDatabase, runId: number): Promise<TTreeSummary[]> {
  return db.sql.query<TTreeSummary>(
    `WITH t AS (
       SELECT tree_id, count(*)::int AS nodes, max(depth)::int AS max_depth,
              count(*) FILTER (WHERE is_terminal)::int AS terminals,
              max(question) FILTER (WHERE parent_id IS NULL) AS question
       FROM tree_nodes WHERE run_id = $1 GROUP BY tree_id),
     p AS (SELECT tree_id, count(*)::int AS pairs FROM preference_pairs WHERE run_id = $1 GROUP BY tree_id)
     SELECT coalesce(t.tree_id, p.tree_id) AS tree, t.question, coalesce(t.nodes, 0) AS nodes,
            t.max_depth AS "maxDepth", coalesce(t.terminals, 0) AS terminals, coalesce(p.pairs, 0) AS pairs
     FROM t FULL JOIN p ON p.tree_id = t.tree_id
     ORDER BY 1`,
    [runId],
  );
}

type TNodeRow = Omit<TTreeNodeView, "label"> & {
  query: string | null;
  answer: string | null;
  reasoning: string | null;
};

/** A tree's question, gold answers and size: what its page shows before the nodes arrive. */
export async function getTreeHeading(db: TDatabase, runId: number, tree: string): Promise<TTreeHeading> {
  const [row] = await db.sql.query<TTreeHeading>(
    `SELECT $2::text AS tree, count(*)::int AS nodes, max(question) FILTER (WHERE parent_id IS NULL) AS question,
            coalesce((array_agg(golden_answers) FILTER (WHERE parent_id IS NULL))[1], '[]'::jsonb) AS "goldenAnswers"
     FROM tree_nodes WHERE run_id = $1 AND tree_id = $2`,
    [runId, tree],
  );
  if (!row?.nodes) throw new DomainError("tree_not_found", `No tree "${tree}" in this run`);
  return row;
}

/** A tree's nodes in id order (numeric ids numerically), without documents. */
export async function getTree(db: TDatabase, runId: number, tree: string): Promise<TTreeDetail> {
  const rows = await db.sql.query<TNodeRow & { question: string | null; golden: string[] | null }>(
    `SELECT node_id AS id, parent_id AS parent, depth, step->>'kind' AS kind, prm_score AS prm, visits,
            total_value AS "totalValue", is_terminal AS "isTerminal", terminal_reward AS "terminalReward",
            backed_up AS "backedUp",
            coalesce(jsonb_array_length(CASE WHEN jsonb_typeof(step->'documents') = 'array' THEN step->'documents' END), 0) > 0 AS "hasDocuments",
            left(step->>'query', ${LABEL_CHARS}) AS query, left(step->>'answer', ${LABEL_CHARS}) AS answer,
            left(step->>'reasoning', ${LABEL_CHARS}) AS reasoning, question, golden_answers AS golden
     FROM tree_nodes WHERE run_id = $1 AND tree_id = $2
     ORDER BY depth, length(node_id), node_id`,
    [runId, tree],
  );
  if (!rows.length) throw new DomainError("tree_not_found", `No tree "${tree}" in this run`);
  const root = rows.find((r) => r.parent === null);
  return {
    tree,
    question: root?.question ?? null,
    goldenAnswers: root?.golden ?? [],
    nodes: rows.map(({ query, answer, reasoning, question: _q, golden: _g, ...node }) => ({
      ...node,
      label: query ?? answer ?? reasoning ?? "",
    })),
  };
}

/** One node's step in full (documents included) and the PRM's rationale. */
export async function getTreeNode(db: TDatabase, runId: number, tree: string, id: string): Promise<TTreeNodeDetail> {
  const [row] = await db.sql.query<TTreeNodeDetail>(
    `SELECT tree_id AS tree, node_id AS id, parent_id AS parent, depth, step, prm_score AS prm,
            prm_rationale AS "prmRationale"
     FROM tree_nodes WHERE run_id = $1 AND tree_id = $2 AND node_id = $3`,
    [runId, tree, id],
  );
  if (!row) throw new DomainError("tree_node_not_found", `No node "${id}" in tree "${tree}"`);
  return row;
}
