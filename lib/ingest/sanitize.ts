// PostgreSQL text and jsonb cannot hold U+0000, and UTF-8 cannot hold a lone UTF-16 surrogate
// (which JSON's \ud800 escapes can produce). Policy: keep the record and replace each such
// character with U+FFFD, the Unicode replacement character, and say so in the ingest report —
// losing a whole trajectory for one stray byte would be worse than a visible mark.

export type TSanitized<T> = { value: T; replaced: number };

function sanitizeString(text: string): TSanitized<string> {
  let replaced = 0;
  let out = text;
  if (out.includes("\u0000")) {
    const parts = out.split("\u0000");
    replaced += parts.length - 1;
    out = parts.join("\uFFFD");
  }
  if (!out.isWellFormed()) {
    const fixed = out.toWellFormed();
    for (let i = 0; i < fixed.length; i += 1) if (fixed[i] !== out[i]) replaced += 1;
    out = fixed;
  }
  return { value: out, replaced };
}

/** Deep-copies JSON data with every string (keys included) made storable. */
export function sanitizeForPostgres<T>(value: T): TSanitized<T> {
  let replaced = 0;
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") {
      const s = sanitizeString(v);
      replaced += s.replaced;
      return s.value;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === "object") {
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [walk(k) as string, walk(item)]));
    }
    return v;
  };
  const result = walk(value) as T;
  return { value: result, replaced };
}
