// Synthetic data for the browse benchmark, generated inside PostgreSQL with generate_series so
// that a million trajectories take minutes, not hours of round trips. Deterministic: every
// "random" choice is a hash of the row number, so labels, flags and metrics agree run after run.
import type { TSql } from "@/lib/db/connection";

type TSession = Omit<TSql, "withConnection">;

export const BENCH_RUN = "bench-1m";
export const LONG_TRAJECTORY = "bench-long-50";
const DATASETS = "ARRAY['nq','triviaqa','popqa','hotpotqa','2wikimultihopqa','musique','bamboogle']";

// A document's key: md5 of its id, as a uuid. Not ingest's hash of id, title and text
// (lib/ingest/document-hash.ts): these rows are never re-ingested, only read, so any unique key does.
const DOC_HASH = (k: string) => `md5('d' || t.id || '-' || i || '-' || ${k})::uuid`;
// u(x, seed): a uniform number in [0, 1) from a hash; hashint4extended is built into PostgreSQL.
const u = (x: string, seed: number) => `((abs(hashint4extended((${x})::int, ${seed})) % 1000000) / 1e6)`;

export type TBenchRunOptions = {
  /** The run's name; default bench-1m, what bench:browse and bench:what-if measure. */
  name?: string;
  /**
   * Trajectories per statement of the bulk steps (trajectories, steps, documents, judge and PRM
   * labels); default all of them in one. Smaller chunks show progress on a long load and keep each
   * statement's memory bounded; the rows are the same either way.
   */
  chunk?: number;
  /** Told each step's wall time as it ends (what the log line says), e.g. to derive a load rate. */
  onStep?: (what: string, seconds: number) => void;
};

/**
 * Creates the run and fills it: `trajectories` rows with five steps each, judge/PRM/human labels.
 * Its trajectory ids are 1..trajectories + 1 whatever other runs the database holds: every key
 * that names a trajectory is (run_id, id) (prisma/schema.prisma), so two runs may share ids, and a
 * row number gives the same row (labels, flags, text) in any run.
 */
export async function generateBenchRun(
  sql: TSession,
  trajectories: number,
  log: (line: string) => void,
  options: TBenchRunOptions = {},
): Promise<void> {
  const name = options.name ?? BENCH_RUN;
  const chunk = Math.max(1, Math.min(options.chunk ?? trajectories, trajectories));
  // [first, last] row numbers of each chunk, and what a chunk's log line calls it.
  const chunks: [number, number][] = [];
  for (let first = 1; first <= trajectories; first += chunk)
    chunks.push([first, Math.min(trajectories, first + chunk - 1)]);
  // A step's log line: `whole` when there is one chunk (as before chunks), else `rows` of the chunk's trajectories.
  const part = (whole: string, rows: string, [first, last]: [number, number]) =>
    chunks.length === 1
      ? whole
      : `${rows} of trajectories ${first.toLocaleString("en-US")}..${last.toLocaleString("en-US")}`;
  // The chunk's rows; nothing when there is one chunk, so that its statements are the unchunked ones.
  const within = (column: string, [first, last]: [number, number]) =>
    chunks.length === 1 ? "" : ` AND ${column} BETWEEN ${first} AND ${last}`;
  const [run] = await sql.query<{ id: number }>(
    `INSERT INTO runs (name, method, algorithm, config, updated_at)
     VALUES ($1, 'HiPRAG', 'GRPO', $2, now()) RETURNING id`,
    [name, JSON.stringify({ reward: { preset: "search-p1", weights: { accuracy: 0.6, path: 0.3, format: 0.1 } } })],
  );
  const runId = run!.id;
  const step = async (what: string, statement: string) => {
    const started = performance.now();
    await sql.exec(statement);
    const seconds = (performance.now() - started) / 1000;
    log(`  ${what}: ${seconds.toFixed(1)} s`);
    options.onStep?.(what, seconds);
  };

  for (const range of chunks)
    await step(
      part(`${trajectories.toLocaleString("en-US")} trajectories`, "rows", range),
      `INSERT INTO trajectories (run_id, id, external_id, training_step, split, group_id, sample_index, dataset,
       question, golden_answers, final_answer, em, f1, acc, reward, reward_components, step_count, search_count,
       turn_count, is_format_valid, content_hash)
     SELECT ${runId}, g, 'bench-' || g, (g - 1) / 2000, CASE WHEN g % 10 = 0 THEN 'test' ELSE 'train' END,
       'group-' || ((g - 1) / 8), (g - 1) % 8, (${DATASETS})[1 + floor(${u("g", 6)} * 7)::int],
       'Question ' || g || ' about ' || md5(g::text), ARRAY['answer ' || (g % 997)],
       CASE WHEN c THEN 'answer ' || (g % 997) ELSE 'wrong ' || g END,
       CASE WHEN c THEN 1 ELSE 0 END, CASE WHEN c THEN 1 ELSE round((${u("g", 2)} * 0.8)::numeric, 2) END,
       CASE WHEN c OR ${u("g", 2)} < 0.2 THEN 1 ELSE 0 END,
       0.6 * (CASE WHEN c THEN 1 ELSE 0 END) + 0.3 * p + 0.1 * (CASE WHEN fv THEN 1 ELSE 0 END),
       jsonb_build_object('accuracy', CASE WHEN c THEN 1 ELSE 0 END, 'path', p, 'format', CASE WHEN fv THEN 1 ELSE 0 END),
       5, s, s + 1, fv, md5(g::text)
     FROM (SELECT g, ${u("g", 1)} < 0.45 AS c, round((${u("g", 3)})::numeric, 3) AS p, ${u("g", 4)} < 0.93 AS fv,
                  floor(${u("g", 5)} * 5)::int AS s
           FROM generate_series(${range[0]}, ${range[1]}) g) x`,
    );
  // Steps 0..3 are searches while i < search_count, else reasoning; step 4 answers.
  for (const range of chunks)
    await step(
      part(`${(trajectories * 5).toLocaleString("en-US")} steps`, "steps", range),
      `INSERT INTO steps (run_id, trajectory_id, index, kind, reasoning, query, document_hashes, document_scores,
       conclusion, answer, span_start, span_end)
     SELECT ${runId}, t.id, i,
       (CASE WHEN i = 4 THEN 'answer' WHEN i < t.search_count THEN 'search' ELSE 'reasoning' END)::step_kind,
       'I need to find out more about topic ' || (t.id % 5000) || ' before answering.',
       CASE WHEN i < t.search_count AND i < 4 THEN 'query about topic ' || (t.id % 5000) || ' part ' || i END,
       CASE WHEN i < t.search_count AND i < 4 THEN ARRAY[${DOC_HASH("1")}, ${DOC_HASH("2")}] END,
       CASE WHEN i < t.search_count AND i < 4 THEN ARRAY[NULL, NULL]::float8[] END,
       CASE WHEN i < 4 THEN 'So topic ' || (t.id % 5000) || ' matters.' END,
       CASE WHEN i = 4 THEN t.final_answer END, i * 200, i * 200 + 180
     FROM trajectories t CROSS JOIN generate_series(0, 4) i
     WHERE t.run_id = ${runId}${within("t.id", range)}`,
    );
  for (const range of chunks)
    await step(
      part(`their documents`, "documents", range),
      `INSERT INTO documents (run_id, hash, doc_id, title, text)
     SELECT ${runId}, md5(doc_id)::uuid, doc_id, title, text FROM (
       SELECT 'd' || t.id || '-' || i || '-' || k AS doc_id,
         CASE k WHEN 1 THEN 'Topic ' || (t.id % 5000) ELSE 'Other ' || (t.id % 777) END AS title,
         CASE k WHEN 1 THEN 'Topic ' || (t.id % 5000) || ' is described here. ' || repeat('Background sentence. ', 6)
           ELSE 'An unrelated passage mentioning answer ' || (t.id % 997) || '. ' || repeat('Filler text. ', 6) END AS text
       FROM trajectories t CROSS JOIN generate_series(0, 3) i CROSS JOIN generate_series(1, 2) k
       WHERE t.run_id = ${runId}${within("t.id", range)} AND i < t.search_count) x`,
    );
  // A chunk's labels read its steps by the primary key's range: let the planner know the run's new rows.
  await step("analyze steps", "ANALYZE steps");
  for (const range of chunks)
    await generateLabels(
      runId,
      step,
      part("judge and PRM labels", "judge and PRM labels", range),
      within("trajectory_id", range),
    );
  await generateHumanLabels(runId, step);
  // Without fresh statistics the planner takes the run for empty and joins its labels to its
  // trajectories in a nested loop: hours at 5,000,000 trajectories (seconds with them). At 1M
  // autoanalyze often comes first, but not after a deleted run's rows left it busy: 10+ minutes.
  await step("analyze trajectories and labels", "ANALYZE trajectories; ANALYZE labels");
  await step(
    "flags from labels",
    `UPDATE trajectories t SET has_over_search = true FROM (SELECT DISTINCT trajectory_id FROM labels
       WHERE run_id = ${runId} AND name = 'over_search' AND value = 'true') l
     WHERE t.run_id = ${runId} AND t.id = l.trajectory_id;
     UPDATE trajectories t SET has_under_search = true FROM (SELECT DISTINCT trajectory_id FROM labels
       WHERE run_id = ${runId} AND name = 'under_search' AND value = 'true') l
     WHERE t.run_id = ${runId} AND t.id = l.trajectory_id;
     UPDATE trajectories t SET is_flawed_but_correct = true FROM (SELECT DISTINCT trajectory_id FROM labels
       WHERE run_id = ${runId} AND name = 'step_quality' AND value = 'BAD' AND source = 'judge:gpt-4.1-nano') l
     WHERE t.run_id = ${runId} AND t.id = l.trajectory_id AND t.em >= 1`,
  );
  await generateLongTrajectory(runId, trajectories + 1, step);
  // The ids above were given, not drawn: move the sequence past them, or the next ingest into this
  // database collides with them.
  await step(
    "trajectory ids",
    `SELECT setval(pg_get_serial_sequence('trajectories', 'id'), (SELECT max(id) FROM trajectories))`,
  );
  // One statement each: a multi-statement string runs as one transaction, where VACUUM cannot.
  for (const table of ["trajectories", "steps", "labels"]) await step(`vacuum ${table}`, `VACUUM ANALYZE ${table}`);
}

const LABELS = `INSERT INTO labels (run_id, trajectory_id, step_index, source, name, value_type, value, value_number, rationale)`;

/** The judge's and the PRM's labels of the steps `only` keeps (" AND …", or "" for all). */
async function generateLabels(
  runId: number,
  step: (what: string, statement: string) => Promise<void>,
  what: string,
  only: string,
) {
  const insert = LABELS;
  // The judge labels 40% of trajectories; the PRM a quarter of those (disagreeing on ~15% of steps).
  await step(
    what,
    `${insert}
     SELECT ${runId}, s.trajectory_id, s.index, 'judge:gpt-4.1-nano', 'step_quality', 'category', v, NULL,
       'The step ' || CASE WHEN v = 'BAD' THEN 'repeats a search whose answer it already had.' ELSE 'is grounded in the documents.' END
     FROM (SELECT trajectory_id, index, CASE WHEN ${u("trajectory_id * 8 + index", 7)} < 0.12 THEN 'BAD' ELSE 'GOOD' END v
           FROM steps WHERE run_id = ${runId}${only} AND trajectory_id % 5 < 2) s;
     ${insert}
     SELECT ${runId}, s.trajectory_id, s.index, 'prm:pro-step-8b', 'step_quality', 'category',
       CASE WHEN (${u("trajectory_id * 8 + index", 7)} < 0.12) <> (${u("trajectory_id * 8 + index", 8)} < 0.15)
            THEN 'BAD' ELSE 'GOOD' END, NULL, NULL
     FROM steps s WHERE run_id = ${runId}${only} AND trajectory_id % 10 = 0;
     ${insert}
     SELECT ${runId}, trajectory_id, index, 'judge:gpt-4.1-nano', 'over_search', 'boolean',
       (${u("trajectory_id * 8 + index", 9)} < 0.1)::text, (${u("trajectory_id * 8 + index", 9)} < 0.1)::int, NULL
     FROM steps WHERE run_id = ${runId}${only} AND trajectory_id % 5 < 2 AND kind = 'search';
     ${insert}
     SELECT ${runId}, trajectory_id, index, 'judge:gpt-4.1-nano', 'under_search', 'boolean',
       (${u("trajectory_id * 8 + index", 10)} < 0.08)::text, (${u("trajectory_id * 8 + index", 10)} < 0.08)::int, NULL
     FROM steps WHERE run_id = ${runId}${only} AND trajectory_id % 5 < 2 AND kind = 'reasoning'`,
  );
}

/** People's corrections of a hundredth of the judge's first-step labels, once all of those exist. */
async function generateHumanLabels(runId: number, step: (what: string, statement: string) => Promise<void>) {
  await step(
    "human corrections",
    `${LABELS.replace(")", ", corrects_id)")}
     SELECT ${runId}, trajectory_id, step_index, 'human:annotator', name, value_type,
       CASE WHEN value = 'BAD' THEN 'GOOD' ELSE 'BAD' END, NULL, 'Corrected after reading the documents.', id
     FROM labels WHERE run_id = ${runId} AND source = 'judge:gpt-4.1-nano' AND name = 'step_quality'
       AND step_index = 0 AND trajectory_id % 100 = 0`,
  );
}

/** One trajectory of 50 steps with documents and labels: what the trajectory benchmark opens. */
async function generateLongTrajectory(
  runId: number,
  id: number,
  step: (what: string, statement: string) => Promise<void>,
) {
  await step(
    "a 50-step trajectory",
    `INSERT INTO trajectories (run_id, id, external_id, question, golden_answers, final_answer, response, em, f1, acc,
       reward, reward_components, step_count, search_count, content_hash)
     VALUES (${runId}, ${id}, '${LONG_TRAJECTORY}', 'A long question', ARRAY['Paris'], 'Paris',
       repeat('Some response text. ', 5000), 1, 1, 1, 0.9, '{"accuracy": 1, "path": 0.7, "format": 1}', 50, 25, 'long');
     INSERT INTO steps (run_id, trajectory_id, index, kind, reasoning, query, document_hashes, document_scores,
       conclusion, span_start, span_end)
     SELECT ${runId}, ${id}, i, (CASE WHEN i % 2 = 0 THEN 'search' ELSE 'reasoning' END)::step_kind,
       repeat('Reasoning about Paris. ', 20), CASE WHEN i % 2 = 0 THEN 'capital of France part ' || i END,
       CASE WHEN i % 2 = 0 THEN ARRAY(SELECT md5('doc' || k)::uuid FROM generate_series(1, 5) k ORDER BY k) END,
       CASE WHEN i % 2 = 0 THEN array_fill(NULL::float8, ARRAY[5]) END,
       'Paris it is.', i * 2000, i * 2000 + 1900
     FROM generate_series(0, 49) i;
     INSERT INTO documents (run_id, hash, doc_id, title, text)
     SELECT ${runId}, md5('doc' || k)::uuid, 'doc' || k, 'Paris ' || k, repeat('Paris is the capital of France. ', 200)
     FROM generate_series(1, 5) k ON CONFLICT DO NOTHING;
     INSERT INTO labels (run_id, trajectory_id, step_index, source, name, value_type, value, rationale)
     SELECT ${runId}, ${id}, i, src, 'step_quality', 'category', CASE WHEN i % 7 = 0 THEN 'BAD' ELSE 'GOOD' END,
       'Rationale for step ' || i
     FROM generate_series(0, 49) i CROSS JOIN unnest(ARRAY['judge:gpt-4.1-nano', 'prm:pro-step-8b']) src`,
  );
}
