import "server-only";
import type { TTrajectoryFilter } from "@/lib/browse/filter";
import { browseQueries, PAGE_SIZE, type TListState } from "@/lib/browse/queries";
import { getDb } from "@/lib/db/client";
import { getReadDb } from "@/lib/db/read-db";
import { DomainError } from "@/lib/http/errors";
import { resolvedBy } from "@/lib/http/resolved-by";
import { getRunFacets } from "@/lib/runs/server/run-facets";
import { getRunOverview } from "@/lib/runs/server/run-overview";
import { listGoldDocumentPositions } from "@/lib/failures/server/gold-documents";
import { findRun, type TRunInput } from "@/lib/runs/server/queries";
import { listTrajectories, getTrajectoryNeighbours, type TListInput } from "./trajectories";
import { countTrajectories } from "./trajectory-count";
import { getTrajectory, getTrajectoryResponse, getTrajectoryStep } from "./trajectory-detail";

// One resolver per key of lib/browse/queries.ts. The endpoints under /api/runs/:runId call them
// with their zod-checked input; server pages prefetch through browseServerQueries. Each throws
// run_not_found / trajectory_not_found / step_not_found, which the API answers 404 and a page
// turns into its 404 page (lib/http/not-found.ts).

type TTrajectoryInput = TRunInput & { trajectoryId: string };

const noTrajectory = (run: string, trajectoryId: string) =>
  new DomainError("trajectory_not_found", `Run "${run}" has no trajectory ${trajectoryId}.`);

/** The run's id, looked up from its name (once per page render). */
const runIdOf = async (run: string) => (await findRun(run)).id;

export const resolveRunHeader = ({ run }: TRunInput) => findRun(run);

export const resolveOverview = async ({ run, filter }: TRunInput & Pick<TListState, "filter">) =>
  getRunOverview(await getReadDb(), await runIdOf(run), filter, await getDb());

export const resolveFacets = async ({ run }: TRunInput) => getRunFacets(await getReadDb(), await runIdOf(run));

export const resolveTrajectoryPage = async ({ run, ...page }: TRunInput & Omit<TListInput, "runId">) =>
  listTrajectories(await getReadDb(), { runId: await runIdOf(run), ...page });

export const resolveTrajectoryCount = async ({ run, filter }: TRunInput & Pick<TListState, "filter">) =>
  countTrajectories(await getReadDb(), { runId: await runIdOf(run), filter });

export async function resolveTrajectory({ run, trajectoryId }: TTrajectoryInput) {
  const found = await findRun(run);
  const db = await getReadDb();
  const detail = await getTrajectory(db, { runId: found.id, trajectoryId });
  if (!detail) throw noTrajectory(run, trajectoryId);
  // Only a trajectory whose stored check found a gold has documents to mark: others skip the read.
  if (!detail.trajectory.goldRetrieved) return detail;
  const golds = detail.trajectory.goldenAnswers;
  const marked = await listGoldDocumentPositions(db, {
    runId: found.id,
    trajectoryId,
    golds,
    scheme: found.normalization,
  });
  const steps = detail.steps.map((step) => {
    const positions = marked.get(step.index);
    if (!positions || !step.documents) return step;
    return { ...step, documents: step.documents.map((d, i) => ({ ...d, hasGold: positions.has(i) })) };
  });
  return { ...detail, steps };
}

export async function resolveNeighbours({ run, trajectoryId, filter, sort }: TTrajectoryInput & TListState) {
  const neighbours = await getTrajectoryNeighbours(await getReadDb(), {
    runId: await runIdOf(run),
    trajectoryId,
    filter,
    sort,
  });
  if (!neighbours) throw noTrajectory(run, trajectoryId);
  return neighbours;
}

export async function resolveStep({ run, trajectoryId, stepIndex }: TTrajectoryInput & { stepIndex: number }) {
  const step = await getTrajectoryStep(await getReadDb(), { runId: await runIdOf(run), trajectoryId, stepIndex });
  if (!step) throw new DomainError("step_not_found", `Trajectory ${trajectoryId} has no step ${stepIndex}.`);
  return step;
}

export async function resolveResponse({ run, trajectoryId }: TTrajectoryInput) {
  const response = await getTrajectoryResponse(await getReadDb(), { runId: await runIdOf(run), trajectoryId });
  if (!response) throw noTrajectory(run, trajectoryId);
  return response;
}

export const browseServerQueries = {
  run: (run: string) => resolvedBy(browseQueries.run(run), () => resolveRunHeader({ run })),
  overview: (run: string, filter: TTrajectoryFilter) =>
    resolvedBy(browseQueries.overview(run, filter), () => resolveOverview({ run, filter })),
  facets: (run: string) => resolvedBy(browseQueries.facets(run), () => resolveFacets({ run })),
  // A page prefetches the first page only; the client reads the next ones from the endpoint.
  list: (run: string, list: TListState) => ({
    ...browseQueries.list(run, list),
    queryFn: () => resolveTrajectoryPage({ run, ...list, limit: PAGE_SIZE }),
  }),
  count: (run: string, list: TListState) =>
    resolvedBy(browseQueries.count(run, list), () => resolveTrajectoryCount({ run, filter: list.filter })),
  trajectory: (run: string, trajectoryId: string) =>
    resolvedBy(browseQueries.trajectory(run, trajectoryId), () => resolveTrajectory({ run, trajectoryId })),
  neighbours: (run: string, trajectoryId: string, list: TListState) =>
    resolvedBy(browseQueries.neighbours(run, trajectoryId, list), () =>
      resolveNeighbours({ run, trajectoryId, filter: list.filter, sort: list.sort }),
    ),
};
