import "server-only";

/** Collects bound parameters for hand-written SQL: `add(value)` returns its placeholder ($n). */
export class SqlParams {
  readonly values: unknown[] = [];

  /** `after`: placeholders $1…$after are the statement's own, bound by its caller; these follow. */
  constructor(private readonly after = 0) {}

  add(value: unknown, cast?: string): string {
    this.values.push(value);
    const n = this.after + this.values.length;
    return cast ? `$${n}::${cast}` : `$${n}`;
  }
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
