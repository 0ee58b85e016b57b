-- CreateTable: a row for every statement that changed a run's trajectories or labels, written by
-- the triggers below whoever the writer is (ingest, annotation, backfills, a hand-run UPDATE). The
-- run's row count is its change count: rows are only ever added, so the count moves with every
-- committed change, whatever order transactions commit in. Steps and documents change only with
-- their trajectory (written with it, deleted by its cascade), so its statement counts for them.
CREATE TABLE "run_changes" (
    "run_id" INTEGER NOT NULL,
    "id" BIGSERIAL NOT NULL,

    CONSTRAINT "run_changes_pkey" PRIMARY KEY ("run_id","id")
);

-- CreateTable: a run's summaries that take a scan of the run (the run page's cards per filter, the
-- what-if page's run metrics), each with the change count it was computed at
-- (lib/runs/server/run-summary-cache.ts).
CREATE TABLE "run_summaries" (
    "run_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "changes" BIGINT NOT NULL,
    "summary" JSONB NOT NULL,
    "computed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "run_summaries_pkey" PRIMARY KEY ("run_id","key")
);

ALTER TABLE "run_changes" ADD CONSTRAINT "run_changes_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "run_summaries" ADD CONSTRAINT "run_summaries_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One row per statement and run, not per row: a COPY of a thousand trajectories adds one. A run
-- being deleted (its trajectories cascade away in the same statement) gets none.
CREATE FUNCTION "note_run_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "run_changes" ("run_id")
  SELECT DISTINCT c."run_id" FROM "changed" c WHERE EXISTS (SELECT 1 FROM "runs" r WHERE r."id" = c."run_id");
  RETURN NULL;
END $$;

CREATE TRIGGER "trajectories_inserted" AFTER INSERT ON "trajectories" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_run_change"();
CREATE TRIGGER "trajectories_updated" AFTER UPDATE ON "trajectories" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_run_change"();
CREATE TRIGGER "trajectories_deleted" AFTER DELETE ON "trajectories" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_run_change"();
CREATE TRIGGER "labels_inserted" AFTER INSERT ON "labels" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_run_change"();
CREATE TRIGGER "labels_updated" AFTER UPDATE ON "labels" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_run_change"();
CREATE TRIGGER "labels_deleted" AFTER DELETE ON "labels" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_run_change"();
