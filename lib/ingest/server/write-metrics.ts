import "server-only";
import { withBulkTransaction } from "@/lib/db/bulk";
import type { TSqlDatabase } from "@/lib/db/connection";
import type { TMetricsRecord } from "../canonical";

type TMetricPoint = { trainingStep: number; name: string; value: number };

const metricPointKey = (p: Pick<TMetricPoint, "trainingStep" | "name">) => `${p.trainingStep}/${p.name}`;

/**
 * Writes the values of metrics records (a value logged twice for one step: the later one) and says
 * for each record whether it stored something new or changed.
 */
export async function writeMetricRecords(
  db: TSqlDatabase,
  runId: number,
  records: readonly TMetricsRecord[],
): Promise<boolean[]> {
  const points = new Map<string, TMetricPoint>();
  for (const record of records) {
    for (const [name, value] of Object.entries(record.values)) {
      if (value !== null)
        points.set(metricPointKey({ name, trainingStep: record.step }), { name, trainingStep: record.step, value });
    }
  }
  const written = await writeMetricPoints(db, runId, [...points.values()]);
  return records.map((record) =>
    Object.keys(record.values).some((name) => written.has(metricPointKey({ name, trainingStep: record.step }))),
  );
}

/**
 * Upserts logged scalars (each name and step at most once per call) and returns the keys of the
 * points that were new or changed; a point logged again with the same value (a resumed run
 * re-logs its last steps) is left alone.
 */
async function writeMetricPoints(
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
