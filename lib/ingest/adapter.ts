import type { TCanonicalInput } from "./canonical";

/** Where an item came from, as a person would look it up: the file and a 1-based line number. */
export type TLocation = { file: string; line: number };

/**
 * One line of a file, decoded. `warnings` note what decoding had to repair (e.g. invalid UTF-8).
 * `rejected` says why a line could not be read at all (over the per-record size limit, damaged
 * compressed data): its text is then empty, so adapters pass it by as blank and the pipeline
 * reports it with its file and line.
 */
export type TSourceLine = { line: number; text: string; warnings: string[]; rejected?: string };

/**
 * Random access to a file's bytes, in the shape parquet readers take (hyparquet's AsyncBuffer):
 * a parquet file keeps its index at its end, so it is read by ranges, not as a stream.
 */
export type TByteRanges = { byteLength: number; slice(start: number, end?: number): Promise<ArrayBuffer> };

/** A file as adapters see it: its name, its first bytes (for detection) and its lines, streamed. */
export type TSource = {
  /** The path as the user gave it (reported in errors). */
  file: string;
  /** The first few KB decoded as UTF-8, for detection. */
  head: string;
  lines(): AsyncIterable<TSourceLine>;
  /** The raw byte stream, for formats that are not line-based (a JSON array). */
  bytes(): AsyncIterable<Uint8Array>;
  /**
   * Reads ranges of a plain file on disk, for formats with their index at the end (parquet). Absent
   * for compressed files and request bodies: such a format then reads `bytes()` whole.
   */
  ranges?(): Promise<TByteRanges>;
};

export type TAdapterItem =
  | { kind: "record"; location: TLocation; record: TCanonicalInput }
  | { kind: "reject"; location: TLocation; reason: string; excerpt?: string };

export type TAdapter = {
  /** The name users pass to --format. */
  name: string;
  /** One line for `trajscope ingest --help`. */
  description: string;
  /** Whether this adapter reads the file, from its name and first bytes; the first match wins. */
  detect(source: Pick<TSource, "file" | "head">): boolean;
  /**
   * Turns the file into canonical records, in file order, streaming: never holds the whole file.
   * Every input line/item yields at least one item — a record or a reject with a reason a person
   * can act on — so that nothing is dropped silently. Blank lines yield nothing.
   */
  read(source: TSource): AsyncIterable<TAdapterItem>;
};
