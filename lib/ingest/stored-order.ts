/**
 * A trajectory's labels in the order the database reads them back (created_at, then id): a label
 * with no time of its own is stored with the ingest's, and ids follow the order written. What is
 * derived from "the last label of a name" at ingest must see them in this order, as every later
 * reader (a what-if, a label change's refresh) will.
 */
export function labelsInStoredOrder<L extends { createdAt: string | null }>(
  labels: readonly L[],
  ingestedAt: Date,
): L[] {
  // Milliseconds, as the column keeps them (timestamp(3); ingest writes toISOString's text).
  const times = labels.map((label) => (label.createdAt === null ? ingestedAt : new Date(label.createdAt)).getTime());
  return labels
    .map((_, i) => i)
    .sort((a, b) => times[a]! - times[b]! || a - b)
    .map((i) => labels[i]!);
}
