import "server-only";
import type { TAnnotatorProgress, TQueueStrategy, TQueueSummary } from "@/lib/annotate/types";
import type { TDatabase } from "@/lib/db/connection";

type TQueueRow = Omit<TQueueSummary, "annotators" | "filterQuery" | "seed" | "strategy"> & {
  filter: { query?: unknown; seed?: unknown } | null;
  strategy: string;
};

/** Queues of a run (or one of them), newest first, with progress overall and per annotator. */
export async function listQueueSummaries(
  db: TDatabase,
  { runId, queueId = null }: { runId: number; queueId?: number | null },
): Promise<TQueueSummary[]> {
  const values = [runId, queueId];
  const rows = await db.sql.query<TQueueRow>(
    `SELECT q.id, q.name, q.filter, q.strategy, q.sample_size AS "sampleSize",
       q.annotators_per_item AS "annotatorsPerItem", q.label_names AS "labelNames", u.name AS "createdBy",
       to_char(q.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
       (SELECT count(*)::int FROM queue_items i WHERE i.run_id = q.run_id AND i.queue_id = q.id) AS items,
       (SELECT count(*)::int FROM queue_items i WHERE i.run_id = q.run_id AND i.queue_id = q.id
         AND (SELECT count(*) FROM queue_work w WHERE w.run_id = i.run_id AND w.queue_id = i.queue_id
                AND w.position = i.position AND w.status = 'done') >= q.annotators_per_item) AS "completeItems"
     FROM annotation_queues q LEFT JOIN users u ON u.id = q.created_by_id
     WHERE q.run_id = $1::int AND ($2::int IS NULL OR q.id = $2::int) ORDER BY q.id DESC`,
    values,
  );
  const progress = await db.sql.query<TAnnotatorProgress & { queueId: number }>(
    `SELECT w.queue_id AS "queueId", u.name,
       (count(*) FILTER (WHERE w.status = 'assigned'))::int AS assigned,
       (count(*) FILTER (WHERE w.status = 'done'))::int AS done,
       (count(*) FILTER (WHERE w.status = 'skipped'))::int AS skipped
     FROM queue_work w JOIN users u ON u.id = w.user_id
     WHERE w.run_id = $1::int AND ($2::int IS NULL OR w.queue_id = $2::int)
     GROUP BY w.queue_id, u.name ORDER BY u.name`,
    values,
  );
  return rows.map(({ filter, strategy, ...row }) => ({
    ...row,
    strategy: strategy as TQueueStrategy,
    filterQuery: typeof filter?.query === "string" ? filter.query : "",
    seed: typeof filter?.seed === "number" ? filter.seed : 0,
    annotators: progress.filter((p) => p.queueId === row.id).map(({ queueId: _id, ...p }) => p),
  }));
}
