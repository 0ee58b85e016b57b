import "server-only";
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";

// PGlite is PostgreSQL inside one process: a second process opening the same folder would corrupt
// it. A lock file beside the folder (holding the owner's pid) turns that into a clear error.

export class EmbeddedDatabaseBusyError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `the embedded database in ${dataDir} is in use by process ${pid} (the dashboard?). ` +
        `Stop that process first, or use PostgreSQL through DATABASE_URL for concurrent access.`,
    );
    this.name = "EmbeddedDatabaseBusyError";
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Takes the folder's lock (a stale lock of a dead process is taken over); returns its release. */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      const release = () => {
        process.off("exit", release);
        try {
          if (readFileSync(lockFile, "utf8") === String(process.pid)) unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockFile, "utf8"));
      if (owner === process.pid || (Number.isInteger(owner) && owner > 0 && isAlive(owner))) {
        throw new EmbeddedDatabaseBusyError(dataDir, owner);
      }
      unlinkSync(lockFile);
    }
  }
  throw new Error(`could not lock ${lockFile}`);
}
