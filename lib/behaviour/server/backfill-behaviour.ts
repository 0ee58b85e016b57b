import "server-only";
import { behaviourMask, detectBehaviours } from "@/lib/behaviour/detectors";
import type { TSqlDatabase } from "@/lib/db/connection";
import { stepDocumentsSql } from "@/lib/db/step-documents";
import { refreshStepStats } from "@/lib/dynamics/server/step-stats";
import { readGoldDocuments, RetrievedTexts } from "@/lib/failures/gold-in-documents";
import { answerSchemeOfRun, type AnswerScheme } from "@/lib/metrics/answer";
import { fillPendingRuns } from "@/lib/runs/server/pending-runs";

// behaviour_flags for trajectories stored before ingest computed them: the detectors of ingest's
// prepare step, on the stored question, answer, reward, EM and steps, a batch at a time. The run's
// step_stats are refreshed after, so the dynamics page has the new series.
const BATCH = 500;

type TRow = {
  id: string;
  question: string;
  golden_answers: string[] | null;
  final_answer: string | null;
  reward: number | null;
  em: number | null;
  steps: { kind: string; query: string | null; documents: unknown }[] | null;
};

/** Recompute behaviour_flags for every trajectory of the run; returns how many were read. */
export async function refreshBehaviourFlags(
  db: Pick<TSqlDatabase, "sql">,
  input: { runId: number; scheme: AnswerScheme },
): Promise<number> {
  let after = "0";
  let seen = 0;
  for (;;) {
    const rows = await db.sql.query<TRow>(
      `SELECT t.id::text, t.question, t.golden_answers, t.final_answer, t.reward, t.em,
         (SELECT jsonb_agg(jsonb_build_object('kind', s.kind, 'query', s.query, 'documents', ${stepDocumentsSql("s")})
            ORDER BY s.index)
          FROM steps s WHERE s.run_id = t.run_id AND s.trajectory_id = t.id) AS steps
       FROM trajectories t WHERE t.run_id = $1::int AND t.id > $2::bigint ORDER BY t.id LIMIT ${BATCH}`,
      [input.runId, after],
    );
    if (rows.length === 0) return seen;
    const masks = rows.map((r) =>
      behaviourMask(
        detectBehaviours(
          {
            question: r.question,
            goldenAnswers: r.golden_answers ?? [],
            finalAnswer: r.final_answer,
            reward: r.reward,
            em: r.em,
            steps: r.steps ?? [],
            retrieved: RetrievedTexts.of(
              (r.steps ?? []).map((s) => readGoldDocuments(s.documents)),
              input.scheme,
            ),
          },
          input.scheme,
        ),
      ),
    );
    await db.sql.query(
      `UPDATE trajectories t SET behaviour_flags = v.f
       FROM unnest($2::bigint[], $3::int[]) AS v(id, f)
       WHERE t.run_id = $1::int AND t.id = v.id AND t.behaviour_flags IS DISTINCT FROM v.f`,
      [input.runId, rows.map((r) => r.id), masks],
    );
    seen += rows.length;
    after = rows.at(-1)!.id;
  }
}

/** The runs the behaviour_flags migration marked: fill each, refresh its step stats, clear its mark. */
export async function backfillPendingBehaviour(
  db: Pick<TSqlDatabase, "sql">,
): Promise<{ run: string; trajectories: number }[]> {
  return fillPendingRuns(db, "behaviour_pending", async (run) => {
    const trajectories = await refreshBehaviourFlags(db, { runId: run.id, scheme: answerSchemeOfRun(run.config) });
    await refreshStepStats(db, run.id);
    return { run: run.name, trajectories };
  });
}
