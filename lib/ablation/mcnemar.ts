// McNemar's test on paired correctness (McNemar 1947): of the questions the two runs disagree on,
// b = only A correct, c = only B correct; under "equally good" each is Binomial(b + c, 1/2).
// Which form: the exact binomial test when b + c < 25 — there the χ² approximation is poor (the
// usual guidance, e.g. Wikipedia's McNemar's test; statsmodels offers both) — else χ² with one
// degree of freedom and Edwards' continuity correction, (|b − c| − 1)² / (b + c), which keeps the
// approximation conservative at moderate counts. Both p-values are two-sided.

export const EXACT_BELOW = 25;

export type TMcNemarMethod = "exact" | "chi-square";
export type TDiscordance = { bothCorrect: number; onlyA: number; onlyB: number; neither: number };
export type TMcNemarResult = {
  b: number;
  c: number;
  method: TMcNemarMethod;
  /** χ² (continuity-corrected); null for the exact test. */
  statistic: number | null;
  pValue: number;
};

export function discordance(a: readonly boolean[], b: readonly boolean[]): TDiscordance {
  if (a.length !== b.length) throw new RangeError(`paired outcomes differ in length: ${a.length} vs ${b.length}`);
  const counts = { bothCorrect: 0, onlyA: 0, onlyB: 0, neither: 0 };
  a.forEach((x, i) => {
    const y = b[i] as boolean;
    if (x && y) counts.bothCorrect += 1;
    else if (x) counts.onlyA += 1;
    else if (y) counts.onlyB += 1;
    else counts.neither += 1;
  });
  return counts;
}

/** Two-sided exact binomial p-value for k of n at p = 1/2: min(1, 2·P(X ≤ min(k, n − k))). */
export function binomialTwoSided(k: number, n: number): number {
  const m = Math.min(k, n - k);
  // Up to n = 1000, 2^−n is a normal double and the products stay exact for small n (b = 1, c = 6
  // gives 0.125 exactly); beyond, the same recurrence runs on logarithms.
  const isLinear = n <= 1000;
  let term = isLinear ? 0.5 ** n : -n * Math.LN2;
  let tail = 0;
  for (let i = 0; i <= m; i += 1) {
    tail += isLinear ? term : Math.exp(term);
    term = isLinear ? (term * (n - i)) / (i + 1) : term + Math.log((n - i) / (i + 1));
  }
  return Math.min(1, 2 * tail);
}

const EPS = 1e-15;
const TINY = 1e-300;
const LOG_GAMMA_HALF = 0.5 * Math.log(Math.PI);

/**
 * P(χ²₁ > x) = Q(1/2, x/2), the regularized upper incomplete gamma function, by its series below
 * a + 1 and Lentz's continued fraction above (Numerical Recipes §6.2); relative error ~1e-15.
 */
export function chiSquare1Survival(x: number): number {
  if (!(x > 0)) return 1;
  const [a, z] = [0.5, x / 2];
  const prefactor = Math.exp(-z + a * Math.log(z) - LOG_GAMMA_HALF);
  if (z < a + 1) {
    let [term, sum, ap] = [1 / a, 1 / a, a];
    while (Math.abs(term) > Math.abs(sum) * EPS) {
      ap += 1;
      term *= z / ap;
      sum += term;
    }
    return 1 - sum * prefactor;
  }
  let b = z + 1 - a;
  let [c, d] = [1 / TINY, 1 / b];
  let h = d;
  for (let i = 1; i < 10_000; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = 1 / (Math.abs(d) < TINY ? TINY : d);
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return prefactor * h;
}

export function mcnemarTest(
  counts: { b: number; c: number },
  options: { method?: TMcNemarMethod | "auto" } = {},
): TMcNemarResult {
  const { b, c } = counts;
  const n = b + c;
  const method = options.method ?? "auto";
  if (method === "exact" || (method === "auto" && n < EXACT_BELOW)) {
    return { b, c, method: "exact", statistic: null, pValue: n === 0 ? 1 : binomialTwoSided(b, n) };
  }
  // max(0, …): with b = c the corrected difference is 0, not (−1)².
  const statistic = n === 0 ? 0 : Math.max(0, Math.abs(b - c) - 1) ** 2 / n;
  return { b, c, method: "chi-square", statistic, pValue: chiSquare1Survival(statistic) };
}
