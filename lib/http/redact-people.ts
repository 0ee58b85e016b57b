// Who wrote a label or works a queue is for signed-in people only, whether or not the site is
// private. Answers to visitors pass through here: authors and creators become null, "human:NAME"
// sources become the family "human", annotators become "annotator 1, 2, …" (so progress still shows).

const PERSON_KEYS = new Set(["authorName", "author", "createdBy"]);

// Only whole source strings ("human:" and a user name as `trajscope user add` allows), never free text.
const redactSource = (value: string) => (/^human:[\w.-]{1,40}$/.test(value) ? "human" : value);

export function redactPeople(value: unknown): unknown {
  if (typeof value === "string") return redactSource(value);
  if (Array.isArray(value)) {
    const items = value.map(redactPeople);
    // A list of sources would now repeat "human": keep each once (only where a name was hidden).
    const changed = items.some((item, i) => item !== value[i]);
    return changed && items.every((item) => typeof item === "string") ? [...new Set(items)] : items;
  }
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (PERSON_KEYS.has(key)) out[key] = null;
    else if (key === "annotators" && Array.isArray(inner)) {
      out[key] = inner.map((a: unknown, i) =>
        a && typeof a === "object" ? { ...(redactPeople(a) as object), name: `annotator ${i + 1}` } : redactPeople(a),
      );
    } else out[key] = redactPeople(inner);
  }
  return out;
}
