// The formula tokenizer: one left-to-right scan, no regex backtracking, positions on every token.
import { FormulaError } from "./errors";

export type TOperator = "+" | "-" | "*" | "/" | "^" | "==" | "!=" | "<" | "<=" | ">" | ">=";
export type TPunctuation = "(" | ")" | "," | "." | "[" | "]";

export type TToken = { start: number; end: number } & (
  | { type: "number"; value: number }
  | { type: "word"; text: string }
  | { type: "string"; value: string }
  | { type: "operator"; op: TOperator }
  | { type: "punctuation"; char: TPunctuation }
  | { type: "end" }
);

const TWO_CHAR: readonly TOperator[] = ["==", "!=", "<=", ">="];
const ONE_CHAR = new Set(["+", "-", "*", "/", "^", "<", ">"]);
const PUNCTUATION = new Set(["(", ")", ",", ".", "[", "]"]);
const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;

// Spellings from other languages, answered with what this one uses.
const MISTAKES: Record<string, string> = {
  "&&": "Use and",
  "||": "Use or",
  "!": "Use not",
  "=": "Use == to compare",
  "**": "Use ^ for powers",
  "%": "There is no remainder operator",
};

export function tokenize(source: string): TToken[] {
  const tokens: TToken[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    const start = i;
    NUMBER.lastIndex = i;
    WORD.lastIndex = i;
    const number = NUMBER.exec(source);
    const word = number ? null : WORD.exec(source);
    const pair = source.slice(i, i + 2);
    const mistake = Object.hasOwn(MISTAKES, pair) ? pair : Object.hasOwn(MISTAKES, char) ? char : null;
    if (number) {
      i += number[0].length;
      tokens.push({ type: "number", value: Number(number[0]), start, end: i });
    } else if (word) {
      i += word[0].length;
      tokens.push({ type: "word", text: word[0], start, end: i });
    } else if (char === '"') {
      i = readString(source, i, tokens);
    } else if ((TWO_CHAR as readonly string[]).includes(pair)) {
      i += 2;
      tokens.push({ type: "operator", op: pair as TOperator, start, end: i });
    } else if (mistake !== null) {
      throw new FormulaError(
        "unexpected-character",
        `Unexpected "${mistake}"`,
        i,
        i + mistake.length,
        MISTAKES[mistake],
      );
    } else if (ONE_CHAR.has(char)) {
      i += 1;
      tokens.push({ type: "operator", op: char as TOperator, start, end: i });
    } else if (PUNCTUATION.has(char)) {
      i += 1;
      tokens.push({ type: "punctuation", char: char as TPunctuation, start, end: i });
    } else {
      throw new FormulaError("unexpected-character", `Unexpected character "${char}"`, i, i + 1);
    }
  }
  tokens.push({ type: "end", start: source.length, end: source.length });
  return tokens;
}

/** A double-quoted string with \" and \\ escapes, for component names such as c["reward/path"]. */
function readString(source: string, from: number, tokens: TToken[]): number {
  let value = "";
  for (let i = from + 1; i < source.length; i++) {
    const char = source[i] as string;
    if (char === '"') {
      tokens.push({ type: "string", value, start: from, end: i + 1 });
      return i + 1;
    }
    if (char === "\\" && (source[i + 1] === '"' || source[i + 1] === "\\")) {
      value += source[i + 1];
      i += 1;
    } else {
      value += char;
    }
  }
  throw new FormulaError("unterminated-string", "Unterminated string", from, source.length, 'Close it with "');
}
