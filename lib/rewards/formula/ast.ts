// The formula AST and its static types. Users see one kind of value, numbers, with booleans as
// 1/0; internally comparisons and and/or/not are booleans so that the SQL compiler can emit real
// SQL booleans. Coercions are explicit and identical in the evaluator and in the SQL.

export type TBinaryOp = "+" | "-" | "*" | "/" | "^" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "and" | "or";
export type TFunctionName = "if" | "min" | "max" | "abs" | "clamp";

type TSpan = { start: number; end: number };

export type TFormulaNode = TSpan &
  (
    | { type: "number"; value: number }
    | { type: "boolean"; value: boolean }
    | { type: "identifier"; name: string }
    | { type: "component"; name: string }
    | { type: "unary"; op: "-" | "not"; operand: TFormulaNode }
    | { type: "binary"; op: TBinaryOp; left: TFormulaNode; right: TFormulaNode }
    | { type: "call"; name: TFunctionName; args: TFormulaNode[] }
  );

export type TValueType = "number" | "boolean";

export const COMPARISONS: ReadonlySet<TBinaryOp> = new Set(["==", "!=", "<", "<=", ">", ">="]);
export const LOGICAL: ReadonlySet<TBinaryOp> = new Set(["and", "or"]);

export function typeOf(node: TFormulaNode): TValueType {
  switch (node.type) {
    case "boolean":
      return "boolean";
    case "unary":
      return node.op === "not" ? "boolean" : "number";
    case "binary":
      return COMPARISONS.has(node.op) || LOGICAL.has(node.op) ? "boolean" : "number";
    case "call":
      // if(c, a, b) stays boolean only when both branches are.
      return node.name === "if" && node.args.slice(1).every((arg) => typeOf(arg) === "boolean") ? "boolean" : "number";
    default:
      return "number";
  }
}

export function countNodes(node: TFormulaNode): number {
  switch (node.type) {
    case "unary":
      return 1 + countNodes(node.operand);
    case "binary":
      return 1 + countNodes(node.left) + countNodes(node.right);
    case "call":
      return 1 + node.args.reduce((sum, arg) => sum + countNodes(arg), 0);
    default:
      return 1;
  }
}
