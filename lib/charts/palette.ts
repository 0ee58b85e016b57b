// Run colours that survive colour-vision deficiency and stay put across pages: the Okabe–Ito
// palette (Okabe & Ito 2008, "Color Universal Design"; also Wong 2011, Nature Methods 8:441)
// without its black, which vanishes in dark mode. A run's colour is chosen by a stable hash of its
// name (FNV-1a, 32 bit), so the same run has the same colour on every chart and every visit.
// Within one chart two runs must differ: on a collision the run whose name sorts first keeps its
// colour and the other takes the next free one; past seven runs colours repeat with a dash pattern.

export const OKABE_ITO = [
  "#E69F00", // orange
  "#56B4E9", // sky blue
  "#009E73", // bluish green
  "#F0E442", // yellow
  "#0072B2", // blue
  "#D55E00", // vermillion
  "#CC79A7", // reddish purple
] as const;

/** SVG stroke-dasharray per round of seven; the first round is solid. */
export const DASH_PATTERNS = [null, "6 3", "2 2", "8 3 2 3"] as const;

export type TSeriesStyle = { color: string; dash: string | null };

/** FNV-1a over the UTF-16 code units: tiny, stable and well spread for short names. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The colour a name gets when nothing else on the chart claims it. */
export function colorForName(name: string): string {
  return OKABE_ITO[hashString(name) % OKABE_ITO.length] as string;
}

/** Distinct styles for the names on one chart, independent of the order they are given in. */
export function assignStyles(names: readonly string[]): Map<string, TSeriesStyle> {
  const styles = new Map<string, TSeriesStyle>();
  const n = OKABE_ITO.length;
  let taken = new Set<number>();
  let round = 0;
  for (const name of [...new Set(names)].sort()) {
    if (taken.size === n) [taken, round] = [new Set(), round + 1];
    let index = hashString(name) % n;
    while (taken.has(index)) index = (index + 1) % n;
    taken.add(index);
    const dash = DASH_PATTERNS[round % DASH_PATTERNS.length] ?? null;
    styles.set(name, { color: OKABE_ITO[index] as string, dash });
  }
  return styles;
}
