import "server-only";
import { humanSource } from "@/lib/annotate/current";
import type { TMyQueueWork, TQueueItemWork } from "@/lib/annotate/types";
import { DomainError } from "@/lib/http/errors";
import type { TDatabase } from "@/lib/db/connection";
import { listQueueSummaries } from "./queue-summaries";
import { inTransaction } from "@/lib/db/transaction";

// One annotator's side of a queue. An item is theirs once they hold a work row on it: "assigned"
// when handed out or claimed, then "done" or "skipped" (with a reason). Claiming takes the first
// item that this person has not worked on and that fewer than N people hold (skips do not count),
// under a lock on the queue row so two people never take the last slot of one item together.

export async function getMyQueueWork(
  db: TDatabase,
  { runId, queueId, userId }: { runId: number; queueId: number; userId: number | null },
): Promise<TMyQueueWork> {
  const [queue] = await listQueueSummaries(db, { runId, queueId });
  if (!queue) throw new DomainError("queue_not_found", `There is no queue ${queueId} in this run.`);
  const items =
    userId === null
      ? []
      : await db.sql.query<TQueueItemWork>(
          `SELECT w.position, i.trajectory_id::text AS "trajectoryId", w.status, w.reason
           FROM queue_work w JOIN queue_items i ON i.run_id = w.run_id AND i.queue_id = w.queue_id AND i.position = w.position
           WHERE w.run_id = $1::int AND w.queue_id = $2::int AND w.user_id = $3::int ORDER BY w.position`,
          [runId, queueId, userId],
        );
  return { queue, items };
}

/** Where to go on: the person's first unfinished item, else a newly claimed one; null when none is left. */
export async function claimNextItem(
  db: TDatabase,
  { runId, queueId, userId }: { runId: number; queueId: number; userId: number },
): Promise<TQueueItemWork | null> {
  return inTransaction(db, async (sql) => {
    const [queue] = await sql.query<{ n: number }>(
      `SELECT annotators_per_item AS n FROM annotation_queues WHERE run_id = $1::int AND id = $2::int FOR UPDATE`,
      [runId, queueId],
    );
    if (!queue) throw new DomainError("queue_not_found", `There is no queue ${queueId} in this run.`);
    const select = `SELECT w.position, i.trajectory_id::text AS "trajectoryId", w.status, w.reason
      FROM queue_work w JOIN queue_items i ON i.run_id = w.run_id AND i.queue_id = w.queue_id AND i.position = w.position
      WHERE w.run_id = $1::int AND w.queue_id = $2::int AND w.user_id = $3::int`;
    const [open] = await sql.query<TQueueItemWork>(`${select} AND w.status = 'assigned' ORDER BY w.position LIMIT 1`, [
      runId,
      queueId,
      userId,
    ]);
    if (open) return open;
    const [claimed] = await sql.query<{ position: number }>(
      `INSERT INTO queue_work (run_id, queue_id, position, user_id, status, updated_at)
       SELECT i.run_id, i.queue_id, i.position, $3::int, 'assigned', now() FROM queue_items i
       WHERE i.run_id = $1::int AND i.queue_id = $2::int
         AND NOT EXISTS (SELECT 1 FROM queue_work w WHERE w.run_id = i.run_id AND w.queue_id = i.queue_id
           AND w.position = i.position AND w.user_id = $3::int)
         AND (SELECT count(*) FROM queue_work w WHERE w.run_id = i.run_id AND w.queue_id = i.queue_id
           AND w.position = i.position AND w.status <> 'skipped') < $4::int
       ORDER BY i.position LIMIT 1 RETURNING position`,
      [runId, queueId, userId, queue.n],
    );
    if (!claimed) return null;
    const [item] = await sql.query<TQueueItemWork>(`${select} AND w.position = $4::int`, [
      runId,
      queueId,
      userId,
      claimed.position,
    ]);
    return item ?? null;
  });
}

/** Refuses (403) unless this person holds this queue item and it is this trajectory. */
export async function requireQueueItem(
  db: TDatabase,
  input: { runId: number; queueId: number; position: number; userId: number; trajectoryId?: string },
): Promise<void> {
  const [row] = await db.sql.query<{ trajectoryId: string }>(
    `SELECT i.trajectory_id::text AS "trajectoryId" FROM queue_work w
     JOIN queue_items i ON i.run_id = w.run_id AND i.queue_id = w.queue_id AND i.position = w.position
     WHERE w.run_id = $1::int AND w.queue_id = $2::int AND w.position = $3::int AND w.user_id = $4::int`,
    [input.runId, input.queueId, input.position, input.userId],
  );
  if (!row || (input.trajectoryId !== undefined && row.trajectoryId !== input.trajectoryId)) {
    throw new DomainError("not_your_queue_item", "This queue item is not yours: open the queue to get your next one.");
  }
}

/** Marks the person's item done (they must have labelled something on it) or skipped with a reason. */
export async function setWorkStatus(
  db: TDatabase,
  input: { runId: number; queueId: number; position: number; user: { id: number; name: string } } & (
    { status: "done"; reason: string | null } | { status: "skipped"; reason: string | null }
  ),
): Promise<void> {
  const { runId, queueId, position, user } = input;
  await requireQueueItem(db, { runId, queueId, position, userId: user.id });
  if (input.status === "done") {
    const [labelled] = await db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM labels l JOIN queue_items i ON i.run_id = l.run_id AND i.trajectory_id = l.trajectory_id
       WHERE i.run_id = $1::int AND i.queue_id = $2::int AND i.position = $3::int AND l.source = $4`,
      [runId, queueId, position, humanSource(user.name)],
    );
    if (!labelled?.n)
      throw new DomainError("nothing_labelled", "Label something on this item first, or skip it with a reason.");
  }
  await db.sql.query(
    `UPDATE queue_work SET status = $5, reason = $6, updated_at = now()
     WHERE run_id = $1::int AND queue_id = $2::int AND position = $3::int AND user_id = $4::int`,
    [runId, queueId, position, user.id, input.status, input.status === "skipped" ? input.reason : null],
  );
}
