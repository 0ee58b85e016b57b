import type { FileMetaData } from "hyparquet";
import type { TByteRanges, TSource } from "../../adapter";

// Parquet read with hyparquet (pure JavaScript, no native binary): the footer first, then one row
// group at a time, so memory holds one row group's rows, never the file's. A row group that cannot
// be decoded is reported for its rows and the next one is read. hyparquet is loaded when a parquet
// file is opened: 43 ms of every ingest's start-up otherwise, most of which read JSON lines.

export type TParquetRow =
  | { kind: "row"; row: number; values: Record<string, unknown> }
  /** A row (1-based) of a row group that could not be decoded: each is reported, so counts add up. */
  | { kind: "unreadable"; row: number; reason: string };

export type TParquetTable = {
  /** Top-level column names in file order. */
  columns: string[];
  rowCount: number;
  rows(): AsyncGenerator<TParquetRow>;
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A stream's bytes whole, as ranges: compressed files and request bodies have no random access. */
async function wholeRanges(source: TSource): Promise<TByteRanges> {
  const parts: Buffer[] = [];
  for await (const chunk of source.bytes()) parts.push(Buffer.from(chunk));
  const bytes = Buffer.concat(parts);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
  return { byteLength: buffer.byteLength, slice: async (start, end) => buffer.slice(start, end) };
}

/** The file's table, or why it is not a parquet file that can be read (cut off, not parquet). */
export async function openParquet(source: TSource): Promise<TParquetTable | string> {
  const { parquetMetadataAsync, parquetReadObjects, parquetSchema } = await import("hyparquet");
  const file = source.ranges ? await source.ranges() : await wholeRanges(source);
  let metadata: FileMetaData;
  try {
    metadata = await parquetMetadataAsync(file);
  } catch (error) {
    return `not a readable parquet file (${message(error)}); a file still being written has no footer yet`;
  }
  const columns = parquetSchema(metadata).children.map((child) => child.element.name);
  return {
    columns,
    rowCount: Number(metadata.num_rows),
    async *rows() {
      let rowStart = 0;
      for (const group of metadata.row_groups) {
        const rowEnd = rowStart + Number(group.num_rows);
        let rows: Record<string, unknown>[] | null = null;
        let failure = "";
        try {
          rows = await parquetReadObjects({ file, metadata, rowStart, rowEnd, rowFormat: "object" });
        } catch (error) {
          failure = message(error);
        }
        if (rows) {
          for (const [i, values] of rows.entries()) yield { kind: "row", row: rowStart + i + 1, values };
        } else {
          const reason = `could not decode rows ${rowStart + 1}–${rowEnd} of the file (${failure})`;
          for (let row = rowStart + 1; row <= rowEnd; row += 1) yield { kind: "unreadable", row, reason };
        }
        rowStart = rowEnd;
      }
    },
  };
}
