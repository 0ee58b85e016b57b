-- AlterTable
ALTER TABLE "trajectories" ADD COLUMN     "logged_advantage" DOUBLE PRECISION;
