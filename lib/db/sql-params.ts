import "server-only";

/** Collects bound parameters for hand-written SQL: `add(value)` returns its placeholder ($n). */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
