import "server-only";
import { pickSample, assignRoundRobin, type TCandidate } from "@/lib/annotate/sample";
import type { TQueueStrategy, TQueueSummary } from "@/lib/annotate/types";
import type { TTrajectoryFilter } from "@/lib/browse/filter";
import { DomainError } from "@/lib/http/errors";
import type { TDatabase } from "@/lib/db/connection";
import { SqlParams } from "@/lib/db/sql-params";
import { inTransaction } from "@/lib/db/transaction";
import { isCurrentLabelSql, trajectoryFilterSql } from "@/lib/browse/server/trajectory-filter-sql";
import { listQueueSummaries } from "./queue-summaries";
import { pickBySignal, SIGNAL_STRATEGIES, type TSignalStrategy } from "./signal-candidates";

export type TCreateQueueInput = {
  runId: number;
  name: string;
  filter: TTrajectoryFilter;
  /** The filter as its canonical browse query string, kept with the queue. */
  filterQuery: string;
  strategy: TQueueStrategy;
  sampleSize: number;
  annotatorsPerItem: number;
  labelNames: string[];
  seed: number;
  assignees: string[];
  createdById: number;
};

type TSampledStrategy = Exclude<TQueueStrategy, TSignalStrategy>;
const isSignalStrategy = (strategy: TQueueStrategy): strategy is TSignalStrategy =>
  (SIGNAL_STRATEGIES as readonly string[]).includes(strategy);

// The stratum of each candidate, by strategy: nothing, its dataset, the current values of the
// queue's first label name on it ("BAD+GOOD"), or whether two sources' current labels disagree
// (disagreed_labels).
function stratumSql(input: TCreateQueueInput & { strategy: TSampledStrategy }, params: SqlParams): string {
  switch (input.strategy) {
    case "random":
      return "''";
    case "stratified-dataset":
      return "coalesce(t.dataset, '')";
    case "stratified-label":
      return `coalesce((SELECT string_agg(DISTINCT l.value, '+' ORDER BY l.value) FROM labels l
        WHERE l.run_id = t.run_id AND l.trajectory_id = t.id AND l.name = ${params.add(input.labelNames[0])}
          AND ${isCurrentLabelSql("l")}), '')`;
    case "disagreements-first": {
      const names = input.labelNames.length
        ? `AND t.disagreed_labels && ${params.add(input.labelNames, "text[]")}`
        : "";
      return `CASE WHEN t.disagreed_labels IS NOT NULL ${names} THEN '0' ELSE '1' END`;
    }
  }
}

/** Up to `sampleSize` candidates per stratum, ranked by md5(seed:id): seeded, the same on every database. */
async function listCandidates(
  db: TDatabase,
  input: TCreateQueueInput & { strategy: TSampledStrategy },
): Promise<TCandidate[]> {
  const params = new SqlParams();
  const conditions = trajectoryFilterSql(input.filter, params, params.add(input.runId, "int"));
  const stratum = stratumSql(input, params);
  const seed = params.add(String(input.seed));
  const size = params.add(input.sampleSize, "int");
  return db.sql.query<TCandidate>(
    `SELECT id, stratum, rank FROM (
       SELECT c.id, c.stratum, (row_number() OVER (PARTITION BY c.stratum ORDER BY c.h, c.id))::int AS rank
       FROM (SELECT t.id::text AS id, ${stratum} AS stratum, md5(${seed} || ':' || t.id::text) AS h
             FROM trajectories t WHERE ${conditions.join(" AND ")}) c) r
     WHERE rank <= ${size}`,
    params.values,
  );
}

async function assigneeIds(db: TDatabase, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const users = await db.prisma.user.findMany({
    where: { name: { in: names } },
    select: { id: true, name: true, role: true },
  });
  return [...new Set(names)].map((name) => {
    const user = users.find((u) => u.name === name);
    if (!user) throw new DomainError("user_not_found", `There is no user named "${name}".`);
    if (user.role === "viewer")
      throw new DomainError("annotator_cannot_label", `${name} is a viewer and cannot label.`);
    return user.id;
  });
}

/** Draws the items, stores the queue with them and, when people are named, hands the items out. */
export async function createQueue(db: TDatabase, input: TCreateQueueInput): Promise<TQueueSummary> {
  if (input.strategy === "stratified-label" && input.labelNames.length === 0) {
    throw new DomainError(
      "stratify_needs_label",
      "Stratifying by label needs a label name: the first one asked for is used.",
    );
  }
  const annotators = await assigneeIds(db, input.assignees);
  if (annotators.length > 0 && input.annotatorsPerItem > annotators.length) {
    throw new DomainError(
      "too_few_annotators",
      `${input.annotatorsPerItem} annotators per item need at least as many people named.`,
    );
  }
  const { strategy } = input;
  const ids = isSignalStrategy(strategy)
    ? await pickBySignal(db, { ...input, strategy })
    : pickSample(await listCandidates(db, { ...input, strategy }), strategy, input.sampleSize);
  if (ids.length === 0)
    throw new DomainError("empty_queue", "No trajectory matches this filter: the queue would be empty.");
  const assignments = assignRoundRobin(ids.length, annotators, input.annotatorsPerItem);
  const queueId = await inTransaction(db, async (sql) => {
    const [queue] = await sql.query<{ id: number }>(
      `INSERT INTO annotation_queues (run_id, name, filter, strategy, sample_size, annotators_per_item, label_names,
         created_by_id) VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7::text[], $8) RETURNING id`,
      [
        input.runId,
        input.name,
        JSON.stringify({ query: input.filterQuery, seed: input.seed }),
        input.strategy,
        input.sampleSize,
        input.annotatorsPerItem,
        input.labelNames,
        input.createdById,
      ],
    );
    await sql.query(
      `INSERT INTO queue_items (run_id, queue_id, position, trajectory_id)
       SELECT $1, $2, (u.o - 1)::int, u.id FROM unnest($3::bigint[]) WITH ORDINALITY AS u(id, o)`,
      [input.runId, queue!.id, ids],
    );
    if (assignments.length) {
      await sql.query(
        `INSERT INTO queue_work (run_id, queue_id, position, user_id, status, updated_at)
         SELECT $1, $2, x.p, x.u, 'assigned', now() FROM unnest($3::int[], $4::int[]) AS x(p, u)`,
        [input.runId, queue!.id, assignments.map((a) => a.position), assignments.map((a) => a.annotator)],
      );
    }
    return queue!.id;
  });
  const [summary] = await listQueueSummaries(db, { runId: input.runId, queueId });
  return summary!;
}

export async function listQueues(db: TDatabase, runId: number): Promise<TQueueSummary[]> {
  return listQueueSummaries(db, { runId });
}

export async function deleteQueue(db: TDatabase, { runId, queueId }: { runId: number; queueId: number }) {
  const deleted = await db.prisma.annotationQueue.deleteMany({ where: { runId, id: queueId } });
  if (deleted.count === 0) throw new DomainError("queue_not_found", `There is no queue ${queueId} in this run.`);
}
