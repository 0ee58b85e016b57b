-- AlterTable: the lowest and highest trajectory id a statement wrote (a label's trajectory), so a
-- summary kept per block of ids recomputes only the blocks a change reached
-- (lib/runs/server/run-blocks.ts). Null on the rows written before: they reach every block.
ALTER TABLE "run_changes" ADD COLUMN "first_trajectory" BIGINT, ADD COLUMN "last_trajectory" BIGINT;

-- CreateTable: a summary's sums over one block of a run's trajectory ids, with the count of the
-- changes that reached the block when they were computed.
CREATE TABLE "run_summary_blocks" (
    "run_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "block" BIGINT NOT NULL,
    "changes" BIGINT NOT NULL,
    "summary" JSONB NOT NULL,

    CONSTRAINT "run_summary_blocks_pkey" PRIMARY KEY ("run_id","key","block")
);

-- CreateStatistics: how many blocks the ids make (65,536 is run-blocks.ts's BLOCK_SIZE), so the
-- planner hashes the cards' sums per block and dataset — a hundred groups at a million trajectories
-- — instead of sorting every row for them (1.1 s instead of 1.8 at a million).
CREATE STATISTICS "trajectories_block_stats" ON (("id" / 65536)) FROM "trajectories";
ANALYZE "trajectories";

ALTER TABLE "run_summary_blocks" ADD CONSTRAINT "run_summary_blocks_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Still one row per statement and run; now with the ids it wrote.
CREATE OR REPLACE FUNCTION "note_run_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'labels' THEN
    INSERT INTO "run_changes" ("run_id", "first_trajectory", "last_trajectory")
    SELECT c."run_id", min(c."trajectory_id"), max(c."trajectory_id") FROM "changed" c
    WHERE EXISTS (SELECT 1 FROM "runs" r WHERE r."id" = c."run_id") GROUP BY c."run_id";
  ELSE
    INSERT INTO "run_changes" ("run_id", "first_trajectory", "last_trajectory")
    SELECT c."run_id", min(c."id"), max(c."id") FROM "changed" c
    WHERE EXISTS (SELECT 1 FROM "runs" r WHERE r."id" = c."run_id") GROUP BY c."run_id";
  END IF;
  RETURN NULL;
END $$;
