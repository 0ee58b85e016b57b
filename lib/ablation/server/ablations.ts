import "server-only";
import { groupRunsByStudy, STUDY_PREFIX } from "@/lib/ablation";
import type { TAblationState } from "@/lib/dynamics/ablation-params";
import type { TAblationReport } from "@/lib/dynamics/ablation-types";
import { assembleAblationReport, type TAblationRun, type TQuestionRow, type TRunScores } from "@/lib/dynamics/ablation";
import type { TDatabase } from "@/lib/db/connection";
import { SqlParams } from "@/lib/db/sql-params";
import { DEFAULT_CORRECTNESS_CHOICE, tryParseCorrectness } from "@/lib/metrics/process";
import { correctnessParam, correctnessSql } from "@/lib/metrics/server/correctness-sql";
import { getEvaluationSet, scoredSetSql } from "./evaluation-set";

// The /ablations page's reads. Which trajectories score a run: its evaluation set
// (evaluation-set.ts). A question is identified by dataset + question text (md5 of both), so runs
// that answered the same benchmark pair up. `val` reads the trainer's val/test_score/{ds} at each
// name's last step; `correct` scores 1/0 by the state's correctness choice (correctness-sql.ts),
// leaving out trajectories it cannot decide.

const VAL_PREFIX = "val/test_score/";

type TRunRow = { id: number; name: string; tags: string[]; config: unknown };

/** Runs that belong to at least one study (a `study:<name>` tag), oldest first. */
export async function listStudyRuns(db: TDatabase): Promise<TRunRow[]> {
  return db.sql.query<TRunRow>(
    `SELECT id, name, tags, config FROM runs
     WHERE EXISTS (SELECT 1 FROM unnest(tags) AS tag WHERE starts_with(tag, $1)) ORDER BY id`,
    [STUDY_PREFIX],
  );
}

async function questionScores(db: TDatabase, run: TRunRow, state: TAblationState): Promise<TRunScores> {
  const set = await getEvaluationSet(db, run.id);
  const params = new SqlParams();
  const id = params.add(run.id, "int");
  const where = scoredSetSql(set, params);
  const value =
    state.metric === "correct"
      ? `(${correctnessSql(choiceOf(state), params.add(correctnessParam(choiceOf(state))))})::int`
      : `t.${state.metric as "em" | "f1" | "acc"}`;
  const rows = await db.sql.query<TQuestionRow>(
    `SELECT coalesce(t.dataset, '') AS dataset, md5(coalesce(t.dataset, '') || chr(31) || t.question) AS key, ${value} AS value
     FROM trajectories t WHERE t.run_id = ${id} AND ${where}`,
    params.values,
  );
  return { run: run.name, evaluation: { run: run.name, ...set, trajectories: rows.length }, questions: rows };
}

const choiceOf = (state: TAblationState) => tryParseCorrectness(state.correct) ?? DEFAULT_CORRECTNESS_CHOICE;

async function loggedScores(db: TDatabase, run: TRunRow): Promise<TRunScores> {
  const rows = await db.sql.query<{ name: string; step: number; value: number }>(
    `SELECT DISTINCT ON (name) name, training_step AS step, value FROM metric_points
     WHERE run_id = $1 AND starts_with(name, $2) ORDER BY name, training_step DESC`,
    [run.id, VAL_PREFIX],
  );
  const logged = Object.fromEntries(rows.map((r) => [r.name.slice(VAL_PREFIX.length), r.value]));
  const step = rows.length === 0 ? null : Math.max(...rows.map((r) => r.step));
  return {
    run: run.name,
    evaluation: { run: run.name, kind: "logged", split: null, step, trajectories: 0 },
    questions: [],
    logged,
  };
}

/** The studies, and for the chosen one (the first when none is named) its table, tests and sweep. */
export async function getAblationReport(db: TDatabase, state: TAblationState): Promise<TAblationReport> {
  const runs = await listStudyRuns(db);
  const studies = groupRunsByStudy<TAblationRun & { id: number }>(runs);
  // The same choice as the assembler's: the named study, else the first.
  const study = studies.find((s) => s.study === state.study) ?? studies[0];
  const members = study ? runs.filter((run) => study.variants.some((v) => v.runs.some((r) => r.id === run.id))) : [];
  const scores: TRunScores[] = [];
  // One run at a time: PGlite is a single connection anyway, and PostgreSQL's pool is shared.
  for (const run of members) {
    scores.push(state.metric === "val" ? await loggedScores(db, run) : await questionScores(db, run, state));
  }
  return assembleAblationReport({ studies, state, scores });
}
