import { describeDatabase, projectRoot, readDatabaseConfig } from "@/lib/db/config";
import { openSqlDatabase } from "@/lib/db/connection";
import { defaultMigrationsDir, migrateDatabase } from "@/lib/db/migrate";
import { backfillPendingBehaviour } from "@/lib/behaviour/server/backfill-behaviour";
import { backfillPendingGoldRetrieved } from "@/lib/failures/server/backfill-gold";
import { backfillPendingQuestionStats } from "@/lib/questions/server/question-stats";
import { backfillPendingStepCounts } from "@/lib/annotate/server/backfill-step-counts";
import type { TCommand } from "../main";
import { parseOptions } from "../parse-options";

const usage = `Usage: trajscope migrate

Applies the pending migrations of prisma/migrations to the database (DATABASE_URL, or the
embedded one). Safe to run twice, and from two processes at once.`;

export const migrateCommand: TCommand = {
  name: "migrate",
  summary: "apply pending database migrations",
  usage,
  async run(args) {
    parseOptions(args, {}, usage);
    const config = readDatabaseConfig();
    const db = await openSqlDatabase(config);
    try {
      const result = await migrateDatabase(db, defaultMigrationsDir(projectRoot()));
      const where = describeDatabase(config);
      console.log(
        result.applied.length
          ? `Applied ${result.applied.length} migration(s) to ${where}: ${result.applied.join(", ")}`
          : `Up to date: ${where} (${result.alreadyApplied.length} migration(s) applied before).`,
      );
      for (const name of result.modified) {
        console.warn(`Warning: migration ${name} was changed after it was applied; it was not run again.`);
      }
      // Runs stored before gold_retrieved existed: the check needs the answer normalization (TypeScript).
      for (const filled of await backfillPendingGoldRetrieved(db)) {
        console.log(`Checked ${filled.trajectories} trajectories of ${filled.run} for a retrieved gold answer.`);
      }
      for (const filled of await backfillPendingBehaviour(db)) {
        console.log(`Ran the behaviour detectors on ${filled.trajectories} trajectories of ${filled.run}.`);
      }
      // Runs stored before question_stats existed: the status is decided in TypeScript.
      for (const filled of await backfillPendingQuestionStats(db)) {
        console.log(`Summarized ${filled.questions} questions of ${filled.run} in ${filled.seconds.toFixed(1)} s.`);
      }
      // Runs stored before the step count columns: labels are read as lib/metrics/process reads them.
      for (const filled of await backfillPendingStepCounts(db)) {
        console.log(
          `Counted the steps of ${filled.trajectories} trajectories of ${filled.run} in ${filled.seconds.toFixed(1)} s.`,
        );
      }
    } finally {
      await db.close();
    }
  },
};
