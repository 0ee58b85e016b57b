-- AlterTable: the label names two sources' current labels disagree on, per trajectory (same step,
-- same name, different sources, different values; a correction hides what it corrects, a source's
-- newer label hides its older one). NULL: none. Kept by ingest and every label change
-- (lib/annotate/server/refresh-derived.ts), so the list's "disagree" filter and its count read
-- one column: the EXISTS over pairs of labels it replaces took 4.4 s to count a million
-- trajectories, so the list showed the planner's estimate (3.3 × the exact count on bench-1m).
ALTER TABLE "trajectories" ADD COLUMN "disagreed_labels" TEXT[];

-- The trajectories stored before the column existed, by the rule the filter applied until now.
UPDATE "trajectories" t SET "disagreed_labels" = d.names
FROM (
  SELECT a.run_id, a.trajectory_id, array_agg(DISTINCT a.name ORDER BY a.name) AS names
  FROM "labels" a
  JOIN "labels" b ON b.run_id = a.run_id AND b.trajectory_id = a.trajectory_id
    AND b.step_index IS NOT DISTINCT FROM a.step_index AND b.name = a.name AND b.source <> a.source
    AND b.value <> a.value
  WHERE NOT EXISTS (SELECT 1 FROM "labels" c WHERE c.run_id = a.run_id AND c.corrects_id = a.id)
    AND NOT EXISTS (SELECT 1 FROM "labels" n WHERE n.run_id = a.run_id AND n.trajectory_id = a.trajectory_id
      AND n.step_index IS NOT DISTINCT FROM a.step_index AND n.name = a.name AND n.source = a.source
      AND (n.created_at, n.id) > (a.created_at, a.id))
    AND NOT EXISTS (SELECT 1 FROM "labels" c WHERE c.run_id = b.run_id AND c.corrects_id = b.id)
    AND NOT EXISTS (SELECT 1 FROM "labels" n WHERE n.run_id = b.run_id AND n.trajectory_id = b.trajectory_id
      AND n.step_index IS NOT DISTINCT FROM b.step_index AND n.name = b.name AND n.source = b.source
      AND (n.created_at, n.id) > (b.created_at, b.id))
  GROUP BY a.run_id, a.trajectory_id
) d
WHERE t.run_id = d.run_id AND t.id = d.trajectory_id;

-- The planner's statistics of the new column: without them it guesses (bench-1m: 4,963 trajectories
-- disagreeing on step_quality where there are 59,235, counted through the table instead of the
-- index below) until autovacuum comes by, and PGlite has none.
ANALYZE "trajectories";

-- CreateIndex: the trajectories with a disagreement, in id order: the filter's list and its count.
-- The names ride along, so counting one name's disagreements reads the index alone once the pages
-- are all-visible (bench-1m: 20 ms against 200 ms through the table's 50,000 pages).
CREATE INDEX "trajectories_disagreed_labels_idx" ON "trajectories"("run_id", "id") INCLUDE ("disagreed_labels") WHERE "disagreed_labels" IS NOT NULL;
