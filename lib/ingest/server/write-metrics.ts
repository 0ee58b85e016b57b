import "server-only";
import { withBulkTransaction } from "@/lib/db/bulk";
import type { TSqlDatabase } from "@/lib/db/connection";

export type TMetricPoint = { trainingStep: number; name: string; value: number };

export const metricPointKey = (p: Pick<TMetricPoint, "trainingStep" | "name">) => `${p.trainingStep}/${p.name}`;

/**
 * Upserts logged scalars (each name and step at most once per call) and returns the keys of the
 * points that were new or changed; a point logged again with the same value (a resumed run
 * re-logs its last steps) is left alone.
 */
export async function writeMetricPoints(
  db: TSqlDatabase,
  runId: number,
  points: readonly TMetricPoint[],
): Promise<Set<string>> {
  if (points.length === 0) return new Set();
  return withBulkTransaction(db, async (tx) => {
    const rows = await tx.query<{ name: string; training_step: number }>(
      `INSERT INTO metric_points (run_id, name, training_step, value)
       SELECT $1, name, step, value FROM unnest($2::text[], $3::int[], $4::float8[]) AS p(name, step, value)
       ON CONFLICT (run_id, name, training_step) DO UPDATE SET value = EXCLUDED.value
         WHERE metric_points.value IS DISTINCT FROM EXCLUDED.value
       RETURNING name, training_step`,
      [runId, points.map((p) => p.name), points.map((p) => p.trainingStep), points.map((p) => p.value)],
    );
    return new Set(rows.map((row) => metricPointKey({ name: row.name, trainingStep: row.training_step })));
  });
}
