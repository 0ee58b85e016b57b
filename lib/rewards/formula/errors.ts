// Every formula error carries where it is ([start, end) offsets into the source) and, when one
// exists, a hint — so the editor can underline the spot and say what would work.

export type TFormulaErrorCode =
  | "unexpected-character"
  | "unterminated-string"
  | "unexpected-token"
  | "unexpected-end"
  | "chained-comparison"
  | "unknown-identifier"
  | "unknown-component"
  | "unknown-function"
  | "not-a-function"
  | "missing-call"
  | "arity"
  | "too-large";

export class FormulaError extends Error {
  readonly code: TFormulaErrorCode;
  readonly start: number;
  readonly end: number;
  readonly hint: string | null;

  constructor(code: TFormulaErrorCode, message: string, start: number, end: number, hint: string | null = null) {
    super(`${message} at column ${start + 1}${hint ? `. ${hint}` : ""}`);
    this.name = "FormulaError";
    this.code = code;
    this.start = start;
    this.end = end;
    this.hint = hint;
  }
}
