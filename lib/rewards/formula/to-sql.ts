// Compiling a parsed formula to one PostgreSQL expression, so a what-if runs where the rows are.
// Every number and component name from the formula is a bound parameter ($n); names reach SQL only
// through the caller's columnOf, and the parser has already rejected unknown ones. The expression
// is fully parenthesized (PostgreSQL's ^ is left-associative and binds looser than unary minus;
// ours is right-associative and tighter) and follows evaluate.ts's rules exactly, except that
// PostgreSQL raises an error where a double overflows or underflows (beyond ±1.8e308, or a
// non-zero result below 2.2e-308), which the evaluator turns into null or 0.
import { typeOf, type TFormulaNode } from "./ast";
import { FormulaError } from "./errors";
import type { TFormula } from "./parse";

export type TSqlOptions = {
  /** A numeric SQL expression for a scalar name, e.g. em → "t.em", format → "t.is_format_valid::int". */
  columnOf: (name: string) => string;
  /** The jsonb column of logged components, e.g. "t.reward_components"; required if the formula uses c.*. */
  componentsColumn?: string;
  /** Number of parameters already bound in the surrounding query: the first placeholder is $offset+1. */
  paramOffset?: number;
  /** Longest SQL produced (clamp and ^ repeat their operands), default 100,000 characters. */
  maxLength?: number;
};

export type TSql = { sql: string; params: (number | string)[] };

const SQL_OPERATORS: Record<string, string> = {
  "+": "+",
  "-": "-",
  "*": "*",
  "==": "=",
  "!=": "<>",
  "<": "<",
  "<=": "<=",
  ">": ">",
  ">=": ">=",
  and: "AND",
  or: "OR",
};

export function toSql(formula: TFormula | TFormulaNode, options: TSqlOptions): TSql {
  const ast = "ast" in formula ? formula.ast : formula;
  const params: (number | string)[] = [];
  const maxLength = options.maxLength ?? 100_000;
  const bind = (value: number | string, type: string) => {
    params.push(value);
    return `$${(options.paramOffset ?? 0) + params.length}::${type}`;
  };
  const checked = (sql: string, node: TFormulaNode) => {
    if (sql.length > maxLength) {
      throw new FormulaError("too-large", "The formula is too large to run in the database", node.start, node.end);
    }
    return sql;
  };
  const asNumber = (node: TFormulaNode) => {
    const sql = compile(node);
    return typeOf(node) === "boolean" ? `(${sql})::int::double precision` : sql;
  };
  const asBoolean = (node: TFormulaNode) => {
    const sql = compile(node);
    return typeOf(node) === "number" ? `(${sql} <> 0)` : sql;
  };

  function compile(node: TFormulaNode): string {
    switch (node.type) {
      case "number":
        return bind(node.value, "double precision");
      case "boolean":
        return node.value ? "TRUE" : "FALSE";
      case "identifier":
        return `(${options.columnOf(node.name)})::double precision`;
      case "component": {
        if (options.componentsColumn === undefined) {
          throw new FormulaError("unknown-component", "No component column to read c.* from", node.start, node.end);
        }
        return `((${options.componentsColumn}) ->> ${bind(node.name, "text")})::double precision`;
      }
      case "unary":
        return checked(node.op === "not" ? `(NOT ${asBoolean(node.operand)})` : `(-${asNumber(node.operand)})`, node);
      case "binary":
        return checked(compileBinary(node), node);
      case "call":
        return checked(compileCall(node), node);
    }
  }

  function compileBinary(node: Extract<TFormulaNode, { type: "binary" }>): string {
    if (node.op === "and" || node.op === "or") {
      return `(${asBoolean(node.left)} ${SQL_OPERATORS[node.op]} ${asBoolean(node.right)})`;
    }
    const [a, b] = [asNumber(node.left), asNumber(node.right)];
    if (node.op === "/") return `(${a} / NULLIF(${b}, 0))`;
    if (node.op === "^") {
      return `(CASE WHEN (${a} = 0 AND ${b} < 0) OR (${a} < 0 AND ${b} <> trunc(${b})) THEN NULL ELSE power(${a}, ${b}) END)`;
    }
    return `(${a} ${SQL_OPERATORS[node.op]} ${b})`;
  }

  function compileCall(node: Extract<TFormulaNode, { type: "call" }>): string {
    const args = node.args;
    switch (node.name) {
      case "if": {
        const branch = (arg: TFormulaNode) => (typeOf(node) === "boolean" ? compile(arg) : asNumber(arg));
        return `(CASE WHEN ${asBoolean(args[0] as TFormulaNode)} THEN ${branch(args[1] as TFormulaNode)} ELSE ${branch(args[2] as TFormulaNode)} END)`;
      }
      case "abs":
        return `abs(${asNumber(args[0] as TFormulaNode)})`;
      case "clamp": {
        const [x, low, high] = args.map(asNumber) as [string, string, string];
        return `(CASE WHEN ${x} IS NULL THEN NULL ELSE LEAST(GREATEST(${x}, ${low}), ${high}) END)`;
      }
      default:
        return `${node.name === "min" ? "LEAST" : "GREATEST"}(${args.map(asNumber).join(", ")})`;
    }
  }

  return { sql: asNumber(ast), params };
}
