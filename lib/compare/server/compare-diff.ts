import "server-only";
import { DIFF_LIST_LIMIT, toDiffItem, type TDiffRecord } from "@/lib/compare/diff";
import { NO_DATASET, type TCompareFilter, type TCorrectness } from "@/lib/compare/state";
import type { TCompareDiff } from "@/lib/compare/types";
import type { TDatabase } from "@/lib/db/connection";
import { DEFAULT_CORRECTNESS_CHOICE, tryParseCorrectness } from "@/lib/metrics/process";
import { correctnessParam, correctnessSql } from "@/lib/metrics/server/correctness-sql";
import type { TResolvedRun } from "./compare";
import { selectionSql, selectScoredSets } from "./compare-selection";
import { SqlParams } from "@/lib/db/sql-params";

// The per-question diff of runs A and B, as lib/compare/diff.ts defines it: questions keyed by
// dataset and whitespace-collapsed text within each run's scored set (compare-selection.ts), a run
// right on a question when at least half of the trajectories the correctness choice decides are, the latest trajectory matching that verdict opened for each side.
// One statement: the lists come with every group's size (window counts), and the `totals` row
// makes sure the questions per run are known even when nothing is shared. Lists are ordered
// byte-wise (COLLATE "C") so both databases give the same order whatever their locale.

type TRecord = {
  questions_a: number;
  questions_b: number;
  dataset: string | null;
  question: string | null;
  question_length: number | null;
  a_n: number;
  a_k: number;
  a_right_id: string | null;
  a_wrong_id: string | null;
  b_n: number;
  b_k: number;
  b_right_id: string | null;
  b_wrong_id: string | null;
  a_is_right: boolean | null;
  b_is_right: boolean | null;
  group_size: number | null;
  rank: number | null;
};

export async function getCompareDiff(
  db: TDatabase,
  input: { a: TResolvedRun; b: TResolvedRun; correct: TCorrectness; filter: TCompareFilter; limit?: number },
): Promise<TCompareDiff> {
  const limit = input.limit ?? DIFF_LIST_LIMIT;
  const choice = tryParseCorrectness(input.correct) ?? DEFAULT_CORRECTNESS_CHOICE;
  const selections = await selectScoredSets(db, [input.a, input.b], input.filter);
  const params = new SqlParams();
  const [a, b] = [params.add(input.a.id, "int"), params.add(input.b.id, "int")];
  const where = selectionSql(params, selections, input.filter);
  const isRight = correctnessSql(choice, params.add(correctnessParam(choice)));
  const records = await db.sql.query<TRecord>(
    `WITH scored AS (
       SELECT t.run_id, coalesce(t.dataset, '${NO_DATASET}') AS dataset,
              btrim(regexp_replace(t.question, '\\s+', ' ', 'g')) AS question,
              ${isRight} AS is_right, t.id, t.training_step
       FROM trajectories t
       WHERE ${where}
     ),
     q AS (
       SELECT run_id, dataset, question, count(*)::int AS n, (count(*) FILTER (WHERE is_right))::int AS k,
         ((array_agg(id ORDER BY training_step DESC NULLS LAST, id DESC) FILTER (WHERE is_right))[1])::text AS right_id,
         ((array_agg(id ORDER BY training_step DESC NULLS LAST, id DESC) FILTER (WHERE NOT is_right))[1])::text AS wrong_id
       FROM scored WHERE is_right IS NOT NULL GROUP BY run_id, dataset, question
     ),
     j AS (
       SELECT x.dataset, x.question, x.n AS a_n, x.k AS a_k, x.right_id AS a_right_id, x.wrong_id AS a_wrong_id,
              y.n AS b_n, y.k AS b_k, y.right_id AS b_right_id, y.wrong_id AS b_wrong_id,
              2 * x.k >= x.n AS a_is_right, 2 * y.k >= y.n AS b_is_right
       FROM q x JOIN q y ON y.run_id = ${b} AND y.dataset = x.dataset AND y.question = x.question
       WHERE x.run_id = ${a}
     ),
     ranked AS (
       SELECT j.*, count(*) OVER (PARTITION BY a_is_right, b_is_right)::int AS group_size,
              (row_number() OVER (PARTITION BY a_is_right, b_is_right
                                  ORDER BY dataset COLLATE "C", question COLLATE "C"))::int AS rank
       FROM j
     ),
     totals AS (
       SELECT (count(*) FILTER (WHERE run_id = ${a}))::int AS questions_a,
              (count(*) FILTER (WHERE run_id = ${b}))::int AS questions_b FROM q
     )
     SELECT totals.*, r.dataset, left(r.question, 500) AS question, length(r.question) AS question_length,
            r.a_n, r.a_k, r.a_right_id, r.a_wrong_id, r.b_n, r.b_k, r.b_right_id, r.b_wrong_id,
            r.a_is_right, r.b_is_right, r.group_size, r.rank
     FROM totals LEFT JOIN ranked r ON (r.a_is_right <> r.b_is_right AND r.rank <= ${params.add(limit, "int")}) OR r.rank = 1
     ORDER BY r.a_is_right DESC, r.rank`,
    params.values,
  );
  const first = records[0];
  const groupSize = (aRight: boolean, bRight: boolean) =>
    records.find((r) => r.a_is_right === aRight && r.b_is_right === bRight)?.group_size ?? 0;
  const counts = {
    questionsA: first?.questions_a ?? 0,
    questionsB: first?.questions_b ?? 0,
    bothRight: groupSize(true, true),
    bothWrong: groupSize(false, false),
    onlyA: groupSize(true, false),
    onlyB: groupSize(false, true),
  };
  const items = (aRight: boolean) =>
    records
      .filter((r) => r.a_is_right === aRight && r.b_is_right === !aRight && r.rank !== null && r.rank <= limit)
      .map((r) => toDiffItem(toRecord(r)));
  return {
    a: input.a.name,
    b: input.b.name,
    correct: input.correct,
    limit,
    counts: { ...counts, shared: counts.bothRight + counts.bothWrong + counts.onlyA + counts.onlyB },
    rightInA: items(true),
    rightInB: items(false),
  };
}

const toRecord = (r: TRecord): TDiffRecord => ({
  dataset: r.dataset ?? NO_DATASET,
  question: r.question ?? "",
  questionLength: r.question_length ?? 0,
  a: { n: r.a_n, k: r.a_k, rightId: r.a_right_id, wrongId: r.a_wrong_id },
  b: { n: r.b_n, k: r.b_k, rightId: r.b_right_id, wrongId: r.b_wrong_id },
});
