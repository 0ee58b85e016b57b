import "server-only";
import type { TDatabase } from "@/lib/db/connection";

const PAGE = 500;

/** Every trajectory of a run with its steps and labels, in id order, a page at a time. */
export async function* streamRunTrajectories(db: TDatabase, runId: number) {
  let after = -1n;
  for (;;) {
    const page = await db.prisma.trajectory.findMany({
      where: { runId, id: { gt: after } },
      orderBy: { id: "asc" },
      take: PAGE,
      include: {
        steps: { orderBy: { index: "asc" }, omit: { runId: true, trajectoryId: true } },
        // Corrections are people's edits of a label, not part of the ingested record.
        labels: { where: { correctsId: null }, orderBy: { id: "asc" } },
      },
    });
    yield* page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

export async function listRunMetricPoints(db: TDatabase, runId: number) {
  return db.prisma.metricPoint.findMany({
    where: { runId },
    orderBy: [{ trainingStep: "asc" }, { name: "asc" }],
    select: { trainingStep: true, name: true, value: true },
  });
}
