import "server-only";
import { FORMULA_IDENTIFIERS, powRounded, toSql } from "@/lib/rewards";
import { paperTerms, releasedOutcome } from "@/lib/rewards/hiprag";
import { searchR1FormatValues } from "@/lib/rewards/search-r1";
import { RELEASED_COUNTS_CODES, REWARD_FEATURE_SQL as F } from "@/lib/rewards/stored-features";
import { parseWeightedFormula, substituteWeights } from "@/lib/what-if/formula-weights";
import type { TWhatIfSpec } from "@/lib/what-if/spec";
import { trajectoryLabelCte, type TBatchRange } from "./reward-features-sql";
import type { SqlParams } from "@/lib/db/sql-params";
import { jsFeatureOf, type TJsFeature } from "./what-if-js";
import { ANSWERED_SQL } from "./reward-inputs";
import type { TWhatIfRun } from "./what-if-run";

// A what-if's reward as one SQL expression per trajectory, in the order of operations of the
// preset's TypeScript (lib/rewards), so both give the same double: the arithmetic runs where the
// rows are. What SQL cannot do (token overlap of plans, normalized repeated queries, reading a raw
// response as a reference's code does where no stored features say what it read) is computed in
// TypeScript for the trajectories that need it and joined as js(id, value). The step counts
// (bad_steps …) and the reward features are columns of trajectories, kept by ingest (and the counts
// by label changes). Aliases: t trajectories, ol outcome label.
// test/what-if-specs.ts runs every registered preset and parameter through both.

export type TRecomputePlan = {
  expression: string;
  /** Needs the current outcome_score label (Search-P1's evaluator score). */
  outcomeLabel: boolean;
  js: TJsFeature | null;
};

const JS_VALUE = "js.value";

/**
 * Presets with a SQL fast path; every other preset (any preset added later) is computed by its own
 * TypeScript over the batch, so no preset can differ between the page and the what-if. Search-R1
 * and HiPRAG read what their code takes from the raw response as stored features
 * (lib/rewards/stored-features.ts): the rows without them (written before the column, or by hand),
 * and for HiPRAG's released code those whose response's steps are not the stored ones, go through
 * the preset's TypeScript.
 */
export const SQL_PRESETS = ["search-p1", "pro-step", "search-r1-em", "search-r1-format", "hiprag"] as const;

/** Values indexed by a feature's code: PostgreSQL arrays start at 1, and index 0 reads NULL (unknown). */
const byCode = (params: SqlParams, values: readonly (number | null)[], code: string) =>
  `(${params.add(values, "float8[]")})[${code}]`;

const NOT_STORED = "t.reward_features IS NULL";

export function recomputePlan(
  spec: TWhatIfSpec,
  params: SqlParams,
  run: Pick<TWhatIfRun, "normalization" | "stepCountsPending">,
): TRecomputePlan {
  const scheme = run.normalization;
  if (spec.kind === "formula") return formulaPlan(spec, params);
  const p = (name: string) => params.add(spec.params[name], "float8");
  const plan = { outcomeLabel: false, js: null };
  switch (spec.preset) {
    case "search-p1": {
      const clamped = `LEAST(1.0, GREATEST(0.0, coalesce(ol.value, t.f1, 0.0)))`;
      const outcome = `(CASE WHEN t.acc >= 1 THEN 1.0 ELSE LEAST(${p("soft_cap")}, ${clamped}) END)::float8`;
      const format = `(CASE WHEN t.is_format_valid THEN 1.0 WHEN ${ANSWERED_SQL} THEN ${p("format_buffer")} ELSE 0.0 END)::float8`;
      const path = `coalesce(${JS_VALUE}, 0.0)`;
      return {
        ...plan,
        outcomeLabel: true,
        js: jsFeatureOf({ name: "path", spec, scheme }),
        expression: `(CASE WHEN t.acc IS NULL OR t.is_format_valid IS NULL THEN NULL
          ELSE ((${p("lambda_a")} * ${outcome}) + (${p("lambda_p")} * ${path})) + (${p("lambda_f")} * ${format}) END)`,
      };
    }
    case "pro-step": {
      // γ^depth exactly as powRounded gives it (V8's ** and C's pow differ in the last bit).
      const gamma = Number(spec.params.gamma);
      const factors = params.add(
        Array.from({ length: DISCOUNT_TABLE }, (_, d) => powRounded(gamma, d)),
        "float8[]",
      );
      return {
        ...plan,
        expression: `(t.f1 * (CASE WHEN t.step_count < ${DISCOUNT_TABLE} THEN (${factors})[t.step_count + 1]
          ELSE power(${params.add(gamma, "float8")}, t.step_count) END))`,
      };
    }
    case "search-r1-em":
      return storedFeaturePlan(spec, scheme, NOT_STORED, byCode(params, [0, 1], F.searchR1Em("t")));
    case "search-r1-format":
      return storedFeaturePlan(
        spec,
        scheme,
        NOT_STORED,
        byCode(params, searchR1FormatValues(spec.params), F.searchR1Case("t")),
      );
    case "hiprag": {
      const [lambdaF, lambdaP] = [Number(spec.params.lambda_f), Number(spec.params.lambda_p)];
      const [a, f] = [F.hipragA("t"), F.hipragF("t")];
      // An (A, F) code pair's place in an array of the nine pairs' values.
      const pair = `${a} * 3 + ${f} + 1`;
      // Ingest writes the step counts; only a run waiting for their backfill has null ones. Testing
      // them on every row would read each batch's rows, where the features' test reads an index.
      const orNoCounts = (missing: string) =>
        run.stepCountsPending ? `(${missing} OR t.hiprag_steps IS NULL OR t.correct_steps IS NULL)` : missing;
      if (spec.params.variant === "paper") {
        // The sum without the process bonus for each (A, F) code pair; the bonus
        // λp·A·F·ratio is λp·ratio when both are 1 and 0 otherwise, added last as paperTerms adds it.
        const bases = [0, 1, 2].flatMap((a) =>
          [0, 1, 2].map((f) => (a && f ? paperTerms(a - 1, f - 1, 0, lambdaF, lambdaP).total : null)),
        );
        const ratio = `(CASE WHEN t.hiprag_steps = 0 THEN 0::float8 ELSE t.correct_steps::float8 / t.hiprag_steps END)`;
        return storedFeaturePlan(
          spec,
          scheme,
          orNoCounts(NOT_STORED),
          `(${byCode(params, bases, pair)} + CASE WHEN ${a} = 2 AND ${f} = 2
            THEN ${params.add(lambdaP, "float8")} * ${ratio} ELSE 0::float8 END)`,
        );
      }
      // The released code. λf = 0 is its validation mode, which scores Search-R1's extract_solution:
      // not a stored feature, so TypeScript. Otherwise the outcome for each (A, F) code pair, and its
      // process bonus where that outcome is exactly 1 and the stored counts are the code's (none
      // without a <step> block): 1 + λp·Ncorr/N_search, as compute adds it.
      if (lambdaF === 0) break;
      const outcomes = [0, 1, 2].flatMap((a) =>
        [0, 1, 2].map((f) => (a && f ? releasedOutcome(a - 1, f - 1, lambdaF) : null)),
      );
      const isOne = byCode(
        params,
        outcomes.map((o) => (o === 1 ? 1 : 0)),
        pair,
      );
      const lambda = params.add(lambdaP, "float8");
      const bonus = `(CASE WHEN t.search_count > 0 THEN (${lambda} * t.correct_steps::float8) / t.search_count::float8
        ELSE ${lambda} END)`;
      return storedFeaturePlan(
        spec,
        scheme,
        orNoCounts(F.hipragReleasedOwnCounts("t")),
        `(${byCode(params, outcomes, pair)} + CASE WHEN ${isOne} = 1 AND t.hiprag_steps > 0
          AND ${F.hipragReleasedCounts("t")} = ${RELEASED_COUNTS_CODES["step counts"]} THEN ${bonus} ELSE 0::float8 END)`,
      );
    }
  }
  return { ...plan, js: jsFeatureOf({ name: "preset", spec, scheme }), expression: JS_VALUE };
}

/** A preset read from the stored features, its TypeScript for the rows `missing` picks. */
function storedFeaturePlan(spec: TWhatIfSpec, scheme: string, missing: string, expression: string): TRecomputePlan {
  return {
    outcomeLabel: false,
    js: { ...jsFeatureOf({ name: "preset", spec, scheme }), subset: missing },
    expression: `(CASE WHEN ${missing} THEN ${JS_VALUE} ELSE ${expression} END)`,
  };
}

const DISCOUNT_TABLE = 1024;

function formulaPlan(spec: Extract<TWhatIfSpec, { kind: "formula" }>, params: SqlParams): TRecomputePlan {
  const { formula } = parseWeightedFormula(spec.formula);
  const used = new Set(formula.identifiers);
  const columns: Record<string, string> = {
    format: "t.is_format_valid::int",
    answered: `(${ANSWERED_SQL})::int`,
    turns: `coalesce(t.turn_count, CASE WHEN t.step_count = 0 THEN NULL ELSE t.search_count + (${ANSWERED_SQL})::int END)`,
    duplicate_queries: `coalesce(${JS_VALUE}, 0)`,
  };
  const columnOf = (name: string) => {
    const known = FORMULA_IDENTIFIERS.find((i) => i.name === name);
    if (!known) throw new Error(`No column for "${name}"`);
    return columns[name] ?? `t.${known.column}`;
  };
  const ast = substituteWeights(formula.ast, spec.weights);
  const compiled = toSql(ast, { columnOf, componentsColumn: "t.reward_components", paramOffset: params.values.length });
  params.values.push(...compiled.params);
  return {
    expression: compiled.sql,
    outcomeLabel: false,
    js: used.has("duplicate_queries") ? jsFeatureOf({ name: "duplicates", spec, scheme: "flashrag" }) : null,
  };
}

/** The batch statement: every trajectory of (lo, hi] with its logged and recomputed reward. */
export function batchSql(
  plan: TRecomputePlan,
  range: TBatchRange & { jsIds: string; jsValues: string },
  labelName: string,
) {
  return `${plan.outcomeLabel ? `WITH ${trajectoryLabelCte("ol", range, labelName)}` : ""}
    SELECT t.id::text AS id, t.group_id, t.reward AS logged, ${plan.expression} AS recomputed
    FROM trajectories t
    ${plan.outcomeLabel ? "LEFT JOIN ol ON ol.trajectory_id = t.id" : ""}
    ${plan.js ? `LEFT JOIN unnest(${range.jsIds}, ${range.jsValues}) AS js(id, value) ON js.id = t.id` : ""}
    WHERE t.run_id = ${range.run} AND t.id > ${range.lo} AND t.id <= ${range.hi}
    ORDER BY t.id`;
}
