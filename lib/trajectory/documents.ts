import type { TDialect, TDocument } from "./types";
import {
  readBracketHeader,
  readDocTitleHeader,
  readParenHeader,
  type THeader,
  type THeaderReader,
} from "./document-headers";

type TFormat = "doc-title" | "paren" | "bracket" | "json";

// Tried in order; the first format that finds a header wins. Fallbacks cover forks that swapped the
// retriever formatting while keeping the dialect's tags.
const FORMATS: Record<TDialect, readonly TFormat[]> = {
  "search-r1": ["doc-title"],
  "search-p1": ["doc-title"],
  hiprag: ["doc-title"],
  "pro-step": ["bracket", "doc-title"],
  "r1-searcher": ["paren"],
  "verl-tool": ["json", "doc-title"],
};

const READERS: Record<Exclude<TFormat, "json">, THeaderReader> = {
  "doc-title": readDocTitleHeader,
  paren: readParenHeader,
  bracket: readBracketHeader,
};

// A header only counts if it continues the numbering (or restarts it, as verl does per query), so a
// passage line that happens to start with "(3)" does not split a document.
function continuesNumbering(previous: THeader | undefined, next: THeader): boolean {
  if (!previous) return true;
  const id = Number(next.id);
  return id === 1 || id === Number(previous.id) + 1;
}

// The closing quote of a CSV-quoted passage, and its doubled inner quotes, are the quoting, not text.
function unquoteBody(body: string): string {
  const inner = body.endsWith('"') ? body.slice(0, -1) : body;
  return inner.replaceAll('""', '"').trim();
}

function splitWithHeaders(text: string, reader: THeaderReader): TDocument[] | null {
  const found: { lineStart: number; header: THeader }[] = [];
  for (let lineStart = 0; lineStart < text.length;) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    let contentStart = lineStart;
    while (contentStart < lineEnd && (text.charAt(contentStart) === " " || text.charAt(contentStart) === "\t"))
      contentStart++;
    const header = reader(text, contentStart, lineEnd);
    if (header && continuesNumbering(found.at(-1)?.header, header)) found.push({ lineStart, header });
    lineStart = lineEnd + 1;
  }
  const first = found[0];
  if (!first) return null;
  const docs: TDocument[] = [];
  // Text before the first header (a "no results" notice, say) is kept as an untitled document.
  const preamble = text.slice(0, first.lineStart).trim();
  if (preamble) docs.push({ id: null, title: null, text: preamble });
  found.forEach(({ header }, i) => {
    const end = found[i + 1]?.lineStart ?? text.length;
    const body = text.slice(header.bodyStart, end).trim();
    docs.push({ id: header.id, title: header.title, text: header.quoted ? unquoteBody(body) : body });
  });
  return docs;
}

// verl's search tool answers `{"result": "Doc 1 (Title: …)\n…\n---\nDoc 1 …"}`, one group per query.
function splitJsonResult(text: string): TDocument[] | null {
  if (!text.startsWith("{")) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || !("result" in parsed)) return null;
  const { result } = parsed;
  if (typeof result !== "string") return null;
  return result
    .split("\n---\n")
    .flatMap((group) => splitWithHeaders(group, readDocTitleHeader) ?? asSingleDocument(group));
}

function asSingleDocument(text: string): TDocument[] {
  const trimmed = text.trim();
  return trimmed ? [{ id: null, title: null, text: trimmed }] : [];
}

/**
 * Splits the text of one retrieval block into documents. Never loses text: anything that does not
 * parse stays as a single document with a null id and title. Titles lose their wiki-18 quotes.
 */
export function splitDocuments(text: string, dialect: TDialect): TDocument[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  for (const format of FORMATS[dialect]) {
    const docs = format === "json" ? splitJsonResult(trimmed) : splitWithHeaders(trimmed, READERS[format]);
    if (docs) return docs;
  }
  return asSingleDocument(trimmed);
}
