import "server-only";
import { holdsFirstSql, isUncorrectedSql } from "@/lib/annotate/holding-label-sql";
import type { TTrajectoryListRow, TTrajectoryRow } from "@/lib/browse/types";
import type { TDatabase } from "@/lib/db/connection";
import { VERDICT_LABEL } from "@/lib/metrics/process/metric-options";

// What only the list shows — gold answers, the judge's verdict, the response's length — read in a
// second query by primary key for the page's rows alone, so the keyset queries stay index scans
// and never detoast a response or look up labels for rows they skip.
// The verdict is the answer_correct label on the whole trajectory that holds
// (lib/annotate/holding-label-sql.ts), as the outcome filter reads it.
const EXTRAS_SQL = `
SELECT t.id::text AS id, length(t.response) AS response_length, cardinality(t.golden_answers) AS gold_count,
  ARRAY(SELECT left(g, 120) FROM unnest(t.golden_answers[1:3]) WITH ORDINALITY AS u(g, i) ORDER BY i) AS golds,
  v.value AS verdict, v.source AS verdict_source
FROM trajectories t
LEFT JOIN LATERAL (
  SELECT l.value, l.source FROM labels l
  WHERE l.run_id = t.run_id AND l.trajectory_id = t.id AND l.step_index IS NULL AND l.name = $3
    AND ${isUncorrectedSql("l")}
  ORDER BY ${holdsFirstSql("l")}
  LIMIT 1
) v ON true
WHERE t.run_id = $1::int AND t.id = ANY($2::bigint[])`;

type TExtrasRecord = {
  id: string;
  response_length: number | null;
  gold_count: number | null;
  golds: string[] | null;
  verdict: string | null;
  verdict_source: string | null;
};

export async function withListExtras(
  db: TDatabase,
  runId: number,
  rows: readonly TTrajectoryRow[],
): Promise<TTrajectoryListRow[]> {
  if (rows.length === 0) return [];
  const records = await db.sql.query<TExtrasRecord>(EXTRAS_SQL, [runId, rows.map((r) => r.id), VERDICT_LABEL]);
  const byId = new Map(records.map((r) => [r.id, r]));
  return rows.map((row) => {
    const extra = byId.get(row.id);
    return {
      ...row,
      golds: { first: extra?.golds ?? [], count: extra?.gold_count ?? 0 },
      verdict:
        extra?.verdict != null && extra.verdict_source != null
          ? { value: extra.verdict, source: extra.verdict_source }
          : null,
      responseLength: extra?.response_length ?? null,
    };
  });
}
