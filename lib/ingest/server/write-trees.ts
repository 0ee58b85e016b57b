import "server-only";
import { createHash } from "node:crypto";
import { withBulkTransaction } from "@/lib/db/bulk";
import type { TSqlDatabase } from "@/lib/db/connection";
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

/** A table written by content hash: its key after run_id, and its columns (the key too) with their SQL types. */
type TUpsertTable = { name: string; key: readonly string[]; columns: readonly (readonly [string, string])[] };

const TREE_NODES: TUpsertTable = {
  name: "tree_nodes",
  key: ["tree_id", "node_id"],
  columns: [
    ["tree_id", "text"],
    ["node_id", "text"],
    ["parent_id", "text"],
    ["depth", "int"],
    ["question", "text"],
    ["golden_answers", "jsonb"],
    ["step", "jsonb"],
    ["prm_score", "float8"],
    ["prm_rationale", "text"],
    ["visits", "int"],
    ["total_value", "float8"],
    ["is_terminal", "boolean"],
    ["terminal_reward", "float8"],
    ["backed_up", "float8"],
    ["labels", "jsonb"],
    ["meta", "jsonb"],
    ["content_hash", "text"],
  ],
};

const PREFERENCE_PAIRS: TUpsertTable = {
  name: "preference_pairs",
  key: ["id"],
  columns: [
    ["id", "text"],
    ["tree_id", "text"],
    ["depth", "int"],
    ["parent_node", "text"],
    ["prompt", "jsonb"],
    ["chosen", "jsonb"],
    ["rejected", "jsonb"],
    ["chosen_action", "text"],
    ["rejected_action", "text"],
    ["chosen_f1", "float8"],
    ["rejected_f1", "float8"],
    ["chosen_value", "float8"],
    ["rejected_value", "float8"],
    ["chosen_prm", "float8"],
    ["rejected_prm", "float8"],
    ["meta", "jsonb"],
    ["content_hash", "text"],
  ],
};

/**
 * Upserts `rows` (objects keyed by column name) into one run, leaving a row whose content hash is
 * unchanged alone, and counts how many of the `read` records were stored or unchanged.
 */
async function countChanged(
  db: TSqlDatabase,
  runId: number,
  table: TUpsertTable,
  rows: readonly Record<string, unknown>[],
  read: number,
): Promise<TWriteOutcome> {
  if (!rows.length) return { stored: 0, unchanged: read };
  const names = table.columns.map(([name]) => name);
  const updated = names.filter((name) => !table.key.includes(name));
  const changed = await withBulkTransaction(db, (tx) =>
    tx.query<{ n: number }>(
      `WITH w AS (
         INSERT INTO ${table.name} (run_id, ${names.join(", ")})
         SELECT $1, ${names.map((name) => `r.${name}`).join(", ")}
         FROM jsonb_to_recordset($2::jsonb) AS r(${table.columns.map(([name, type]) => `${name} ${type}`).join(", ")})
         ON CONFLICT (run_id, ${table.key.join(", ")}) DO UPDATE SET
           ${updated.map((name) => `${name} = EXCLUDED.${name}`).join(", ")}
         WHERE ${table.name}.content_hash IS DISTINCT FROM EXCLUDED.content_hash
         RETURNING 1)
       SELECT count(*)::int AS n FROM w`,
      [runId, JSON.stringify(rows)],
    ),
  );
  const stored = changed[0]?.n ?? 0;
  return { stored, unchanged: read - stored };
}

/** Upserts nodes (one per tree and id per call; a later duplicate wins) and counts what changed. */
export async function writeTreeNodes(db: TSqlDatabase, runId: number, records: readonly TTreeNodeRecord[]) {
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
  return countChanged(db, runId, TREE_NODES, [...rows.values()], records.length);
}

/** Upserts pairs by id (each has one: see PairIdentities) and counts what changed. */
export async function writePreferencePairs(db: TSqlDatabase, runId: number, records: readonly TPreferencePairRecord[]) {
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
  return countChanged(db, runId, PREFERENCE_PAIRS, [...rows.values()], records.length);
}
