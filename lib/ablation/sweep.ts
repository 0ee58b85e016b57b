// A hyper-parameter sweep as chart data (Search-P1 Figure 5 / Tables 11–12: λp ∈ {0.2, 0.3, 0.4}
// against average accuracy): one point per value of a numeric run-config parameter, found by a
// dotted path such as `reward.weights.lambda_p`. Runs at the same value (seeds) become one point
// with their mean and a min–max range; runs without a usable value are listed, never dropped silently.

export type TSweepRun = { run: string; config: unknown; value: number | null };
export type TSweepPoint = { x: number; y: number; min: number; max: number; runs: string[] };
export type TSweepSkip = { run: string; reason: "missing parameter" | "not a number" | "no value" };
export type TSweep = { parameter: string; points: TSweepPoint[]; skipped: TSweepSkip[] };

export function configValue(config: unknown, path: string): unknown {
  let value = config;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Numbers, and numeric strings (YAML and CLI overrides often write "0.3"). */
function asNumber(value: unknown): number | null {
  const number =
    typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

export function sweepSeries(runs: readonly TSweepRun[], parameter: string): TSweep {
  const byX = new Map<number, { values: number[]; runs: string[] }>();
  const skipped: TSweepSkip[] = [];
  for (const run of runs) {
    const raw = configValue(run.config, parameter);
    const x = asNumber(raw);
    if (raw === undefined) skipped.push({ run: run.run, reason: "missing parameter" });
    else if (x === null) skipped.push({ run: run.run, reason: "not a number" });
    else if (run.value === null || !Number.isFinite(run.value)) skipped.push({ run: run.run, reason: "no value" });
    else {
      const entry = byX.get(x) ?? { values: [], runs: [] };
      byX.set(x, { values: [...entry.values, run.value], runs: [...entry.runs, run.run] });
    }
  }
  const points = [...byX.entries()]
    .sort(([a], [b]) => a - b)
    .map(([x, { values, runs: names }]) => ({
      x,
      y: values.reduce((sum, v) => sum + v, 0) / values.length,
      min: Math.min(...values),
      max: Math.max(...values),
      runs: names,
    }));
  return { parameter, points, skipped };
}

/** Dotted paths of numeric config values that differ between the runs: the parameters one could sweep. */
export function sweepableParameters(configs: readonly unknown[]): string[] {
  const seen = new Map<string, Set<number>>();
  const walk = (value: unknown, path: string) => {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
      return;
    }
    const number = typeof value === "number" && Number.isFinite(value) ? value : null;
    if (number !== null && path) seen.set(path, (seen.get(path) ?? new Set()).add(number));
  };
  for (const config of configs) walk(config, "");
  return [...seen.entries()]
    .filter(([, values]) => values.size > 1)
    .map(([path]) => path)
    .sort();
}
