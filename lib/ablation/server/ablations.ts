import "server-only";
import { groupRunsByStudy, STUDY_PREFIX } from "@/lib/ablation";
import type { TAblationState } from "@/lib/dynamics/ablation-params";
import type { TAblationReport } from "@/lib/dynamics/ablation-types";
import { assembleAblationReport, type TAblationRun, type TQuestionRow, type TRunScores } from "@/lib/dynamics/ablation";
import type { TDatabase } from "@/lib/db/connection";

// The /ablations page's reads. Which trajectories score a run (its "evaluation set"):
//   1. its evaluation split — split test, val, validation, eval, evaluation or dev — at the latest
//      training step that has one (an evaluation run without steps: all of it);
//   2. else the trajectories of its last training step;
//   3. else (no training steps at all, e.g. a FlashRAG output) all its trajectories.
// A question is identified by dataset + question text (md5 of both), so runs that answered the
// same benchmark pair up. `val` reads the trainer's val/test_score/{ds} at each name's last step.

export const EVALUATION_SPLITS = ["test", "val", "validation", "eval", "evaluation", "dev"];
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

type TSelection = Omit<TRunScores["evaluation"], "run" | "trajectories"> & { where: string; params: unknown[] };

async function evaluationSelection(db: TDatabase, runId: number): Promise<TSelection> {
  const [split] = await db.sql.query<{ split: string; step: number | null }>(
    `SELECT split, training_step AS step FROM trajectories WHERE run_id = $1 AND split = ANY($2::text[])
     ORDER BY training_step DESC NULLS LAST LIMIT 1`,
    [runId, EVALUATION_SPLITS],
  );
  if (split) {
    return {
      kind: "evaluation split",
      split: split.split,
      step: split.step,
      where: "split = $2 AND training_step IS NOT DISTINCT FROM $3::int",
      params: [split.split, split.step],
    };
  }
  const [last] = await db.sql.query<{ step: number | null }>(
    `SELECT max(training_step) AS step FROM trajectories WHERE run_id = $1`,
    [runId],
  );
  if (last?.step == null) return { kind: "all trajectories", split: null, step: null, where: "TRUE", params: [] };
  return { kind: "last training step", split: null, step: last.step, where: "training_step = $2", params: [last.step] };
}

async function questionScores(db: TDatabase, run: TRunRow, metric: "em" | "f1" | "acc"): Promise<TRunScores> {
  const { where, params, ...selection } = await evaluationSelection(db, run.id);
  const rows = await db.sql.query<TQuestionRow>(
    `SELECT coalesce(dataset, '') AS dataset, md5(coalesce(dataset, '') || chr(31) || question) AS key, ${metric} AS value
     FROM trajectories WHERE run_id = $1 AND ${where}`,
    [run.id, ...params],
  );
  return { run: run.name, evaluation: { run: run.name, ...selection, trajectories: rows.length }, questions: rows };
}

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
    scores.push(state.metric === "val" ? await loggedScores(db, run) : await questionScores(db, run, state.metric));
  }
  return assembleAblationReport({ studies, state, scores });
}
