import "server-only";
import type { TOutcomeSummary, TRunHeader, TRunOverview } from "@/lib/browse/types";
import { DomainError } from "@/lib/http/errors";
import type { TDatabase } from "@/lib/db/connection";
import { numericEntries } from "@/lib/browse/server/trajectory-row";
import { normalizationOf } from "@/lib/what-if/server/what-if-run";
import { rewardComponentKind } from "@/lib/runs/reward-component-kind";
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
    normalization: normalizationOf(config),
  };
}

// Sums and counts per dataset, combined into means here: a plain GROUP BY runs in parallel on
// PostgreSQL, and the overall figures are exact sums of the groups (GROUPING SETS was 2.5× slower).
// Besides these, each measure m has columns m_sum and m_n (components: c0_sum, c0_n, …).
type TGroupRecord = {
  dataset: string | null;
  n: number;
  correct: number;
  search_flawed: number;
  min_step: number | null;
  max_step: number | null;
};

const column = (r: TGroupRecord, name: string) => (r as unknown as Record<string, number | null>)[name] ?? null;

const MEASURES = ["em", "f1", "acc", "reward"] as const;
const FLAGS = { searches: "search_count", over: "has_over_search::int", under: "has_under_search::int" } as const;

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

const toSummary = (totals: TTotals, trajectories: number): TOutcomeSummary => ({
  trajectories,
  em: meanOf(totals, "em"),
  f1: meanOf(totals, "f1"),
  acc: meanOf(totals, "acc"),
  reward: meanOf(totals, "reward"),
  searchesPerTrajectory: meanOf(totals, "searches"),
});

/**
 * The run page's summary cards, from one scan of the run's narrow columns. Reward component names
 * are read from the run's first and last thousand trajectories (a run logs the same components
 * throughout), then averaged over all of them in the same scan.
 */
export async function getRunOverview(db: TDatabase, runId: number): Promise<TRunOverview> {
  const keys = await db.sql.query<{ key: string }>(
    `SELECT DISTINCT k AS key FROM (
       (SELECT reward_components FROM trajectories WHERE run_id = $1::int ORDER BY id LIMIT 1000)
       UNION ALL (SELECT reward_components FROM trajectories WHERE run_id = $1::int ORDER BY id DESC LIMIT 1000)) x,
     jsonb_each(CASE WHEN jsonb_typeof(x.reward_components) = 'object' THEN x.reward_components END) AS e(k, v)
     WHERE jsonb_typeof(v) = 'number' ORDER BY 1 LIMIT 50`,
    [runId],
  );
  const components = keys.map((k) => k.key);
  const measure = (name: string, expression: string) =>
    `sum(${expression})::float8 AS ${name}_sum, count(${expression})::int AS ${name}_n`;
  // Ingest stores components as finite numbers only (lib/ingest's schema), so the plain cast is
  // safe; guarding each row with jsonb_typeof doubled the scan's time.
  const componentSql = components.map((_, i) => measure(`c${i}`, `(reward_components->>$${i + 2}::text)::float8`));
  const records = await db.sql.query<TGroupRecord>(
    `SELECT dataset, count(*)::int AS n, ${MEASURES.map((m) => measure(m, m)).join(", ")},
       ${Object.entries(FLAGS)
         .map(([name, sql]) => measure(name, sql))
         .join(", ")},
       ${measure("valid", "is_format_valid::int")},
       (count(*) FILTER (WHERE em >= 1))::int AS correct,
       (count(*) FILTER (WHERE em >= 1 AND (has_over_search OR has_under_search)))::int AS search_flawed,
       min(training_step) AS min_step, max(training_step) AS max_step
       ${componentSql.map((c) => `, ${c}`).join("")}
     FROM trajectories WHERE run_id = $1::int GROUP BY dataset ORDER BY dataset NULLS LAST`,
    [runId, ...components],
  );
  const totals = totalsOf(records, components);
  const trajectories = records.reduce((n, r) => n + r.n, 0);
  const steps = records.flatMap((r) => (r.min_step !== null && r.max_step !== null ? [r] : []));
  const run = await db.prisma.run.findUnique({ where: { id: runId }, select: { method: true } });
  const process = await getRunProcessSummary(db, runId, run?.method ?? null, {
    trajectories,
    correct: records.reduce((n, r) => n + r.correct, 0),
    correctWithSearchFlaw: records.reduce((n, r) => n + r.search_flawed, 0),
    withOverSearch: totals.get("over")?.sum ?? 0,
    withUnderSearch: totals.get("under")?.sum ?? 0,
  });
  return {
    overall: {
      ...toSummary(totals, trajectories),
      ...process,
      formatValidRate: meanOf(totals, "valid"),
      trainingSteps: steps.length
        ? { min: Math.min(...steps.map((r) => r.min_step!)), max: Math.max(...steps.map((r) => r.max_step!)) }
        : null,
    },
    byDataset: records.map((r) => ({ dataset: r.dataset, ...toSummary(totalsOf([r], []), r.n) })),
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
