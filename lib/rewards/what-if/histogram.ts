// Two reward series (logged, recomputed) binned on the same edges so their bars compare. Binning is
// numpy.histogram's: edges = linspace(min, max, bins + 1) over both series (a constant range is
// widened by ±0.5), each bin [e_i, e_i+1) with the last one closed. Missing and non-finite values are
// counted, never dropped silently; with an explicit range, values outside it are counted too.

export type TSharedHistogram = {
  edges: number[];
  a: number[];
  b: number[];
  missing: { a: number; b: number };
  outside: { a: number; b: number };
};

/** numpy.linspace(start, stop, count): start + i·step, the last edge exactly stop. */
export function linspace(start: number, stop: number, count: number): number[] {
  const step = (stop - start) / (count - 1);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? stop : i * step + start));
}

/** Index of the bin holding x (edges ascending), or -1 outside [first, last]. */
export function binIndex(edges: readonly number[], x: number): number {
  const last = edges.length - 1;
  if (!(x >= (edges[0] as number) && x <= (edges[last] as number))) return -1;
  if (x === edges[last]) return last - 1;
  let [lo, hi] = [0, last - 1];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((edges[mid] as number) <= x) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Lowest and highest finite value of both series, in one pass (no spread: a million values overflow the stack). */
function finiteRange(series: readonly ArrayLike<number | null>[]): [number, number] {
  let [low, high] = [Infinity, -Infinity];
  for (const values of series) {
    for (let i = 0; i < values.length; i++) {
      const v = values[i] as number | null;
      if (v === null || !Number.isFinite(v)) continue;
      if (v < low) low = v;
      if (v > high) high = v;
    }
  }
  return low <= high ? [low, high] : [0, 1]; // no data at all: numpy's default range
}

export function sharedHistogram(
  a: ArrayLike<number | null>,
  b: ArrayLike<number | null>,
  options: { bins?: number; range?: [number, number] } = {},
): TSharedHistogram {
  const bins = options.bins ?? 20;
  if (!Number.isInteger(bins) || bins < 1) throw new RangeError(`bins must be a positive integer, got ${bins}`);
  let [low, high] = options.range ?? finiteRange([a, b]);
  if (low > high) throw new RangeError(`range must be ascending, got [${low}, ${high}]`);
  if (low === high) [low, high] = [low - 0.5, high + 0.5];
  const edges = linspace(low, high, bins + 1);
  const count = (values: ArrayLike<number | null>) => {
    const counts = new Array<number>(bins).fill(0);
    let [missing, outside] = [0, 0];
    for (let i = 0; i < values.length; i++) {
      const v = values[i] as number | null;
      if (v === null || !Number.isFinite(v)) missing += 1;
      else {
        const i = binIndex(edges, v);
        if (i === -1) outside += 1;
        else counts[i] = (counts[i] as number) + 1;
      }
    }
    return { counts, missing, outside };
  };
  const [ca, cb] = [count(a), count(b)];
  return {
    edges,
    a: ca.counts,
    b: cb.counts,
    missing: { a: ca.missing, b: cb.missing },
    outside: { a: ca.outside, b: cb.outside },
  };
}
