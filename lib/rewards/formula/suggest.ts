// "Did you mean …": the closest known name by edit distance, when it is close enough to be a typo.

/** Levenshtein distance (insert, delete, substitute; each costs 1). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitute = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitute));
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** The nearest candidate within max(1, ⌊length/3⌋) edits (case-insensitive match first), else null. */
export function closestName(name: string, candidates: readonly string[]): string | null {
  const exactCase = candidates.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  if (exactCase !== undefined) return exactCase;
  let best: string | null = null;
  let bestDistance = Math.max(1, Math.floor(name.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}
