import { hash } from "node:crypto";

// A retrieved document is stored once per run (table `documents`), keyed by a hash of its content;
// steps keep the hashes in order and, beside them, each retrieval's score. The migration that moved
// older databases' documents computes the same hash in SQL
// (prisma/migrations/20261202043000_documents_stored_once), so the two must stay byte for byte alike.

export type TDocumentContent = { id?: string | null; title?: string | null; text: string };
export type TStoredDocument = { hash: string; id: string | null; title: string | null; text: string };

/** "<UTF-8 bytes>:<value>", or "-" when absent: no value can pass for another, or for a missing one. */
const field = (value: string | null | undefined) =>
  value === null || value === undefined ? "-" : `${Buffer.byteLength(value, "utf8")}:${value}`;

/** md5 of id, title and text, written as a uuid: PostgreSQL keeps that in 16 bytes, not 33. */
export function documentHash(document: TDocumentContent): string {
  const hex = hash("md5", field(document.id) + field(document.title) + field(document.text), "hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type TDocumentRefs = { hashes: string[]; scores: (number | null)[]; documents: TStoredDocument[] };

/** A step's documents as the step stores them (hashes, scores) and the rows they point at. */
export function documentRefs(documents: readonly (TDocumentContent & { score?: number | null })[]): TDocumentRefs {
  const refs: TDocumentRefs = { hashes: [], scores: [], documents: [] };
  for (const d of documents) {
    const hash = documentHash(d);
    refs.hashes.push(hash);
    refs.scores.push(d.score ?? null);
    refs.documents.push({ hash, id: d.id ?? null, title: d.title ?? null, text: d.text });
  }
  return refs;
}

/** Each document once, in first-seen order: a batch writes a document however many steps retrieved it. */
export function uniqueDocuments(documents: Iterable<TStoredDocument>): TStoredDocument[] {
  const byHash = new Map<string, TStoredDocument>();
  for (const d of documents) if (!byHash.has(d.hash)) byHash.set(d.hash, d);
  return [...byHash.values()];
}
