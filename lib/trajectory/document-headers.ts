// Readers for the per-document header each retriever writes at the start of a line. A reader looks at
// one line only, so splitting stays linear in the text whatever the input.

/** `quoted`: the document was written CSV-quoted; its body ends in a quote and doubles inner quotes. */
export type THeader = { id: string; title: string | null; bodyStart: number; quoted?: boolean };
export type THeaderReader = (text: string, lineStart: number, lineEnd: number) => THeader | null;

// Searching only inside the line keeps a line without the needle from costing a scan of the whole text.
function indexInLine(text: string, needle: string, from: number, lineEnd: number): number {
  const at = text.slice(from, lineEnd).indexOf(needle);
  return at < 0 ? -1 : from + at;
}

// wiki-18 stores titles CSV-style: quoted, with inner quotes doubled ("""Weird Al"" Yankovic").
function cleanQuotedTitle(raw: string): string {
  return raw.replaceAll('""', '"').trim();
}

function readBalancedTitle(text: string, from: number, lineEnd: number): { title: string; end: number } | null {
  let depth = 1;
  for (let i = from; i < lineEnd; i++) {
    const c = text.charAt(i);
    if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return { title: text.slice(from, i).trim(), end: i + 1 };
  }
  return null;
}

/** Search-R1 / HiPRAG `Doc 1(Title: "T") text` and verl's `Doc 1 (Title: T)\ntext`. */
export const readDocTitleHeader: THeaderReader = (text, lineStart, lineEnd) => {
  const match = /Doc ?(\d{1,5}) ?\(Title: ?/y;
  match.lastIndex = lineStart;
  const m = match.exec(text);
  if (!m?.[1]) return null;
  const from = match.lastIndex;
  if (text.charAt(from) === '"') {
    const closeQuote = indexInLine(text, '")', from + 1, lineEnd);
    if (closeQuote >= 0) {
      return { id: m[1], title: cleanQuotedTitle(text.slice(from + 1, closeQuote)) || null, bodyStart: closeQuote + 2 };
    }
  }
  const balanced = readBalancedTitle(text, from, lineEnd);
  if (balanced) return { id: m[1], title: balanced.title || null, bodyStart: balanced.end };
  // Unterminated title: keep the line as text rather than guess where the title stops.
  return { id: m[1], title: null, bodyStart: from };
};

// R1-Searcher's corpora write a passage as `Title: X Text: Y` (its abstract index, and FlashRAG's
// ReasoningPipeline `_retrieved_docs_to_string`), CSV-quoted as `"Title: X Text: Y"` when the
// passage holds a quote; its KILT index writes `X   Y` (split_kilt_to_100.py: f"{title}   {paragraph}").
const TITLE_LABEL = "Title: ";
const TEXT_LABEL = " Text: ";

function readLabelledTitle(text: string, from: number, lineEnd: number, id: string): THeader | null {
  const quoted = text.startsWith(`"${TITLE_LABEL}`, from);
  if (!quoted && !text.startsWith(TITLE_LABEL, from)) return null;
  const titleStart = from + (quoted ? 1 : 0) + TITLE_LABEL.length;
  const label = indexInLine(text, TEXT_LABEL, titleStart, lineEnd);
  if (label < 0) return { id, title: null, bodyStart: from };
  const title = text.slice(titleStart, label);
  return {
    id,
    title: (quoted ? cleanQuotedTitle(title) : title.trim()) || null,
    bodyStart: label + TEXT_LABEL.length,
    quoted,
  };
}

/** R1-Searcher `(1)Title: X Text: Y`, `(1)"Title: X Text: Y"` or `(1)Title   text`. */
export const readParenHeader: THeaderReader = (text, lineStart, lineEnd) => {
  const match = /\((\d{1,5})\)/y;
  match.lastIndex = lineStart;
  const m = match.exec(text);
  if (!m?.[1]) return null;
  const from = match.lastIndex;
  const labelled = readLabelledTitle(text, from, lineEnd, m[1]);
  if (labelled) return labelled;
  const gap = indexInLine(text, "   ", from, lineEnd);
  if (gap < 0) return { id: m[1], title: null, bodyStart: from };
  return { id: m[1], title: text.slice(from, gap).trim() || null, bodyStart: gap + 3 };
};

/** PRO-Step `[1] Title: text` (its `_format_observation`); the title runs to the first ": ". */
export const readBracketHeader: THeaderReader = (text, lineStart, lineEnd) => {
  const match = /\[(\d{1,5})\] /y;
  match.lastIndex = lineStart;
  const m = match.exec(text);
  if (!m?.[1]) return null;
  const from = match.lastIndex;
  const colon = indexInLine(text, ": ", from, lineEnd);
  if (colon < 0) return { id: m[1], title: null, bodyStart: from };
  return { id: m[1], title: text.slice(from, colon).trim() || null, bodyStart: colon + 2 };
};
