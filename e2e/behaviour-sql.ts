// The six behaviour detectors counted here in SQL from the stored steps, answers, golds, reward and
// EM alone, each rule written anew from its definition (lib/behaviour/detectors.ts's text, not its
// code). Nothing of behaviour_flags is read. Queries are keyed as the definition says (lowercase,
// every run of non-letters/non-digits one space, trimmed); answers and documents are normalized with
// the run's answer scheme, FlashRAG's or R1-Searcher's, written in PostgreSQL.

/** FlashRAG: lowercase, ASCII punctuation deleted, a/an/the → space, whitespace collapsed. */
const FLASHRAG = (x: string) =>
  `btrim(regexp_replace(regexp_replace(regexp_replace(lower(${x}), '[!-/:-@\\[-\`{-~]', '', 'g'),
     '(^|[^[:alnum:]_])(a|an|the)(?=$|[^[:alnum:]_])', '\\1 ', 'g'), '\\s+', ' ', 'g'))`;
/** R1-Searcher: exact True/False → yes/no, "_" → space, lowercase, ASCII punctuation and ‘ ’ ´ → space, articles → space, collapsed. */
const R1_SEARCHER = (x: string) =>
  `btrim(regexp_replace(regexp_replace(regexp_replace(
     lower(replace(CASE ${x} WHEN 'True' THEN 'yes' WHEN 'False' THEN 'no' ELSE ${x} END, '_', ' ')),
     '[!-/:-@\\[-\`{-~\u2018\u2019\u00b4]', ' ', 'g'),
     '(^|[^[:alnum:]_])(a|an|the)(?=$|[^[:alnum:]_])', '\\1 ', 'g'), '\\s+', ' ', 'g'))`;
export const ANSWER_NORMALIZATION = { flashrag: FLASHRAG, "r1-searcher": R1_SEARCHER } as const;
export type TSqlScheme = keyof typeof ANSWER_NORMALIZATION;

const QUERY_KEY = (x: string) => `btrim(regexp_replace(lower(normalize(${x}, NFKC)), '[^[:alnum:]]+', ' ', 'g'))`;
const WORDS = (x: string) => `(SELECT count(*) FROM regexp_split_to_table(${x}, '\\s+') w WHERE w <> '')`;

/** $1 = the run's id. One row: trajectories and each behaviour's count. */
export const independentBehaviourSql = (scheme: TSqlScheme) => {
  const norm = ANSWER_NORMALIZATION[scheme];
  return `
  WITH queries AS (
    SELECT s.trajectory_id AS id, ${QUERY_KEY("s.query")} AS q
    FROM steps s WHERE s.run_id = $1 AND s.kind = 'search' AND s.query IS NOT NULL),
  keyed AS (SELECT id, q FROM queries WHERE q <> ''),
  docs AS (
    SELECT s.trajectory_id AS id, ${norm("coalesce(d.title, '')")} AS title, ${norm("coalesce(d.text, '')")} AS body
    FROM steps s CROSS JOIN LATERAL unnest(s.document_hashes) h
    JOIN documents d ON d.run_id = s.run_id AND d.hash = h
    WHERE s.run_id = $1),
  t AS (
    SELECT t.id, t.question, t.final_answer, t.golden_answers, t.reward, t.em, t.step_count,
      ${norm("t.final_answer")} AS answer, ${QUERY_KEY("t.question")} AS question_key,
      ${WORDS("t.final_answer")} AS answer_words,
      (SELECT max(${WORDS("g")}) FROM unnest(t.golden_answers) g) AS gold_words
    FROM trajectories t WHERE t.run_id = $1)
  SELECT count(*)::int AS trajectories,
    count(*) FILTER (WHERE final_answer IS NOT NULL AND step_count > 0
      AND NOT EXISTS (SELECT 1 FROM steps s WHERE s.run_id = $1 AND s.trajectory_id = t.id AND s.kind = 'search'))::int AS no_search,
    count(*) FILTER (WHERE question_key <> ''
      AND EXISTS (SELECT 1 FROM keyed k WHERE k.id = t.id AND position(question_key in k.q) > 0))::int AS copied_question,
    count(*) FILTER (WHERE (SELECT count(*) > count(DISTINCT q) FROM keyed k WHERE k.id = t.id))::int AS repeated_query,
    count(*) FILTER (WHERE final_answer IS NOT NULL AND answer <> ''
      AND EXISTS (SELECT 1 FROM docs d WHERE d.id = t.id)
      AND NOT EXISTS (SELECT 1 FROM docs d WHERE d.id = t.id
        AND (position(answer in d.title) > 0 OR position(answer in d.body) > 0)))::int AS unsupported_answer,
    count(*) FILTER (WHERE final_answer IS NOT NULL AND gold_words IS NOT NULL
      AND answer_words >= 6 AND answer_words > 2 * gold_words)::int AS long_answer,
    count(*) FILTER (WHERE reward > 0 AND em = 0)::int AS format_only_reward
  FROM t`;
};
