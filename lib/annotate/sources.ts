// Label sources to compare: exact ones ("judge:gpt-4.1-nano", "human:ada") and families ("human":
// each item's newest label by any person), as the browse label filter reads a bare family name.

export const isSourceFamily = (source: string) => !source.includes(":");

/** Families with a member, then every source, in a stable order. */
export function sourceOptions(sources: readonly string[]): string[] {
  const families = [...new Set(sources.filter((s) => !isSourceFamily(s)).map((s) => s.split(":", 1)[0]!))].sort();
  return [...families, ...[...sources].sort()];
}

/**
 * What a page compares when nobody chose: the first judge (else the first source) against people
 * (else the next source) — "does the judge agree with us?".
 */
export function defaultSources(sources: readonly string[]): { a: string | null; b: string | null } {
  const sorted = [...sources].sort();
  const a = sorted.find((s) => s.startsWith("judge:")) ?? sorted[0] ?? null;
  const b = sorted.some((s) => s.startsWith("human:")) ? "human" : (sorted.find((s) => s !== a) ?? null);
  return { a, b };
}

export function describeSourceChoice(source: string): string {
  return isSourceFamily(source) ? `${source} (any)` : source;
}
