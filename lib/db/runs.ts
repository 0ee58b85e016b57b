import "server-only";
import type { TRunSummary } from "@/lib/runs/types";
import type { TDatabase } from "./connection";

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
