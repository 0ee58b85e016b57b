import "server-only";
import { createHash } from "node:crypto";
import { withBulkTransaction } from "@/lib/db/bulk";
import type { TDatabase } from "@/lib/db/connection";
import type { TPreferencePairRecord, TTreeNodeRecord } from "../canonical";

// Value-tree nodes and preference pairs are written like metric points: upserted by their key, a
// row whose content hash is unchanged is left alone, so ingesting a file again changes nothing.

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Gives each pair without an id one: the hash of what it says (not of its run), numbered by its
 * occurrence in this ingest — two siblings with the same text make identical pairs, and both are
 * kept, as trajectories' identical samples are (identity.ts). The same file again gives the same ids.
 */
export class PairIdentities {
  private readonly seen = new Map<string, number>();

  identify(record: TPreferencePairRecord): TPreferencePairRecord {
    if (record.id) return record;
    const { run: _run, id: _id, ...content } = record;
    const hash = sha256(JSON.stringify(content)).slice(0, 24);
    const n = this.seen.get(hash) ?? 0;
    this.seen.set(hash, n + 1);
    return { ...record, id: n ? `h${hash}-${n}` : `h${hash}` };
  }
}

export type TWriteOutcome = { stored: number; unchanged: number };

/** Upserts nodes (one per tree and id per call; a later duplicate wins) and counts what changed. */
export async function writeTreeNodes(db: TDatabase, runId: number, records: readonly TTreeNodeRecord[]) {
  const rows = new Map<string, Record<string, unknown>>();
  for (const r of records) {
    const { run: _run, type: _type, ...content } = r;
    rows.set(JSON.stringify([r.tree, r.id]), {
      tree_id: r.tree,
      node_id: r.id,
      parent_id: r.parent,
      depth: r.depth,
      question: r.question ?? null,
      golden_answers: r.golden_answers ?? null,
      step: r.step ?? null,
      prm_score: r.prm_score ?? null,
      prm_rationale: r.prm_rationale ?? null,
      visits: r.visits,
      total_value: r.total_value,
      is_terminal: r.is_terminal,
      terminal_reward: r.terminal_reward ?? null,
      backed_up: r.backed_up ?? null,
      labels: r.labels ?? null,
      meta: r.meta ?? null,
      content_hash: sha256(JSON.stringify(content)),
    });
  }
  if (!rows.size) return { stored: 0, unchanged: records.length };
  const changed = await withBulkTransaction(db, (tx) =>
    tx.query<{ n: number }>(
      `WITH w AS (
         INSERT INTO tree_nodes (run_id, tree_id, node_id, parent_id, depth, question, golden_answers, step,
           prm_score, prm_rationale, visits, total_value, is_terminal, terminal_reward, backed_up, labels, meta,
           content_hash)
         SELECT $1, r.tree_id, r.node_id, r.parent_id, r.depth, r.question, r.golden_answers, r.step, r.prm_score,
           r.prm_rationale, r.visits, r.total_value, r.is_terminal, r.terminal_reward, r.backed_up, r.labels, r.meta,
           r.content_hash
         FROM jsonb_to_recordset($2::jsonb) AS r(tree_id text, node_id text, parent_id text, depth int,
           question text, golden_answers jsonb, step jsonb, prm_score float8, prm_rationale text, visits int,
           total_value float8, is_terminal boolean, terminal_reward float8, backed_up float8, labels jsonb,
           meta jsonb, content_hash text)
         ON CONFLICT (run_id, tree_id, node_id) DO UPDATE SET
           parent_id = EXCLUDED.parent_id, depth = EXCLUDED.depth, question = EXCLUDED.question,
           golden_answers = EXCLUDED.golden_answers, step = EXCLUDED.step, prm_score = EXCLUDED.prm_score,
           prm_rationale = EXCLUDED.prm_rationale, visits = EXCLUDED.visits, total_value = EXCLUDED.total_value,
           is_terminal = EXCLUDED.is_terminal, terminal_reward = EXCLUDED.terminal_reward,
           backed_up = EXCLUDED.backed_up, labels = EXCLUDED.labels, meta = EXCLUDED.meta,
           content_hash = EXCLUDED.content_hash
         WHERE tree_nodes.content_hash IS DISTINCT FROM EXCLUDED.content_hash
         RETURNING 1)
       SELECT count(*)::int AS n FROM w`,
      [runId, JSON.stringify([...rows.values()])],
    ),
  );
  const stored = changed[0]?.n ?? 0;
  return { stored, unchanged: records.length - stored };
}

/** Upserts pairs by id (each has one: see PairIdentities) and counts what changed. */
export async function writePreferencePairs(db: TDatabase, runId: number, records: readonly TPreferencePairRecord[]) {
  const rows = new Map<string, Record<string, unknown>>();
  for (const r of records) {
    const { run: _run, type: _type, ...content } = r;
    const id = r.id!;
    rows.set(id, {
      id,
      tree_id: r.tree,
      depth: r.depth,
      parent_node: r.parent ?? null,
      prompt: r.prompt,
      chosen: r.chosen,
      rejected: r.rejected,
      chosen_action: r.chosen.action,
      rejected_action: r.rejected.action,
      chosen_f1: r.chosen.f1,
      rejected_f1: r.rejected.f1,
      chosen_value: r.chosen.value,
      rejected_value: r.rejected.value,
      chosen_prm: r.chosen.prm ?? null,
      rejected_prm: r.rejected.prm ?? null,
      meta: r.meta ?? null,
      content_hash: sha256(JSON.stringify(content)),
    });
  }
  if (!rows.size) return { stored: 0, unchanged: records.length };
  const changed = await withBulkTransaction(db, (tx) =>
    tx.query<{ n: number }>(
      `WITH w AS (
         INSERT INTO preference_pairs (run_id, id, tree_id, depth, parent_node, prompt, chosen, rejected,
           chosen_action, rejected_action, chosen_f1, rejected_f1, chosen_value, rejected_value, chosen_prm,
           rejected_prm, meta, content_hash)
         SELECT $1, r.id, r.tree_id, r.depth, r.parent_node, r.prompt, r.chosen, r.rejected, r.chosen_action,
           r.rejected_action, r.chosen_f1, r.rejected_f1, r.chosen_value, r.rejected_value, r.chosen_prm,
           r.rejected_prm, r.meta, r.content_hash
         FROM jsonb_to_recordset($2::jsonb) AS r(id text, tree_id text, depth int,
           parent_node text, prompt jsonb, chosen jsonb, rejected jsonb, chosen_action text,
           rejected_action text, chosen_f1 float8, rejected_f1 float8, chosen_value float8,
           rejected_value float8, chosen_prm float8, rejected_prm float8, meta jsonb, content_hash text)
         ON CONFLICT (run_id, id) DO UPDATE SET
           tree_id = EXCLUDED.tree_id, depth = EXCLUDED.depth, parent_node = EXCLUDED.parent_node,
           prompt = EXCLUDED.prompt, chosen = EXCLUDED.chosen, rejected = EXCLUDED.rejected,
           chosen_action = EXCLUDED.chosen_action, rejected_action = EXCLUDED.rejected_action,
           chosen_f1 = EXCLUDED.chosen_f1, rejected_f1 = EXCLUDED.rejected_f1,
           chosen_value = EXCLUDED.chosen_value, rejected_value = EXCLUDED.rejected_value,
           chosen_prm = EXCLUDED.chosen_prm, rejected_prm = EXCLUDED.rejected_prm, meta = EXCLUDED.meta,
           content_hash = EXCLUDED.content_hash
         WHERE preference_pairs.content_hash IS DISTINCT FROM EXCLUDED.content_hash
         RETURNING 1)
       SELECT count(*)::int AS n FROM w`,
      [runId, JSON.stringify([...rows.values()])],
    ),
  );
  const stored = changed[0]?.n ?? 0;
  return { stored, unchanged: records.length - stored };
}
