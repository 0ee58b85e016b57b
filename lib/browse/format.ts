// Numbers as the browse pages print them: the same text on the server and in every browser.
import { formatCount } from "@/lib/format/date";

const DASH = "—";

/** Scores in [0, 1] and rewards: three decimals, trailing zeros kept so columns line up. */
export function formatScore(value: number | null | undefined, digits = 3): string {
  return value === null || value === undefined || !Number.isFinite(value) ? DASH : value.toFixed(digits);
}

export function formatPercent(share: number | null | undefined, digits = 1): string {
  return share === null || share === undefined || !Number.isFinite(share) ? DASH : `${(share * 100).toFixed(digits)}%`;
}

export function formatDecimal(value: number | null | undefined, digits = 2): string {
  return value === null || value === undefined || !Number.isFinite(value) ? DASH : value.toFixed(digits);
}

/** A signed contribution: "+0.600", "−0.100". */
export function formatSigned(value: number | null, digits = 3): string {
  if (value === null || !Number.isFinite(value)) return DASH;
  const text = Math.abs(value).toFixed(digits);
  return value < 0 ? `−${text}` : `+${text}`;
}

/** "12.3 kB", "2.1 MB" for text lengths in characters. */
export function formatLength(characters: number): string {
  if (characters < 1000) return `${characters} characters`;
  if (characters < 1_000_000) return `${(characters / 1000).toFixed(1)}k characters`;
  return `${(characters / 1_000_000).toFixed(1)}M characters`;
}

/**
 * A count estimated with a 95 % margin, rounded to the margin's leading digit (two digits when that
 * is a 1) so that no figure claims more than the sample knows: "≈ 188,000 ± 7,000"; a range from 0
 * when the margin is the wider: "≈ 0–600".
 */
export function formatEstimate(count: number, margin: number): string {
  let step = margin >= 1 ? 10 ** Math.floor(Math.log10(margin)) : 1;
  // A margin led by 1 keeps two digits: 12,001 as 13,000, not 20,000.
  if (margin / step < 2 && step >= 10) step /= 10;
  const shown = Math.round(count / step) * step;
  const wide = Math.ceil(margin / step) * step;
  if (wide === 0) return `≈ ${formatCount(shown)}`;
  if (wide >= shown) return `≈ ${formatCount(Math.max(0, shown - wide))}–${formatCount(shown + wide)}`;
  return `≈ ${formatCount(shown)} ± ${formatCount(wide)}`;
}

/**
 * How the list names a record (its `#`): its own id when it had one, else its line in the file it
 * was read from (ingest gives id-less records a content hash, which names nothing a person can find).
 */
export function recordRef(row: { externalId: string; sourceFile: string | null; sourceLine: number | null }): {
  text: string;
  title: string;
} {
  const place = row.sourceLine === null ? null : `${row.sourceFile ?? "the file"}, line ${row.sourceLine}`;
  if (!row.externalId.startsWith("sha256:")) {
    return { text: row.externalId, title: place ? `id ${row.externalId} · ${place}` : `id ${row.externalId}` };
  }
  if (row.sourceLine !== null) return { text: String(row.sourceLine), title: `No id in the record: ${place}` };
  return { text: "—", title: `No id in the record, and where it was read was not kept (${row.externalId})` };
}

/** "1,234" characters, or "—". */
export const formatCharacters = (n: number | null) => (n === null ? DASH : n.toLocaleString("en-US"));
