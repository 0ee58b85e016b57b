-- AlterTable: the population variance of a step's values, so charts can draw the confidence
-- interval of the mean and pool steps into bins exactly. Rows aggregated before this migration keep
-- NULL (right/wrong metrics fall back to p(1 − p)); ingesting a run again recomputes them.
ALTER TABLE "step_stats" ADD COLUMN "variance" DOUBLE PRECISION;
