import "server-only";
import type { TSqlDatabase } from "@/lib/db/connection";
import { stepDocumentsSql } from "@/lib/db/step-documents";
import { isGoldRetrieved, readGoldDocuments } from "@/lib/failures/gold-in-documents";
import { answerSchemeOfRun, type AnswerScheme } from "@/lib/metrics/answer";
import { fillPendingRuns } from "@/lib/runs/server/pending-runs";

// gold_retrieved for trajectories stored before ingest computed it (or written without ingest):
// the same check as ingest's prepare step, read back from the stored steps a batch at a time.
const BATCH = 500;

type TRow = { id: string; golden_answers: string[] | null; documents: unknown[] | null };

/** Recompute gold_retrieved for every trajectory of the run; returns how many were read. */
export async function refreshGoldRetrieved(
  db: Pick<TSqlDatabase, "sql">,
  input: { runId: number; scheme: AnswerScheme },
) {
  let after = "0";
  let seen = 0;
  for (;;) {
    const rows = await db.sql.query<TRow>(
      `SELECT t.id::text, t.golden_answers,
         (SELECT jsonb_agg(${stepDocumentsSql("s")} ORDER BY s.index) FROM steps s
          WHERE s.run_id = t.run_id AND s.trajectory_id = t.id AND s.document_hashes IS NOT NULL) AS documents
       FROM trajectories t WHERE t.run_id = $1::int AND t.id > $2::bigint ORDER BY t.id LIMIT ${BATCH}`,
      [input.runId, after],
    );
    if (rows.length === 0) return seen;
    const values = rows.map((r) =>
      isGoldRetrieved(
        { goldenAnswers: r.golden_answers ?? [], documentLists: (r.documents ?? []).map(readGoldDocuments) },
        input.scheme,
      ),
    );
    await db.sql.query(
      `UPDATE trajectories t SET gold_retrieved = v.g
       FROM unnest($2::bigint[], $3::boolean[]) AS v(id, g)
       WHERE t.run_id = $1::int AND t.id = v.id AND t.gold_retrieved IS DISTINCT FROM v.g`,
      [input.runId, rows.map((r) => r.id), values],
    );
    seen += rows.length;
    after = rows.at(-1)!.id;
  }
}

/** The runs the gold_retrieved migration marked: fill each, then clear its mark. */
export async function backfillPendingGoldRetrieved(
  db: Pick<TSqlDatabase, "sql">,
): Promise<{ run: string; trajectories: number }[]> {
  return fillPendingRuns(db, "gold_retrieved_pending", async (run) => ({
    run: run.name,
    trajectories: await refreshGoldRetrieved(db, { runId: run.id, scheme: answerSchemeOfRun(run.config) }),
  }));
}
