// What `trajscope watch` reads of a file on each pass. A file being written ends in a partial
// line: only the bytes up to its last newline are complete. A file that grew is read again from
// its start (not from where the last pass stopped) so that identical samples without an id are
// numbered as a whole-file `trajscope ingest` numbers them (lib/ingest/identity.ts); the lines
// read before come out `unchanged` by their content hash.

export type TWatchedState = { bytes: number };

export type TFilePlan =
  | { action: "skip"; why: "unchanged" | "partial-line" | "still-growing" }
  | { action: "read"; bytes: number; isRestart: boolean };

/** The end of the last complete line in `chunk` (which starts at byte `offset` of the file), or null. */
export function completeEnd(chunk: Uint8Array, offset: number): number | null {
  const at = chunk.lastIndexOf(0x0a);
  return at === -1 ? null : offset + at + 1;
}

/**
 * What to do with a file of `size` bytes whose complete lines up to `stored` bytes are ingested.
 * `completeUpTo` is the end of its last complete line (null: no newline after `stored`). A gzip or
 * parquet file (`isWhole`) cannot be cut at a line, so it is read whole once its size held still for
 * one pass (`previousSize`) and, for parquet, once it ends with its footer (`isComplete`): TRL's
 * pandas writes each completions_{step}.parquet in place, the footer last.
 */
export function planFile(input: {
  size: number;
  stored: number;
  completeUpTo: number | null;
  isWhole: boolean;
  isComplete?: boolean;
  previousSize: number | undefined;
}): TFilePlan {
  const { size, stored, completeUpTo, isWhole, previousSize } = input;
  if (size === stored) return { action: "skip", why: "unchanged" };
  const isRestart = size < stored; // truncated or replaced: read again from the start
  if (isWhole) {
    if (previousSize !== size || input.isComplete === false) return { action: "skip", why: "still-growing" };
    return { action: "read", bytes: size, isRestart };
  }
  if (completeUpTo === null || (!isRestart && completeUpTo <= stored)) return { action: "skip", why: "partial-line" };
  return { action: "read", bytes: completeUpTo, isRestart };
}
