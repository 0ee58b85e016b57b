// Untrusted text → segments a component renders as text: plain runs, gold-answer occurrences to
// mark, and links. A link is made only from an http(s) URL, so "javascript:" and "data:" stay
// text; nothing here ever produces markup.

export type TSegment =
  { kind: "text"; text: string } | { kind: "mark"; text: string } | { kind: "link"; text: string; href: string };

const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`\p{Cc}]+/giu;
// Sentence punctuation after a URL belongs to the sentence.
const TRAILING = /[.,;:!?)\]}]+$/u;
const MAX_GOLDS = 20;
const MAX_GOLD_LENGTH = 200;

/** The http(s) URL as a safe href, or null. */
export function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Occurrences of any gold answer, case-insensitive, not inside a longer word ("l" ≠ "hello"). */
export function goldPattern(golds: readonly string[]): RegExp | null {
  const terms = [...new Set(golds.map((g) => g.trim()).filter((g) => g.length > 0 && g.length <= MAX_GOLD_LENGTH))]
    .slice(0, MAX_GOLDS)
    .sort((a, b) => b.length - a.length)
    .map((g) => g.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (terms.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.join("|")})(?![\\p{L}\\p{N}])`, "giu");
}

export function segmentText(text: string, options: { golds?: readonly string[]; links?: boolean } = {}): TSegment[] {
  const segments: TSegment[] = [];
  const pattern = options.golds ? goldPattern(options.golds) : null;
  const pushPlain = (plain: string) => {
    if (!plain) return;
    if (!pattern) return pushText(segments, plain);
    let last = 0;
    for (const match of plain.matchAll(pattern)) {
      if (match[0].length === 0) continue;
      pushText(segments, plain.slice(last, match.index));
      segments.push({ kind: "mark", text: match[0] });
      last = match.index + match[0].length;
    }
    pushText(segments, plain.slice(last));
  };
  let last = 0;
  if (options.links !== false) {
    for (const match of text.matchAll(URL_CANDIDATE)) {
      const candidate = match[0].replace(TRAILING, "");
      const href = safeHref(candidate);
      if (!href) continue;
      pushPlain(text.slice(last, match.index));
      segments.push({ kind: "link", text: candidate, href });
      last = match.index + candidate.length;
    }
  }
  pushPlain(text.slice(last));
  return segments;
}

function pushText(segments: TSegment[], text: string) {
  if (!text) return;
  const previous = segments.at(-1);
  if (previous?.kind === "text") previous.text += text;
  else segments.push({ kind: "text", text });
}

/** The first line of a document, for its collapsed view. */
export function firstLine(text: string, maxLength = 200): { line: string; isCut: boolean } {
  const trimmed = text.trimStart();
  const newline = trimmed.indexOf("\n");
  const end = Math.min(newline === -1 ? trimmed.length : newline, maxLength);
  return { line: trimmed.slice(0, end).trimEnd(), isCut: end < trimmed.length };
}
