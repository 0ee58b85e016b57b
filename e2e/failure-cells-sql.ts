// The four cells counted here in SQL from the stored documents and answers alone: FlashRAG's
// normalization written in PostgreSQL (lowercase, ASCII punctuation out, a/an/the out, whitespace
// collapsed), a gold "retrieved" when its normalized form is inside a normalized document title or
// text, "right" = EM ≥ 1 (the default correctness). Nothing of gold_retrieved is read.
const NORMALIZED = (x: string) =>
  `btrim(regexp_replace(regexp_replace(regexp_replace(lower(${x}), '[!-/:-@\\[-\`{-~]', '', 'g'),
     '(^|[^[:alnum:]_])(a|an|the)(?=$|[^[:alnum:]_])', '\\1 ', 'g'), '\\s+', ' ', 'g'))`;
export const INDEPENDENT_CELLS = `
  WITH docs AS (
    SELECT s.trajectory_id AS id, ${NORMALIZED("coalesce(d.title, '')")} AS title, ${NORMALIZED("d.text")} AS body
    FROM steps s CROSS JOIN LATERAL unnest(s.document_hashes) h
    JOIN documents d ON d.run_id = s.run_id AND d.hash = h
    WHERE s.run_id = $1),
  retrieving AS (SELECT DISTINCT s.trajectory_id AS id FROM steps s WHERE s.run_id = $1 AND s.document_hashes IS NOT NULL),
  golds AS (SELECT t.id, ${NORMALIZED("g")} AS gold FROM trajectories t CROSS JOIN LATERAL unnest(t.golden_answers) g WHERE t.run_id = $1),
  judged AS (
    SELECT t.id, t.em >= 1 AS is_right,
      EXISTS (SELECT 1 FROM golds g JOIN docs d ON d.id = g.id
              WHERE g.id = t.id AND g.gold <> '' AND (position(g.gold in d.title) > 0 OR position(g.gold in d.body) > 0)) AS found
    FROM trajectories t
    WHERE t.run_id = $1 AND t.id IN (SELECT id FROM retrieving)
      AND EXISTS (SELECT 1 FROM golds g WHERE g.id = t.id AND g.gold <> ''))
  SELECT count(*) FILTER (WHERE found AND is_right)::int AS retrieved_right,
    count(*) FILTER (WHERE found AND NOT is_right)::int AS reading_failure,
    count(*) FILTER (WHERE NOT found AND is_right)::int AS from_memory,
    count(*) FILTER (WHERE NOT found AND NOT is_right)::int AS search_failure
  FROM judged`;
