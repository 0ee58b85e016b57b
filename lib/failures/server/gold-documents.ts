import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { stepDocumentsSql } from "@/lib/db/step-documents";
import { documentHasGold, normalizedGolds, type TGoldDocument } from "@/lib/failures/gold-in-documents";
import type { AnswerScheme } from "@/lib/metrics/answer";

// Which retrieved documents of one trajectory hold a gold answer, tested on their full text (the
// page ships only their first lines). Positions count object elements only, as the trajectory
// view's document lists do (lib/browse/server/trajectory-detail.ts).

/** step index → positions of its documents holding a gold. */
export async function listGoldDocumentPositions(
  db: TDatabase,
  input: { runId: number; trajectoryId: string; golds: readonly string[]; scheme: AnswerScheme },
): Promise<Map<number, Set<number>>> {
  const golds = normalizedGolds(input.golds, input.scheme);
  const found = new Map<number, Set<number>>();
  if (golds.length === 0) return found;
  const rows = await db.sql.query<{ index: number; documents: unknown[] }>(
    `SELECT s.index, ${stepDocumentsSql("s")} AS documents FROM steps s
     WHERE s.run_id = $1::int AND s.trajectory_id = $2::bigint AND s.document_hashes IS NOT NULL`,
    [input.runId, input.trajectoryId],
  );
  for (const row of rows) {
    const objects = row.documents.filter(
      (d): d is TGoldDocument => d !== null && typeof d === "object" && !Array.isArray(d),
    );
    objects.forEach((d, position) => {
      const document = {
        title: typeof d.title === "string" ? d.title : null,
        text: typeof d.text === "string" ? d.text : null,
      };
      if (!documentHasGold(document, golds, input.scheme)) return;
      found.set(row.index, (found.get(row.index) ?? new Set()).add(position));
    });
  }
  return found;
}
