// Detection reads only the head of a file (its first KB), which often ends inside the first line:
// a verl or HiPRAG line carries whole prompts and trajectories. So instead of JSON.parse, this walks
// the first object's top-level keys as far as the head goes.

export type THeadObject = {
  /** Top-level keys seen, in order, with their value when it is a complete string/number/boolean/null. */
  keys: ReadonlyMap<string, unknown>;
  /** False when the head ended inside the object: keys after the cut are unknown. */
  isComplete: boolean;
};

const isSpace = (c: string) => c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\uFEFF";

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charAt(i))) i++;
  return i;
}

// Index after the closing quote of the string opening at `from`, or -1 when the head cuts it.
function stringEnd(text: string, from: number): number {
  for (let i = from + 1; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === "\\") i++;
    else if (c === '"') return i + 1;
  }
  return -1;
}

// Index after the value starting at `from`, or -1 when the head ends first.
function valueEnd(text: string, from: number): number {
  const first = text.charAt(from);
  if (first === '"') return stringEnd(text, from);
  if (first === "{" || first === "[") {
    let depth = 0;
    for (let i = from; i < text.length; i++) {
      const c = text.charAt(i);
      if (c === '"') {
        i = stringEnd(text, i) - 1;
        if (i < 0) return -1;
      } else if (c === "{" || c === "[") depth++;
      else if ((c === "}" || c === "]") && --depth === 0) return i + 1;
    }
    return -1;
  }
  for (let i = from; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === "," || c === "}" || c === "]" || isSpace(c)) return i;
  }
  return -1; // a number at the very end may go on
}

function scalar(raw: string): unknown {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null ? undefined : value;
  } catch {
    return undefined;
  }
}

/** The first JSON object in the head, as far as it goes; null when the head does not start with one. */
export function sniffFirstObject(head: string): THeadObject | null {
  const keys = new Map<string, unknown>();
  const partial = () => ({ keys, isComplete: false });
  let i = skipSpace(head, 0);
  if (head.charAt(i) !== "{") return null;
  i++;
  for (;;) {
    i = skipSpace(head, i);
    if (i >= head.length) return partial();
    if (head.charAt(i) === "}") return { keys, isComplete: true };
    if (head.charAt(i) !== '"') return null;
    const keyEnd = stringEnd(head, i);
    if (keyEnd < 0) return partial();
    const key = scalar(head.slice(i, keyEnd));
    if (typeof key !== "string") return null;
    i = skipSpace(head, keyEnd);
    if (i >= head.length) return partial();
    if (head.charAt(i) !== ":") return null;
    i = skipSpace(head, i + 1);
    const end = valueEnd(head, i);
    keys.set(key, end < 0 ? undefined : scalar(head.slice(i, end)));
    if (end < 0) return partial();
    i = skipSpace(head, end);
    if (head.charAt(i) === ",") i++;
    else if (head.charAt(i) === "}") return { keys, isComplete: true };
    else return i >= head.length ? partial() : null;
  }
}

/** The first non-blank line of the head (possibly cut at the head's end). */
export function firstLine(head: string): string {
  for (const line of head.split("\n")) if (line.trim()) return line.replace(/^\uFEFF/, "");
  return "";
}
