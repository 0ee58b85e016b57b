import { openMigrated } from "@/lib/db/client";
import type { TDatabase } from "@/lib/db/connection";
import { DomainError } from "@/lib/http/errors";
import { CliError } from "./errors";

/** Runs `work` on the migrated database and closes it; a domain error becomes the command's one-line error. */
export async function withDb<T>(work: (db: TDatabase) => Promise<T>): Promise<T> {
  const db = await openMigrated();
  try {
    return await work(db);
  } catch (error) {
    if (error instanceof DomainError) throw new CliError(error.message);
    throw error;
  } finally {
    await db.close();
  }
}
