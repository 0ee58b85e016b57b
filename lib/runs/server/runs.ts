import "server-only";
import type { TRunLive } from "@/lib/runs/live";
import type { TRunSummary } from "@/lib/runs/types";
import type { TDatabase, TSqlDatabase } from "@/lib/db/connection";
import type { Prisma } from "@/lib/db/generated/client";
import { SqlParams } from "@/lib/db/sql-params";

/** Runs, newest first, with their headline figures (one stored row each: no trajectory is read). */
export async function listRuns(db: TDatabase): Promise<TRunSummary[]> {
  const runs = await db.prisma.run.findMany({
    select: {
      id: true,
      name: true,
      method: true,
      model: true,
      algorithm: true,
      tags: true,
      createdAt: true,
      stats: {
        select: {
          trajectories: true,
          trainingSteps: true,
          minStep: true,
          maxStep: true,
          emCount: true,
          emMean: true,
          accCount: true,
          accMean: true,
          rewardCount: true,
          rewardMean: true,
        },
      },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return runs.map(({ stats, createdAt, ...run }) => ({
    ...run,
    trajectoryCount: stats?.trajectories ?? 0,
    headline: stats && {
      trajectories: stats.trajectories,
      trainingSteps:
        stats.minStep !== null && stats.maxStep !== null
          ? { count: stats.trainingSteps, min: stats.minStep, max: stats.maxStep }
          : null,
      em: { mean: stats.emMean, count: stats.emCount },
      acc: { mean: stats.accMean, count: stats.accCount },
      reward: { mean: stats.rewardMean, count: stats.rewardCount },
    },
    createdAt: createdAt.toISOString(),
  }));
}

export type TCreateRunInput = {
  config?: object;
  name: string;
  method?: string | null;
  model?: string | null;
  algorithm?: string | null;
  tags?: string[];
  notes?: string | null;
};

export async function createRun(db: TDatabase, input: TCreateRunInput): Promise<{ id: number }> {
  return db.prisma.run.create({ data: input, select: { id: true } });
}

export type TRunMetadata = {
  method?: string | null;
  model?: string | null;
  algorithm?: string | null;
  config?: Record<string, unknown> | null;
  tags?: string[] | null;
  notes?: string | null;
};

// Ingest asks for its run through these two functions, in plain SQL: they are all it needs Prisma
// for, and Prisma's first query loads and compiles its WebAssembly query compiler — for a CLI
// ingest of 500 lines that was ~40% of its CPU time and ~80 MB of its memory.
const RUN_METADATA_COLUMNS = ["method", "model", "algorithm", "config", "tags", "notes"] as const;

export type TRun = {
  id: number;
  name: string;
  method: string | null;
  model: string | null;
  algorithm: string | null;
  config: Prisma.JsonValue;
  tags: string[];
  notes: string | null;
};

/**
 * The run's id, creating it if needed; metadata given (not null/undefined) replaces what is
 * stored. `changed` says whether anything was created or changed.
 */
export async function upsertRun(
  db: TSqlDatabase,
  name: string,
  metadata: TRunMetadata = {},
): Promise<{ id: number; changed: boolean }> {
  const given = RUN_METADATA_COLUMNS.filter((column) => metadata[column] !== null && metadata[column] !== undefined);
  const before = await getRunByName(db, name);
  if (before && given.every((column) => sameJson(before[column], metadata[column]))) {
    return { id: before.id, changed: false };
  }
  const params = new SqlParams();
  const nameParam = params.add(name);
  const values = given.map((column) =>
    column === "config" ? params.add(JSON.stringify(metadata.config), "jsonb") : params.add(metadata[column]),
  );
  const columns = given.map((column) => `"${column}"`);
  const [row] = await db.sql.query<{ id: number }>(
    `INSERT INTO "runs" ("name", ${[...columns, `"updated_at"`].join(", ")})
     VALUES (${nameParam}, ${[...values, "now()"].join(", ")})
     ON CONFLICT ("name") DO UPDATE SET ${[...columns.map((c) => `${c} = EXCLUDED.${c}`), `"updated_at" = now()`].join(", ")}
     RETURNING "id"`,
    params.values,
  );
  return { id: row!.id, changed: true };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function getRunByName(db: TSqlDatabase, name: string): Promise<TRun | null> {
  const [run] = await db.sql.query<TRun>(
    `SELECT "id", "name", "method", "model", "algorithm", "config", "tags", "notes" FROM "runs" WHERE "name" = $1`,
    [name],
  );
  return run ?? null;
}

export async function countRuns(db: TDatabase): Promise<number> {
  return db.prisma.run.count();
}

/** The run's last record time and last aggregated step: two index lookups, polled by live pages. */
export async function getRunLive(db: TDatabase, runId: number): Promise<TRunLive> {
  const [row] = await db.sql.query<{ last_record_at: Date | string | null; last_step: number | null }>(
    `SELECT last_record_at, (SELECT max(training_step) FROM step_stats WHERE run_id = $1) AS last_step
     FROM runs WHERE id = $1`,
    [runId],
  );
  const at = row?.last_record_at ?? null;
  return { lastRecordAt: at === null ? null : new Date(at).toISOString(), lastStep: row?.last_step ?? null };
}
