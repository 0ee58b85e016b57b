import "server-only";
import { holdsFirstSql, uncorrectedInRunSql } from "@/lib/annotate/holding-label-sql";
import { BEHAVIOUR_BITS, BEHAVIOURS } from "@/lib/behaviour/detectors";
import type { TDatabase } from "@/lib/db/connection";
import { behaviourStatName } from "@/lib/dynamics/metrics";

// One scan of the run's trajectories for the given training steps, unpivoted into (name, value)
// pairs, aggregated per step for all datasets together ("") and per dataset. Over-/under-search
// rates pool the judged steps: over-search = search steps whose current over_search label is
// true / search steps with one (HiPRAG's OSR); under-search likewise on the other steps. The
// current label is one no correction supersedes: a person's before a model's, then the newest.
// Efficiency (Search-P1 Figure 6 / Table 7, read by lib/charts/efficiency.ts), in the same scan:
// turns/{success|failure} = turns of correct (EM ≥ 1) / wrong trajectories (EM unknown: neither);
// iterations/{outcome}/{0|1|2|3+} = trajectories with that many searches (count; the values are
// the search counts, so mean/min/max stay meaningful).
// Behaviour detectors (lib/behaviour/detectors.ts): behaviour:{name} = 1 / 0 per trajectory whose
// flags were computed, so the mean is the share flagged; answer_words = words in the final answer.
const BEHAVIOUR_PAIRS = BEHAVIOURS.map(
  (b) => `('${behaviourStatName(b)}', ((t.behaviour_flags & ${BEHAVIOUR_BITS[b]}) <> 0)::int::float8)`,
).join(",\n    ");
const UNCORRECTED = uncorrectedInRunSql("l", "$1");
const REFRESH_SQL = `
WITH ${UNCORRECTED.cte}, t AS (
  SELECT id, training_step, coalesce(dataset, '(none)') AS dataset, reward, em, f1, acc, search_count, turn_count,
         is_format_valid, octet_length(response) AS response_bytes, reward_components, behaviour_flags,
         CASE WHEN btrim(final_answer) = '' THEN 0
              ELSE array_length(regexp_split_to_array(btrim(final_answer), '\\s+'), 1) END AS answer_words,
         CASE WHEN em >= 1 THEN 'success' WHEN em IS NOT NULL THEN 'failure' END AS outcome
  FROM trajectories
  WHERE run_id = $1 AND training_step IS NOT NULL AND ($2::int[] IS NULL OR training_step = ANY($2::int[]))
),
judged AS (
  SELECT DISTINCT ON (l.trajectory_id, l.step_index, l.name) t.training_step, t.dataset,
         CASE WHEN s.kind = 'search' THEN 'over_search_rate' ELSE 'under_search_rate' END AS name,
         CASE WHEN l.value = 'true' THEN 1.0 ELSE 0.0 END AS v
  FROM t
  JOIN labels l ON l.run_id = $1 AND l.trajectory_id = t.id AND l.step_index IS NOT NULL
  JOIN steps s ON s.run_id = $1 AND s.trajectory_id = t.id AND s.index = l.step_index
  WHERE ((l.name = 'over_search' AND s.kind = 'search') OR (l.name = 'under_search' AND s.kind <> 'search'))
    AND ${UNCORRECTED.where}
  -- One label holds per step and name: a person's over a model's, then the newest.
  ORDER BY l.trajectory_id, l.step_index, l.name, ${holdsFirstSql("l")}
),
pairs AS (
  SELECT t.training_step, t.dataset, m.name, m.v
  FROM t CROSS JOIN LATERAL (VALUES
    ('reward', t.reward), ('em', t.em), ('f1', t.f1), ('acc', t.acc),
    ('searches', t.search_count::float8), ('turns', t.turn_count::float8),
    ('format_valid', CASE WHEN t.is_format_valid THEN 1.0 WHEN NOT t.is_format_valid THEN 0.0 END),
    ('response_bytes', t.response_bytes::float8),
    ('answer_words', t.answer_words::float8),
    ${BEHAVIOUR_PAIRS},
    ('turns/' || t.outcome, t.turn_count::float8),
    ('iterations/' || t.outcome || '/' || CASE WHEN t.search_count >= 3 THEN '3+' ELSE t.search_count::text END,
     t.search_count::float8)
  ) AS m(name, v)
  WHERE m.name IS NOT NULL
  UNION ALL
  SELECT t.training_step, t.dataset, 'component:' || c.key, (c.value #>> '{}')::float8
  FROM t CROSS JOIN LATERAL jsonb_each(coalesce(t.reward_components, '{}'::jsonb)) AS c
  WHERE jsonb_typeof(c.value) = 'number'
  UNION ALL
  SELECT training_step, dataset, name, v FROM judged
)
INSERT INTO step_stats (run_id, training_step, name, dataset, count, mean, min, max, p50, p90, variance)
SELECT $1, training_step, name, CASE WHEN GROUPING(dataset) = 1 THEN '' ELSE dataset END,
       count(v), avg(v), min(v), max(v),
       percentile_cont(0.5) WITHIN GROUP (ORDER BY v), percentile_cont(0.9) WITHIN GROUP (ORDER BY v), var_pop(v)
FROM pairs
GROUP BY GROUPING SETS ((training_step, name, dataset), (training_step, name))
HAVING count(v) > 0`;

/**
 * Recomputes the per-step aggregates of a run for the given training steps (all when omitted),
 * in one transaction: readers see the old figures or the new ones, never a mix.
 */
export async function refreshStepStats(
  db: Pick<TDatabase, "sql">,
  runId: number,
  steps?: readonly number[],
): Promise<void> {
  if (steps && steps.length === 0) return;
  const stepList = steps ? [...steps] : null;
  await db.sql.withConnection(async (sql) => {
    // Without JIT: over a whole run the statement's cost has it compile over 100 functions,
    // optimized and inlined, which outweighed what it saved — a refresh of all 100,000
    // trajectories took 5.5 s with it, 4.4 s without (half the steps, compiled unoptimized, ~alike).
    await sql.exec("BEGIN; SET LOCAL jit = off");
    try {
      await sql.query(
        `DELETE FROM step_stats WHERE run_id = $1 AND ($2::int[] IS NULL OR training_step = ANY($2::int[]))`,
        [runId, stepList],
      );
      await sql.query(REFRESH_SQL, [runId, stepList]);
      await sql.exec("COMMIT");
    } catch (error) {
      await sql.exec("ROLLBACK");
      throw error;
    }
  });
}

export type TStepStat = {
  trainingStep: number;
  name: string;
  dataset: string;
  count: number;
  mean: number | null;
  min: number | null;
  max: number | null;
  p50: number | null;
  p90: number | null;
};

/** The aggregates of one run for some names (all datasets together unless `dataset` is given). */
export async function listStepStats(
  db: TDatabase,
  { runId, names, dataset = "" }: { runId: number; names: readonly string[]; dataset?: string },
): Promise<TStepStat[]> {
  return db.prisma.stepStat.findMany({
    where: { runId, name: { in: [...names] }, dataset },
    orderBy: [{ name: "asc" }, { trainingStep: "asc" }],
    select: {
      trainingStep: true,
      name: true,
      dataset: true,
      count: true,
      mean: true,
      min: true,
      max: true,
      p50: true,
      p90: true,
    },
  });
}
