// Evaluating a parsed formula for one trajectory. The rules are PostgreSQL's, so that to-sql.ts
// gives the same number on a million rows:
// - A missing value (null) propagates through arithmetic, comparisons, abs and clamp's x.
// - Division by zero is missing (SQL: a / NULLIF(b, 0)); so are 0^negative and negative^fraction
//   (PostgreSQL raises there) and any non-finite result.
// - and/or use SQL's three-valued logic (false and missing = false; true or missing = true).
// - if(c, a, b) takes b when c is false or missing (CASE WHEN).
// - min/max skip missing arguments, missing only when all are (LEAST/GREATEST).
// - Booleans become 1/0 in arithmetic and as the result; a number is true when it is not 0.
import { typeOf, type TFormulaNode } from "./ast";
import { powRounded } from "../pow";
import type { TFormula } from "./parse";

export type TFormulaEnv = {
  values: Readonly<Record<string, number | null | undefined>>;
  components?: Readonly<Record<string, number>> | null;
};

type TValue = number | boolean | null;

const finite = (x: number): number | null => (Number.isFinite(x) ? x : null);
/** An own numeric property only: c.constructor must not read Object.prototype. */
function own(record: Readonly<Record<string, number | null | undefined>> | null | undefined, name: string) {
  const value = record != null && Object.hasOwn(record, name) ? record[name] : null;
  return typeof value === "number" ? finite(value) : null;
}

const toNumber = (v: TValue): number | null => (typeof v === "boolean" ? (v ? 1 : 0) : v);
const toBoolean = (v: TValue): boolean | null => (typeof v === "number" ? v !== 0 : v);

function arithmetic(op: string, a: number, b: number): number | null {
  switch (op) {
    case "+":
      return finite(a + b);
    case "-":
      return finite(a - b);
    case "*":
      return finite(a * b);
    case "/":
      return b === 0 ? null : finite(a / b);
    default:
      if ((a === 0 && b < 0) || (a < 0 && !Number.isInteger(b))) return null;
      return finite(powRounded(a, b));
  }
}

function compare(op: string, a: number, b: number): boolean {
  return op === "=="
    ? a === b
    : op === "!="
      ? a !== b
      : op === "<"
        ? a < b
        : op === "<="
          ? a <= b
          : op === ">"
            ? a > b
            : a >= b;
}

function logical(op: string, a: boolean | null, b: boolean | null): boolean | null {
  if (op === "and") return a === false || b === false ? false : a === null || b === null ? null : true;
  return a === true || b === true ? true : a === null || b === null ? null : false;
}

function call(node: Extract<TFormulaNode, { type: "call" }>, env: TFormulaEnv): TValue {
  const arg = (i: number) => evaluateNode(node.args[i] as TFormulaNode, env);
  switch (node.name) {
    case "if": {
      const chosen = toBoolean(arg(0)) === true ? arg(1) : arg(2);
      return typeOf(node) === "boolean" ? chosen : toNumber(chosen);
    }
    case "abs": {
      const x = toNumber(arg(0));
      return x === null ? null : Math.abs(x);
    }
    case "clamp": {
      const x = toNumber(arg(0));
      if (x === null) return null;
      const [low, high] = [toNumber(arg(1)), toNumber(arg(2))];
      const raised = low === null ? x : Math.max(x, low);
      return high === null ? raised : Math.min(raised, high);
    }
    default: {
      const present = node.args.map((_, i) => toNumber(arg(i))).filter((x): x is number => x !== null);
      if (present.length === 0) return null;
      return node.name === "min" ? Math.min(...present) : Math.max(...present);
    }
  }
}

function evaluateNode(node: TFormulaNode, env: TFormulaEnv): TValue {
  switch (node.type) {
    case "number":
    case "boolean":
      return node.value;
    case "identifier":
      return own(env.values, node.name);
    case "component":
      return own(env.components, node.name);
    case "unary": {
      const value = evaluateNode(node.operand, env);
      if (node.op === "not") {
        const b = toBoolean(value);
        return b === null ? null : !b;
      }
      const x = toNumber(value);
      return x === null ? null : -x;
    }
    case "binary": {
      if (node.op === "and" || node.op === "or") {
        return logical(node.op, toBoolean(evaluateNode(node.left, env)), toBoolean(evaluateNode(node.right, env)));
      }
      const a = toNumber(evaluateNode(node.left, env));
      const b = toNumber(evaluateNode(node.right, env));
      if (a === null || b === null) return null;
      return typeOf(node) === "boolean" ? compare(node.op, a, b) : arithmetic(node.op, a, b);
    }
    case "call":
      return call(node, env);
  }
}

/** The formula's value for one trajectory: a number, or null when it is missing. */
export function evaluateFormula(formula: TFormula | TFormulaNode, env: TFormulaEnv): number | null {
  const ast = "ast" in formula ? formula.ast : formula;
  return toNumber(evaluateNode(ast, env));
}
