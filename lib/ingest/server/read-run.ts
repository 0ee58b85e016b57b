import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { stepDocumentsSql } from "@/lib/db/step-documents";

const PAGE = 500;

/** Every trajectory of a run with its steps and labels, in id order, a page at a time. */
export async function* streamRunTrajectories(db: TDatabase, runId: number) {
  let after = -1n;
  for (;;) {
    const page = await db.prisma.trajectory.findMany({
      where: { runId, id: { gt: after } },
      orderBy: { id: "asc" },
      take: PAGE,
      include: {
        steps: {
          orderBy: { index: "asc" },
          omit: { runId: true, trajectoryId: true, documentHashes: true, documentScores: true },
        },
        // Corrections are people's edits of a label, not part of the ingested record.
        labels: { where: { correctsId: null }, orderBy: { id: "asc" } },
      },
    });
    const documents = await readPageDocuments(
      db,
      runId,
      page.map((t) => t.id),
    );
    yield* page.map((t) => ({
      ...t,
      steps: t.steps.map((s) => ({ ...s, documents: documents.get(`${t.id}:${s.index}`) ?? null })),
    }));
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

/** The documents of a page's steps (those that recorded any), by "trajectoryId:index". */
async function readPageDocuments(db: TDatabase, runId: number, ids: bigint[]): Promise<Map<string, unknown>> {
  if (ids.length === 0) return new Map();
  const rows = await db.sql.query<{ key: string; documents: unknown }>(
    `SELECT s.trajectory_id::text || ':' || s.index AS key, ${stepDocumentsSql("s")} AS documents FROM steps s
     WHERE s.run_id = $1::int AND s.trajectory_id = ANY($2::bigint[]) AND s.document_hashes IS NOT NULL`,
    [runId, ids.map(String)],
  );
  return new Map(rows.map((r) => [r.key, r.documents]));
}

export async function listRunMetricPoints(db: TDatabase, runId: number) {
  return db.prisma.metricPoint.findMany({
    where: { runId },
    orderBy: [{ trainingStep: "asc" }, { name: "asc" }],
    select: { trainingStep: true, name: true, value: true },
  });
}
