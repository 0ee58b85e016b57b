import "server-only";
import { buildNameAgreements, TRAJECTORY_KIND, type TAgreementRow } from "@/lib/annotate/agreement-report";
import { loggedFlags, type TFlagLabel } from "@/lib/annotate/flags";
import { loggedVsCorrected, type TFlagTotals, type TTouchedFlags } from "@/lib/annotate/logged-vs-corrected";
import {
  defaultSources,
  isSourceFamily,
  overlappingDefault,
  sourcePairOverlaps,
  type TSourcePair,
  type TSourceSet,
} from "@/lib/annotate/sources";
import type { TAgreementReport, TLoggedVsCorrected } from "@/lib/annotate/types";
import type { TStepKind } from "@/lib/trajectory";
import type { TDatabase } from "@/lib/db/connection";
import { listLabelsOf } from "./label-history";
import { SqlParams } from "@/lib/db/sql-params";

/** Every label source of a run, sorted. */
export async function listLabelSources(db: TDatabase, runId: number): Promise<string[]> {
  const rows = await db.sql.query<{ source: string }>(
    `SELECT DISTINCT source FROM labels WHERE run_id = $1::int ORDER BY source`,
    [runId],
  );
  return rows.map((r) => r.source);
}

function sourceSql(source: string, params: SqlParams): string {
  return isSourceFamily(source)
    ? `l.source LIKE ${params.add(`${source.replace(/[\\%_]/g, (c) => `\\${c}`)}:%`)}`
    : `l.source = ${params.add(source)}`;
}

// Each item's (step, or whole trajectory) newest label of each name from source A and from source
// B — a source's own word, so a judge's label a person corrected still counts as the judge's —
// paired by a full join and counted per (name, step kind, training step, a, b).
export async function listAgreementRows(
  db: TDatabase,
  { runId, a, b }: { runId: number; a: string; b: string },
): Promise<TAgreementRow[]> {
  const params = new SqlParams();
  const run = params.add(runId, "int");
  const newest = (source: string) => `SELECT DISTINCT ON (l.name, l.trajectory_id, coalesce(l.step_index, -1))
      l.name, l.trajectory_id, coalesce(l.step_index, -1) AS si, l.value
    FROM labels l WHERE l.run_id = ${run} AND ${sourceSql(source, params)}
    ORDER BY l.name, l.trajectory_id, coalesce(l.step_index, -1), l.created_at DESC, l.id DESC`;
  const rows = await db.sql.query<TAgreementRow>(
    `WITH a AS (${newest(a)}), b AS (${newest(b)})
     SELECT coalesce(a.name, b.name) AS name, coalesce(s.kind::text, '${TRAJECTORY_KIND}') AS kind,
       t.training_step AS "trainingStep", a.value AS a, b.value AS b, count(*)::int AS count
     FROM a FULL JOIN b ON b.name = a.name AND b.trajectory_id = a.trajectory_id AND b.si = a.si
     JOIN trajectories t ON t.run_id = ${run} AND t.id = coalesce(a.trajectory_id, b.trajectory_id)
     LEFT JOIN steps s ON s.run_id = ${run} AND s.trajectory_id = t.id AND s.index = coalesce(a.si, b.si)
     GROUP BY 1, 2, 3, 4, 5`,
    params.values,
  );
  return rows;
}

// The sets of sources that labelled the same item (name, trajectory, step), for items with two or
// more: few rows (people label a sample), so the pairs are counted in lib/annotate/sources.ts.
export async function listSourcePairs(db: TDatabase, runId: number): Promise<TSourcePair[]> {
  const sets = await db.sql.query<TSourceSet>(
    `SELECT sources, count(*)::int AS items FROM (
       SELECT array_agg(DISTINCT source ORDER BY source) AS sources FROM labels WHERE run_id = $1::int
       GROUP BY name, trajectory_id, coalesce(step_index, -1) HAVING count(DISTINCT source) > 1
     ) x GROUP BY sources`,
    [runId],
  );
  return sourcePairOverlaps(sets);
}

const MAX_PAIRS = 12;

/**
 * Agreement of two sources per label name, step kind and training step. Unchosen, the pair is one
 * that shares items (a model against people first); with none, the judge against people as before,
 * and `pairs` is empty so the page can say that nothing overlaps.
 */
export async function getAgreementReport(
  db: TDatabase,
  input: { runId: number; a?: string; b?: string },
): Promise<TAgreementReport> {
  const [sources, pairs] = await Promise.all([listLabelSources(db, input.runId), listSourcePairs(db, input.runId)]);
  const defaults = overlappingDefault(pairs) ?? defaultSources(sources);
  const a = input.a ?? defaults.a;
  const b = input.b ?? defaults.b;
  const shared = pairs.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a))?.items ?? 0;
  const base = { sources, pairs: pairs.slice(0, MAX_PAIRS), shared };
  if (!a || !b || a === b) return { a: a ?? "", b: b ?? "", ...base, names: [] };
  return { a, b, ...base, names: buildNameAgreements(await listAgreementRows(db, { runId: input.runId, a, b })) };
}

const TOUCHED_LIMIT = 100_000;
const BATCH = 500;

/** The run's flag shares as logged (judges' labels) and as corrected (the labels that hold now). */
export async function getLoggedVsCorrected(db: TDatabase, runId: number): Promise<TLoggedVsCorrected> {
  const [totals] = await db.sql.query<TFlagTotals>(
    `SELECT count(*)::int AS trajectories, (count(*) FILTER (WHERE em >= 1))::int AS correct,
       (count(*) FILTER (WHERE has_over_search))::int AS "overSearch",
       (count(*) FILTER (WHERE has_under_search))::int AS "underSearch",
       (count(*) FILTER (WHERE is_flawed_but_correct))::int AS "flawedButCorrect"
     FROM trajectories WHERE run_id = $1::int`,
    [runId],
  );
  // Trajectories people touched: a label made in the app (it has an author) or a correction.
  const touchedRows = await db.sql.query<{
    id: string;
    em: number | null;
    has_over_search: boolean;
    has_under_search: boolean;
    is_flawed_but_correct: boolean;
  }>(
    `SELECT t.id::text AS id, t.em, t.has_over_search, t.has_under_search, t.is_flawed_but_correct
     FROM trajectories t WHERE t.run_id = $1::int AND t.id IN (SELECT DISTINCT l.trajectory_id FROM labels l
       WHERE l.run_id = $1::int AND (l.author_id IS NOT NULL OR l.corrects_id IS NOT NULL))
     ORDER BY t.id LIMIT ${TOUCHED_LIMIT}`,
    [runId],
  );
  const touched: TTouchedFlags[] = [];
  for (let i = 0; i < touchedRows.length; i += BATCH) {
    const batch = touchedRows.slice(i, i + BATCH);
    const ids = batch.map((t) => t.id);
    const labels = await listLabelsOf(db.sql, { runId, trajectoryIds: ids });
    const steps = await db.sql.query<{ trajectoryId: string; index: number; kind: TStepKind }>(
      `SELECT trajectory_id::text AS "trajectoryId", index, kind::text AS kind FROM steps
       WHERE run_id = $1::int AND trajectory_id = ANY($2::bigint[]) ORDER BY trajectory_id, index`,
      [runId, ids],
    );
    for (const t of batch) {
      const own: TFlagLabel[] = labels.get(t.id) ?? [];
      touched.push({
        current: {
          hasOverSearch: t.has_over_search,
          hasUnderSearch: t.has_under_search,
          isFlawedButCorrect: t.is_flawed_but_correct,
        },
        logged: loggedFlags({ em: t.em, steps: steps.filter((s) => s.trajectoryId === t.id), labels: own }),
      });
    }
  }
  return loggedVsCorrected(totals!, touched);
}
