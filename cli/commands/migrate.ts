import { describeDatabase, projectRoot, readDatabaseConfig } from "@/lib/db/config";
import { openSqlDatabase } from "@/lib/db/connection";
import { defaultMigrationsDir, migrateDatabase } from "@/lib/db/migrate";
import { backfillPendingRuns } from "@/lib/runs/server/backfill-pending";
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
      // Runs stored before a derived column existed: filled in TypeScript, as ingest fills it.
      await backfillPendingRuns(db, (line) => console.log(line));
    } finally {
      await db.close();
    }
  },
};
