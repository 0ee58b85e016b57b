import "server-only";
import type { TOutcomeSummary, TRunHeader, TRunOverview } from "@/lib/browse/types";
import { DomainError } from "@/lib/http/errors";
import type { TDatabase, TSqlDatabase } from "@/lib/db/connection";
import { numericEntries } from "@/lib/browse/server/trajectory-row";
import { correctnessOf, EMPTY_FILTER, isEmptyFilter, type TTrajectoryFilter } from "@/lib/browse/filter";
import { trajectoryFilterSql } from "@/lib/browse/server/trajectory-filter-sql";
import { SqlParams } from "@/lib/db/sql-params";
import { readWithSettings } from "@/lib/db/transaction";
import { correctnessLabel, describeCorrectness, formatCorrectness, rateOf } from "@/lib/metrics/process";
import { answerSchemeOfRun } from "@/lib/metrics/answer";
import { correctnessParam, correctnessSql } from "@/lib/metrics/server/correctness-sql";
import { listRewardComponents } from "@/lib/what-if/server/what-if-run";
import { rewardComponentKind } from "@/lib/runs/reward-component-kind";
import { METRIC_COUNTS, storedMetricCountsSql, type TMetricCounts } from "@/lib/what-if/server/run-metrics-sql";
import { BLOCK_SIZE, blockRows, type TStaleBlocks } from "./run-blocks";
import { cachedRunSummary, statementKey, summaryKey } from "./run-summary-cache";
import { getRunProcessSummary } from "./run-process-summary";

/** A run by its name (its id in URLs), or null. */
export async function getRunByName(db: TDatabase, name: string): Promise<TRunHeader | null> {
  const run = await db.prisma.run.findUnique({
    where: { name },
    select: { id: true, name: true, method: true, model: true, algorithm: true, config: true, createdAt: true },
  });
  if (!run) return null;
  const { config, createdAt, ...rest } = run;
  const reward = (config as { reward?: { weights?: unknown } } | null)?.reward;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    rewardWeights: numericEntries(reward?.weights),
    normalization: answerSchemeOfRun(config),
  };
}

// Sums and counts per dataset and block of trajectory ids (run-blocks.ts), added up and combined
// into means here: the overall figures are exact sums of the groups (GROUPING SETS was 2.5× slower).
// Besides these, each measure m has columns m_sum and m_n (components: c0_sum, c0_n, …).
type TGroupRecord = TMetricCounts & {
  block: string;
  n: number;
  /** `correct`: right under the chosen correctness, of `decided` (those it can judge). */
  decided: number;
  search_flawed: number;
  min_step: number | null;
  max_step: number | null;
};

const column = (r: TGroupRecord, name: string) => (r as unknown as Record<string, number | null>)[name] ?? null;

const MEASURES = ["em", "f1", "acc", "reward"] as const;
const FLAGS = { searches: "t.search_count", over: "t.has_over_search::int", under: "t.has_under_search::int" } as const;

type TTotals = Map<string, { sum: number; n: number }>;

function addTo(totals: TTotals, key: string, sum: number | null, n: number | null) {
  const total = totals.get(key) ?? { sum: 0, n: 0 };
  totals.set(key, { sum: total.sum + (sum ?? 0), n: total.n + (n ?? 0) });
}

const meanOf = (totals: TTotals, key: string) => {
  const total = totals.get(key);
  return total && total.n > 0 ? total.sum / total.n : null;
};

function totalsOf(records: TGroupRecord[], components: string[]): TTotals {
  const totals: TTotals = new Map();
  for (const r of records) {
    const keys = [...MEASURES, ...Object.keys(FLAGS), "valid", ...components.map((_, i) => `c${i}`)];
    for (const key of keys) addTo(totals, key, column(r, `${key}_sum`), column(r, `${key}_n`));
  }
  return totals;
}

const toSummary = (
  totals: TTotals,
  trajectories: number,
  right: Pick<TGroupRecord, "correct" | "decided">,
): TOutcomeSummary => ({
  trajectories,
  em: meanOf(totals, "em"),
  f1: meanOf(totals, "f1"),
  acc: meanOf(totals, "acc"),
  right: rateOf(right.correct, right.decided),
  reward: meanOf(totals, "reward"),
  searchesPerTrajectory: meanOf(totals, "searches"),
});

/**
 * The run page's summary cards, from the narrow columns of the run's trajectories that pass the
 * list's filter (the same conditions as the list: trajectory-filter-sql.ts), so the cards
 * describe what the list shows. "Correct" is the filter's correctness choice (`correct=`), decided
 * by the same SQL as the outcome filter, in accuracy and in flawed but correct alike. Reward
 * component names come from the whole run (listRewardComponents), averaged over the trajectories scanned.
 * The cards are served from run-summary-cache.ts while the run is unchanged; after a change, only
 * the blocks of ids it reached are scanned again (run-blocks.ts). `write` is where both copies are
 * kept (the primary when `db` is a replica).
 */
export async function getRunOverview(
  db: TDatabase,
  runId: number,
  filter: TTrajectoryFilter = EMPTY_FILTER,
  write: Pick<TDatabase, "sql"> = db,
): Promise<TRunOverview> {
  const run = await db.prisma.run.findUnique({ where: { id: runId }, select: { method: true } });
  const method = run?.method ?? null;
  const key = summaryKey("overview", { filter, method });
  return cachedRunSummary(db, write, { runId, key }, () => computeRunOverview(db, write, runId, filter, method));
}

type TSums = { filter: TTrajectoryFilter; components: string[] };

/** The statement summing the trajectories that pass the filter, per block and dataset, over `spans` of ids. */
function blockSumsSql(runId: number, { filter, components }: TSums, spans: TStaleBlocks["spans"]) {
  const params = new SqlParams();
  const where = trajectoryFilterSql(filter, params, params.add(runId, "int"));
  const block = `t.id / ${BLOCK_SIZE}`;
  const between = spans.map((s) => `t.id BETWEEN ${params.add(s.first, "bigint")} AND ${params.add(s.last, "bigint")}`);
  where.push(`(${between.join(" OR ")})`);
  const choice = correctnessOf(filter);
  const isRight = correctnessSql(choice, params.add(correctnessParam(choice)));
  const measure = (name: string, expression: string) =>
    `sum(${expression})::float8 AS ${name}_sum, count(${expression})::int AS ${name}_n`;
  // Ingest stores components as finite numbers only (lib/ingest's schema), so the plain cast is
  // safe; guarding each row with jsonb_typeof doubled the scan's time.
  const componentSql = components.map((name, i) =>
    measure(`c${i}`, `(t.reward_components->>${params.add(name, "text")})::float8`),
  );
  const sql = `SELECT (${block})::text AS block, t.dataset, count(*)::int AS n, ${MEASURES.map((m) => measure(m, `t.${m}`)).join(", ")},
       ${Object.entries(FLAGS)
         .map(([name, sql]) => measure(name, sql))
         .join(", ")},
       ${measure("valid", "t.is_format_valid::int")},
       count(${isRight})::int AS decided, ${storedMetricCountsSql(isRight)},
       (count(*) FILTER (WHERE ${isRight} AND (t.has_over_search OR t.has_under_search)))::int AS search_flawed,
       min(t.training_step) AS min_step, max(t.training_step) AS max_step
       ${componentSql.map((c) => `, ${c}`).join("")}
     FROM trajectories t WHERE ${where.join(" AND ")} GROUP BY ${block}, t.dataset`;
  return { sql, values: params.values };
}

/**
 * The run's sums per block and dataset: stored blocks where no change reached them, the others
 * computed. Kept under the statement's own key (statementKey), so that what an ingest computed
 * (warmRunOverview) serves the dashboard while both run the same statement.
 */
function blockSums(
  db: TSqlDatabase,
  write: Pick<TSqlDatabase, "sql">,
  runId: number,
  sums: TSums,
): Promise<TGroupRecord[]> {
  // The key names the statement with one placeholder span: which blocks are stale varies, the sums do not.
  const { sql, values } = blockSumsSql(runId, sums, [{ first: "0", last: "0" }]);
  const key = statementKey("overview-block", sql, values);
  return blockRows<TGroupRecord>(db, write, { runId, key }, (stale) => {
    const statement = blockSumsSql(runId, sums, stale.spans);
    // Without JIT: compiling the sums took 0.2 s of one block's 0.3.
    return readWithSettings(db, { jit: "off" }, (read) => read.query<TGroupRecord>(statement.sql, statement.values));
  });
}

/**
 * Computes and keeps the sums behind the run's unfiltered cards, which take a scan of the run the
 * first time (7.2 s at ten million trajectories): an ingest leaves them ready for the first reader.
 */
export async function warmRunOverview(db: TSqlDatabase, runId: number): Promise<void> {
  await blockSums(db, db, runId, { filter: EMPTY_FILTER, components: await listRewardComponents(db, runId) });
}

/**
 * The blocks' records added up per dataset (sums and counts add; steps take the least and the
 * greatest), in the order the database sorts the datasets, as the list's dataset filter shows them.
 */
async function byDataset(db: TDatabase, records: TGroupRecord[]): Promise<TGroupRecord[]> {
  const merged = new Map<string | null, Record<string, unknown>>();
  for (const record of records) {
    const into = merged.get(record.dataset);
    if (!into) {
      merged.set(record.dataset, { ...record });
      continue;
    }
    for (const [name, value] of Object.entries(record)) {
      const [a, b] = [into[name] as number | null, value as number | null];
      if (name === "block" || name === "dataset" || b === null) continue;
      into[name] = a === null ? b : name === "min_step" ? Math.min(a, b) : name === "max_step" ? Math.max(a, b) : a + b;
    }
  }
  const named = [...merged.keys()].filter((dataset) => dataset !== null);
  const order = await db.sql.query<{ dataset: string }>(`SELECT d AS dataset FROM unnest($1::text[]) AS d ORDER BY d`, [
    named,
  ]);
  const sorted = [...order.map((r) => r.dataset), ...(merged.has(null) ? [null] : [])];
  return sorted.map((dataset) => merged.get(dataset) as TGroupRecord);
}

async function computeRunOverview(
  db: TDatabase,
  write: Pick<TDatabase, "sql">,
  runId: number,
  filter: TTrajectoryFilter,
  method: string | null,
): Promise<TRunOverview> {
  const components = await listRewardComponents(db, runId);
  const blocks = await blockSums(db, write, runId, { filter, components });
  const records = await byDataset(db, blocks);
  const choice = correctnessOf(filter);
  const totals = totalsOf(records, components);
  const sumOf = (key: "n" | "decided" | "search_flawed" | (typeof METRIC_COUNTS)[number]) =>
    records.reduce((n, r) => n + r[key], 0);
  const trajectories = sumOf("n");
  const steps = records.flatMap((r) => (r.min_step !== null && r.max_step !== null ? [r] : []));
  const process = await getRunProcessSummary(
    db,
    { runId, method },
    Object.fromEntries(METRIC_COUNTS.map((key) => [key, sumOf(key)])) as Omit<TMetricCounts, "dataset">,
    {
      trajectories,
      correctWithSearchFlaw: sumOf("search_flawed"),
      withOverSearch: totals.get("over")?.sum ?? 0,
      withUnderSearch: totals.get("under")?.sum ?? 0,
    },
  );
  return {
    isFiltered: !isEmptyFilter(filter),
    correctness: {
      correct: formatCorrectness(choice),
      name: correctnessLabel(choice),
      rule: describeCorrectness(choice),
    },
    overall: {
      ...toSummary(totals, trajectories, { correct: sumOf("correct"), decided: sumOf("decided") }),
      ...process,
      formatValidRate: meanOf(totals, "valid"),
      trainingSteps: steps.length
        ? { min: Math.min(...steps.map((r) => r.min_step!)), max: Math.max(...steps.map((r) => r.max_step!)) }
        : null,
    },
    byDataset: records.map((r) => ({ dataset: r.dataset, ...toSummary(totalsOf([r], []), r.n, r) })),
    rewardComponents: components.flatMap((name, i) => {
      const total = totals.get(`c${i}`);
      return total && total.n > 0
        ? [{ name, mean: total.sum / total.n, trajectories: total.n, kind: rewardComponentKind(name) }]
        : [];
    }),
  };
}

/** The run named in a URL, or a 404 the route handler passes on. */
export async function getRunByNameOrThrow(db: TDatabase, name: string): Promise<TRunHeader> {
  const run = await getRunByName(db, name);
  if (!run) throw new DomainError("run_not_found", `There is no run named "${name}".`);
  return run;
}
