// A Pratt parser for reward formulas. Binding powers, loosest first:
//   or < and < not (prefix) < comparisons (== != < <= > >=, not chainable) < + − < * / < unary − < ^
// ^ is right-associative and binds tighter than a leading minus: −2^2 = −4, 2^−1 = 0.5 (as in Python).
// Names are checked here, so evaluation and SQL compilation never meet an unknown one.
import { COMPARISONS, countNodes, type TBinaryOp, type TFormulaNode, type TFunctionName } from "./ast";
import { FormulaError } from "./errors";
import { FORMULA_FUNCTIONS, FORMULA_IDENTIFIER_NAMES } from "./identifiers";
import { closestName } from "./suggest";
import { tokenize, type TToken } from "./tokenize";

export type TParseOptions = {
  /** Scalar names allowed (default: FORMULA_IDENTIFIERS). */
  identifiers?: readonly string[];
  /** When given, c.<name> must be one of these (the run's logged components). */
  components?: readonly string[];
  /** Largest formula accepted, in AST nodes (default 200). */
  maxNodes?: number;
};

export type TFormula = { source: string; ast: TFormulaNode; identifiers: string[]; components: string[] };

// A Map, not an object: a word such as "constructor" must not find Object.prototype's members.
const INFIX = new Map<string, [number, number]>([
  ["or", [1, 2]],
  ["and", [3, 4]],
  ...(["==", "!=", "<", "<=", ">", ">="] as const).map((op) => [op, [7, 8]] as [string, [number, number]]),
  ["+", [9, 10]],
  ["-", [9, 10]],
  ["*", [11, 12]],
  ["/", [11, 12]],
  ["^", [16, 15]],
]);
const NOT_BP = 5;
const NEGATE_BP = 13;
const FUNCTION_NAMES = Object.keys(FORMULA_FUNCTIONS);

function describe(token: TToken): string {
  switch (token.type) {
    case "end":
      return "the end of the formula";
    case "number":
      return `number ${token.value}`;
    case "word":
      return `"${token.text}"`;
    case "string":
      return "a string";
    case "operator":
      return `"${token.op}"`;
    case "punctuation":
      return `"${token.char}"`;
  }
}

const isFunctionName = (word: string): word is TFunctionName => Object.hasOwn(FORMULA_FUNCTIONS, word);
const listOf = (names: readonly string[]) => names.join(", ");

class Parser {
  private index = 0;
  readonly identifiers = new Set<string>();
  readonly components = new Set<string>();

  constructor(
    private readonly tokens: TToken[],
    private readonly options: TParseOptions,
  ) {}

  private peek(): TToken {
    return this.tokens[this.index] as TToken;
  }

  private next(): TToken {
    const token = this.peek();
    if (token.type !== "end") this.index += 1;
    return token;
  }

  private isPunctuation(token: TToken, char: string): boolean {
    return token.type === "punctuation" && token.char === char;
  }

  private expectPunctuation(char: string, context: string): TToken {
    const token = this.next();
    if (this.isPunctuation(token, char)) return token;
    const code = token.type === "end" ? "unexpected-end" : "unexpected-token";
    throw new FormulaError(code, `Expected "${char}" ${context}, found ${describe(token)}`, token.start, token.end);
  }

  parseAll(): TFormulaNode {
    const ast = this.parseExpression(0);
    const rest = this.peek();
    if (rest.type !== "end") {
      throw new FormulaError(
        "unexpected-token",
        `Unexpected ${describe(rest)}; expected an operator or the end`,
        rest.start,
        rest.end,
      );
    }
    return ast;
  }

  private parseExpression(minBp: number): TFormulaNode {
    let left = this.parsePrefix();
    let comparisons = 0;
    for (;;) {
      const token = this.peek();
      const op = token.type === "operator" ? token.op : token.type === "word" ? token.text : null;
      const power = op === null ? undefined : INFIX.get(op);
      if (op === null || power === undefined || power[0] < minBp) break;
      if (COMPARISONS.has(op as TBinaryOp) && ++comparisons > 1) {
        throw new FormulaError(
          "chained-comparison",
          "Comparisons cannot be chained",
          token.start,
          token.end,
          "Write a < b and b < c",
        );
      }
      this.next();
      const right = this.parseExpression(power[1]);
      left = { type: "binary", op: op as TBinaryOp, left, right, start: left.start, end: right.end };
    }
    return left;
  }

  private parsePrefix(): TFormulaNode {
    const token = this.next();
    const { start, end } = token;
    if (token.type === "number") return { type: "number", value: token.value, start, end };
    if (token.type === "operator" && token.op === "-") {
      const operand = this.parseExpression(NEGATE_BP);
      return { type: "unary", op: "-", operand, start, end: operand.end };
    }
    if (this.isPunctuation(token, "(")) {
      const inner = this.parseExpression(0);
      const close = this.expectPunctuation(")", "to close the parenthesis");
      return { ...inner, start, end: close.end };
    }
    if (token.type === "word") return this.parseWord(token.text, start, end);
    const code = token.type === "end" ? "unexpected-end" : "unexpected-token";
    throw new FormulaError(code, `Expected a value, found ${describe(token)}`, start, end);
  }

  private parseWord(word: string, start: number, end: number): TFormulaNode {
    if (word === "true" || word === "false") return { type: "boolean", value: word === "true", start, end };
    if (word === "not") {
      const operand = this.parseExpression(NOT_BP);
      return { type: "unary", op: "not", operand, start, end: operand.end };
    }
    if (word === "and" || word === "or") {
      throw new FormulaError("unexpected-token", `Expected a value before "${word}"`, start, end);
    }
    const following = this.peek();
    if (this.isPunctuation(following, "(")) return this.parseCall(word, start, end);
    if (word === "c" && (this.isPunctuation(following, ".") || this.isPunctuation(following, "["))) {
      return this.parseComponent(start);
    }
    if (word === "c" && following.type === "number" && following.start === end) {
      // "c.3": the tokenizer read ".3" as a number.
      const hint = 'Write c.name or c["name"]';
      throw new FormulaError("unexpected-token", "Expected a component name after c.", end, following.end, hint);
    }
    if (isFunctionName(word)) {
      const example = word === "if" ? "if(cond, a, b)" : `${word}(…)`;
      throw new FormulaError("missing-call", `"${word}" is a function`, start, end, `Write ${example}`);
    }
    const known = this.options.identifiers ?? FORMULA_IDENTIFIER_NAMES;
    if (!known.includes(word)) {
      const guess = closestName(word, known);
      const hint = `${guess ? `Did you mean "${guess}"? ` : ""}Known names: ${listOf(known)}; components: c.<name>`;
      throw new FormulaError("unknown-identifier", `Unknown name "${word}"`, start, end, hint);
    }
    this.identifiers.add(word);
    return { type: "identifier", name: word, start, end };
  }

  private parseComponent(start: number): TFormulaNode {
    const accessor = this.next();
    const token = this.next();
    let name: string;
    if (this.isPunctuation(accessor, ".") && token.type === "word") {
      name = token.text;
    } else if (this.isPunctuation(accessor, "[") && token.type === "string") {
      name = token.value;
      this.expectPunctuation("]", "after the component name");
    } else {
      const hint = 'Write c.name or c["name with / or -"]';
      throw new FormulaError(
        "unexpected-token",
        `Expected a component name, found ${describe(token)}`,
        token.start,
        token.end,
        hint,
      );
    }
    const end = this.tokens[this.index - 1]?.end ?? token.end;
    const known = this.options.components;
    if (known !== undefined && !known.includes(name)) {
      const guess = closestName(name, known);
      const hint = `${guess ? `Did you mean c.${guess}? ` : ""}Logged components: ${known.length ? listOf(known) : "none"}`;
      throw new FormulaError("unknown-component", `Unknown component "${name}"`, start, end, hint);
    }
    this.components.add(name);
    return { type: "component", name, start, end };
  }

  private parseCall(name: string, start: number, nameEnd: number): TFormulaNode {
    if (!isFunctionName(name)) {
      const known = this.options.identifiers ?? FORMULA_IDENTIFIER_NAMES;
      if (known.includes(name)) throw new FormulaError("not-a-function", `"${name}" is not a function`, start, nameEnd);
      const guess = closestName(name, FUNCTION_NAMES);
      const hint = `${guess ? `Did you mean ${guess}()? ` : ""}Functions: ${listOf(FUNCTION_NAMES)}`;
      throw new FormulaError("unknown-function", `Unknown function "${name}"`, start, nameEnd, hint);
    }
    this.next(); // (
    const args: TFormulaNode[] = [];
    if (!this.isPunctuation(this.peek(), ")")) {
      do args.push(this.parseExpression(0));
      while (this.isPunctuation(this.peek(), ",") && this.next());
    }
    const close = this.expectPunctuation(")", `to close ${name}(`);
    const [min, max] = FORMULA_FUNCTIONS[name].arity;
    if (args.length < min || args.length > max) {
      const wanted = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
      const message = `${name}() takes ${wanted} argument${wanted === "1" ? "" : "s"}, got ${args.length}`;
      throw new FormulaError("arity", message, start, close.end);
    }
    return { type: "call", name, args, start, end: close.end };
  }
}

export function parseFormula(source: string, options: TParseOptions = {}): TFormula {
  const parser = new Parser(tokenize(source), options);
  const ast = parser.parseAll();
  const size = countNodes(ast);
  const maxNodes = options.maxNodes ?? 200;
  if (size > maxNodes) {
    throw new FormulaError("too-large", `The formula has ${size} parts, more than ${maxNodes}`, 0, source.length);
  }
  return { source, ast, identifiers: [...parser.identifiers].sort(), components: [...parser.components].sort() };
}
