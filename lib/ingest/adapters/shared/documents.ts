import { finiteNumber, isObject, text } from "./fields";
import type { TDocumentInput, TJsonObject } from "./types";

const DOCUMENT_KEYS = ["id", "title", "text", "contents", "score"];

// wiki-18 (the corpus Search-R1, FlashRAG and HiPRAG retrieve from) stores titles CSV-style: quoted,
// inner quotes doubled. lib/trajectory strips the quotes from titles it parses; so does this.
function cleanTitle(raw: string): string {
  const title = raw.trim();
  return title.length >= 2 && title.startsWith('"') && title.endsWith('"')
    ? title.slice(1, -1).replaceAll('""', '"')
    : title;
}

/** FlashRAG's `contents` is "Title\ntext": the first line is the title. */
export function splitContents(contents: string): { title: string | null; text: string } {
  const newline = contents.indexOf("\n");
  if (newline < 0) return { title: null, text: contents };
  return { title: cleanTitle(contents.slice(0, newline)) || null, text: contents.slice(newline + 1) };
}

/**
 * A retrieved document (FlashRAG `{id, contents}`, PRO-Step `{id, title, text}`, or a bare string)
 * as a canonical document, with any other fields returned as `extra` so the caller can keep them.
 */
export function toDocument(raw: unknown): { document: TDocumentInput; extra?: TJsonObject } {
  if (!isObject(raw)) return { document: { text: text(raw) ?? JSON.stringify(raw) ?? "" } };
  const contents = text(raw.contents);
  const fromContents = contents === null ? null : splitContents(contents);
  const title = text(raw.title);
  const body = text(raw.text);
  const document: TDocumentInput = {
    id: text(raw.id),
    title: title === null ? (fromContents?.title ?? null) : cleanTitle(title),
    text: body ?? fromContents?.text ?? "",
    score: finiteNumber(raw.score),
  };
  const extra: TJsonObject = {};
  for (const [key, value] of Object.entries(raw)) if (!DOCUMENT_KEYS.includes(key)) extra[key] = value;
  // A known field of an unusable type (a score written as "0.9") is kept as written rather than lost.
  if (raw.score !== undefined && raw.score !== null && document.score === null) extra.score = raw.score;
  for (const key of ["id", "title", "text"] as const) {
    if (raw[key] !== undefined && raw[key] !== null && text(raw[key]) === null) extra[key] = raw[key];
  }
  // `contents` is only redundant when title and text were taken from it.
  if (contents !== null && (title !== null || body !== null)) extra.contents = contents;
  return Object.keys(extra).length ? { document, extra } : { document };
}
