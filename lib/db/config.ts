import "server-only";
import path from "node:path";

export type TDatabaseConfig = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

/** DATABASE_URL set → that PostgreSQL; unset → the embedded one in TRAJSCOPE_DATA_DIR. */
export function readDatabaseConfig(env: NodeJS.ProcessEnv = process.env): TDatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: "postgres", url };
  const dataDir = env.TRAJSCOPE_DATA_DIR?.trim() || path.join(projectRoot(env), ".trajscope", "pglite");
  return { kind: "pglite", dataDir };
}

/**
 * DATABASE_READ_URL: a streaming replica of DATABASE_URL that pages and read APIs use (lib/db/read-db.ts).
 * Only beside a PostgreSQL primary; the embedded database has no replicas.
 */
export function readReplicaUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.DATABASE_READ_URL?.trim();
  return url && env.DATABASE_URL?.trim() ? url : null;
}

/** The folder holding prisma/ and the data folder: the CLI sets it, the app runs from it. */
export function projectRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.TRAJSCOPE_ROOT?.trim() || process.cwd();
}

/** A connection URL fit for an error message: the password is never shown. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "****";
    return parsed.toString();
  } catch {
    return "(an unparsable DATABASE_URL)";
  }
}

export function describeDatabase(config: TDatabaseConfig): string {
  return config.kind === "postgres"
    ? `PostgreSQL at ${redactUrl(config.url)}`
    : `the embedded database in ${config.dataDir}`;
}
