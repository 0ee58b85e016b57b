import "server-only";
import type { TRunSummary } from "@/lib/runs/types";
import type { TDatabase } from "@/lib/db/connection";

/** Runs, newest first, with their trajectory counts. */
export async function listRuns(db: TDatabase): Promise<TRunSummary[]> {
  const runs = await db.prisma.run.findMany({
    select: {
      id: true,
      name: true,
      method: true,
      model: true,
      createdAt: true,
      _count: { select: { trajectories: true } },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return runs.map(({ _count, createdAt, ...run }) => ({
    ...run,
    trajectoryCount: _count.trajectories,
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

/**
 * The run's id, creating it if needed; metadata given (not null/undefined) replaces what is
 * stored. `changed` says whether anything was created or changed.
 */
export async function upsertRun(
  db: TDatabase,
  name: string,
  metadata: TRunMetadata = {},
): Promise<{ id: number; changed: boolean }> {
  const data = Object.fromEntries(
    Object.entries(metadata).filter(([, value]) => value !== null && value !== undefined),
  ) as Omit<TCreateRunInput, "name"> & { config?: object };
  const before = await getRunByName(db, name);
  if (before && Object.entries(data).every(([key, value]) => sameJson(before[key as keyof typeof before], value))) {
    return { id: before.id, changed: false };
  }
  const { id } = await db.prisma.run.upsert({
    where: { name },
    create: { name, ...data },
    update: data,
    select: { id: true },
  });
  return { id, changed: true };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function getRunByName(db: TDatabase, name: string) {
  return db.prisma.run.findUnique({
    where: { name },
    select: { id: true, name: true, method: true, model: true, algorithm: true, config: true, tags: true, notes: true },
  });
}

export async function countRuns(db: TDatabase): Promise<number> {
  return db.prisma.run.count();
}
