import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import {
  CROSS_COLUMNS,
  CROSS_ROWS,
  learnedDifference,
  matchesStatus,
  type TCrossCell,
  type TCrossMatrix,
  type TStatusSelector,
} from "@/lib/questions/cross-run";
import { DEFAULT_SOLVED_THRESHOLD, QUESTION_STATUSES, type TQuestionStatus } from "@/lib/questions/status";
import type { TQuestionListItem, TQuestionStatusReport } from "@/lib/questions/types";

// Reads question_stats (lib/questions/server/question-stats.ts, refreshed at ingest): the counts by
// status, the list of one status, and with another run compared, its row of the same question
// (matched by text; the md5 is the key) as "o": its status there, "absent" when it has none.
const THERE_STATUS_SQL = `CASE WHEN o.run_id IS NULL THEN 'absent' ELSE coalesce(o.status, 'unjudged') END`;
const thereJoinSql = (param: number) =>
  `LEFT JOIN question_stats o ON o.run_id = $${param}::int AND o.question_md5 = h.question_md5 AND o.question = h.question`;

type TListRow = {
  question: string;
  dataset: string | null;
  anchor_id: string;
  sampled_steps: number;
  first_step: number;
  last_step: number;
  last_accuracy: number | null;
  vs_status: TCrossCell | null;
  vs_anchor_id: string | null;
  total: number;
};

/**
 * The run's questions by status, and those of one status (or "not learned") listed; with `versus`,
 * each question's status in the other run too, the two runs' statuses crossed, and the list
 * narrowed to the questions whose status there matches `versus.status`.
 */
export async function getQuestionStatuses(
  db: TDatabase,
  input: {
    runId: number;
    status: TStatusSelector;
    limit: number;
    versus?: { runId: number; run: string; status?: TStatusSelector };
  },
): Promise<TQuestionStatusReport> {
  const versus = input.versus;
  const listed = QUESTION_STATUSES.filter((s) => matchesStatus(input.status, s));
  const listedThere = versus?.status ? CROSS_COLUMNS.filter((c) => matchesStatus(versus.status!, c)) : null;
  // Independent reads: side by side on separate connections, not one after the other.
  const [cellRows, listRows] = await Promise.all([
    // The run's questions by status here (and with another run, by status there: the crossed
    // matrix, whose rows sum to the counts).
    db.sql.query<{ here: (typeof CROSS_ROWS)[number]; there: (typeof CROSS_COLUMNS)[number] | null; n: number }>(
      `SELECT coalesce(h.status, 'unjudged') AS here, ${versus ? THERE_STATUS_SQL : "NULL"} AS there, count(*)::int AS n
       FROM question_stats h ${versus ? thereJoinSql(2) : ""}
       WHERE h.run_id = $1::int GROUP BY 1, 2`,
      versus ? [input.runId, versus.runId] : [input.runId],
    ),
    db.sql.query<TListRow>(
      // The list is ordered by sampled steps, then by the question in JavaScript's collation
      // (localeCompare): the database's may differ, so every row tied with the last one listed is
      // read and the order finished here.
      `WITH m AS (
         SELECT h.question, h.dataset, h.anchor_id::text AS anchor_id, h.sampled_steps, h.first_step, h.last_step,
           h.last_accuracy,
           ${versus ? `${THERE_STATUS_SQL} AS vs_status, o.anchor_id::text AS vs_anchor_id` : "NULL AS vs_status, NULL AS vs_anchor_id"}
         FROM question_stats h ${versus ? thereJoinSql(4) : ""}
         WHERE h.run_id = $1::int AND h.status = ANY($2::text[])
           ${listedThere ? `AND ${THERE_STATUS_SQL} = ANY($5::text[])` : ""}
       )
       SELECT m.*, (SELECT count(*)::int FROM m) AS total FROM m
       WHERE m.sampled_steps >= coalesce(
         (SELECT sampled_steps FROM m ORDER BY sampled_steps DESC OFFSET $3::int LIMIT 1), 0)
       ORDER BY m.question`,
      [
        input.runId,
        listed,
        Math.max(input.limit, 1) - 1,
        ...(versus ? [versus.runId] : []),
        ...(listedThere ? [listedThere] : []),
      ],
    ),
  ]);
  const counts = Object.fromEntries(QUESTION_STATUSES.map((s) => [s, 0])) as Record<TQuestionStatus, number>;
  let unjudged = 0;
  const matrix = versus
    ? (Object.fromEntries(
        CROSS_ROWS.map((r) => [r, Object.fromEntries(CROSS_COLUMNS.map((c) => [c, 0]))]),
      ) as TCrossMatrix)
    : null;
  for (const { here, there, n } of cellRows) {
    if (here === "unjudged") unjudged += n;
    else counts[here] += n;
    if (matrix) matrix[here][there!] = n;
  }
  const items = listRows.map((r): TQuestionListItem => {
    const item: TQuestionListItem = {
      question: r.question,
      dataset: r.dataset,
      anchorId: r.anchor_id,
      sampledSteps: r.sampled_steps,
      firstStep: r.first_step,
      lastStep: r.last_step,
      lastAccuracy: r.last_accuracy,
    };
    return versus ? { ...item, versus: { status: r.vs_status!, anchorId: r.vs_anchor_id } } : item;
  });
  items.sort((a, b) => b.sampledSteps - a.sampledSteps || a.question.localeCompare(b.question));
  return {
    counts,
    unjudged,
    status: input.status,
    items: items.slice(0, input.limit),
    total: listRows[0]?.total ?? 0,
    threshold: DEFAULT_SOLVED_THRESHOLD,
    versus:
      versus && matrix
        ? { run: versus.run, status: versus.status ?? null, matrix, ...learnedDifference(matrix) }
        : null,
  };
}
