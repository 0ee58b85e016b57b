import "server-only";
import {
  labelExportRecords,
  type TExportScope,
  type TExportStepInput,
  type TLabelExportRecord,
} from "@/lib/annotate/export-records";
import type { TDatabase } from "@/lib/db/connection";
import { stepDocumentsSql } from "@/lib/db/step-documents";
import { listLabelsOf } from "./label-history";

const PAGE = 200;

type TTrajectoryRecord = {
  id: string;
  externalId: string;
  dataset: string | null;
  trainingStep: number | null;
  question: string;
  goldenAnswers: string[];
};

/**
 * The labels of a run as training data (lib/annotate/export-records.ts), trajectory by trajectory
 * in id order, a page at a time: memory stays flat on any run size.
 */
export async function* streamLabelExport(
  db: TDatabase,
  { runId, runName, scope }: { runId: number; runName: string; scope: TExportScope },
): AsyncGenerator<TLabelExportRecord> {
  let after = "0";
  const people = scope === "people" ? "AND source LIKE 'human:%'" : "";
  for (;;) {
    const page = await db.sql.query<{ id: string }>(
      `SELECT DISTINCT trajectory_id::text AS id, trajectory_id FROM labels
       WHERE run_id = $1::int AND trajectory_id > $2::bigint ${people} ORDER BY trajectory_id LIMIT ${PAGE}`,
      [runId, after],
    );
    if (page.length === 0) return;
    const ids = page.map((p) => p.id);
    const trajectories = await db.sql.query<TTrajectoryRecord>(
      `SELECT id::text AS id, external_id AS "externalId", dataset, training_step AS "trainingStep", question,
         golden_answers AS "goldenAnswers"
       FROM trajectories WHERE run_id = $1::int AND id = ANY($2::bigint[]) ORDER BY id`,
      [runId, ids],
    );
    const steps = await db.sql.query<TExportStepInput & { trajectoryId: string }>(
      `SELECT trajectory_id::text AS "trajectoryId", index, kind::text AS kind, reasoning, query,
         ${stepDocumentsSql("steps")} AS documents, conclusion, answer
       FROM steps WHERE run_id = $1::int AND trajectory_id = ANY($2::bigint[]) ORDER BY trajectory_id, index`,
      [runId, ids],
    );
    const labels = await listLabelsOf(db.sql, { runId, trajectoryIds: ids });
    for (const t of trajectories) {
      const own = steps.filter((s) => s.trajectoryId === t.id).map(({ trajectoryId: _id, ...step }) => step);
      yield* labelExportRecords(runName, { ...t, steps: own, labels: labels.get(t.id) ?? [] }, scope);
    }
    after = ids.at(-1)!;
    if (page.length < PAGE) return;
  }
}
