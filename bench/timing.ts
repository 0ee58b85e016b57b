// How the query benchmarks time a call: two warm-up calls (unless told otherwise), then
// `iterations` timed ones; p50 and p95 by nearest rank, in milliseconds.
export async function timePercentiles(
  work: () => Promise<unknown>,
  iterations: number,
  warmups = 2,
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < warmups; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95) };
}
