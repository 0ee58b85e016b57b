// Weights in a custom formula: every name that starts with w_ (w_path, w_format) is a weight the
// what-if shows as a slider, so "w_acc * c.accuracy + w_path * c.path" can be re-weighted without
// retyping. The weights are substituted as numbers before evaluation or SQL compilation, so toSql
// binds them like any other number.
import { FORMULA_IDENTIFIER_NAMES, parseFormula, type TFormula, type TFormulaNode } from "@/lib/rewards";
import { tokenize } from "@/lib/rewards/formula/tokenize";

export const WEIGHT_PREFIX = "w_";
export const DEFAULT_FORMULA_WEIGHT = 1;

const isWeightName = (word: string) => word.startsWith(WEIGHT_PREFIX) && word.length > WEIGHT_PREFIX.length;

/** Parses a formula whose w_ names are weights; throws FormulaError as parseFormula does. */
export function parseWeightedFormula(source: string): { formula: TFormula; weightNames: string[] } {
  let words: string[] = [];
  try {
    words = tokenize(source).flatMap((token) =>
      token.type === "word" && isWeightName(token.text) ? [token.text] : [],
    );
  } catch {
    // parseFormula below throws the same error with its position.
  }
  const formula = parseFormula(source, { identifiers: [...FORMULA_IDENTIFIER_NAMES, ...new Set(words)] });
  return { formula, weightNames: formula.identifiers.filter(isWeightName) };
}

/** The formula with each weight replaced by its value (a missing one by 1). */
export function substituteWeights(node: TFormulaNode, weights: Readonly<Record<string, number>>): TFormulaNode {
  switch (node.type) {
    case "identifier":
      if (!isWeightName(node.name)) return node;
      return { type: "number", value: weights[node.name] ?? DEFAULT_FORMULA_WEIGHT, start: node.start, end: node.end };
    case "unary":
      return { ...node, operand: substituteWeights(node.operand, weights) };
    case "binary":
      return { ...node, left: substituteWeights(node.left, weights), right: substituteWeights(node.right, weights) };
    case "call":
      return { ...node, args: node.args.map((arg) => substituteWeights(arg, weights)) };
    default:
      return node;
  }
}

/** A component name as a weight name: w_accuracy, w_reward_path for "reward/path". */
export function weightNameFor(component: string): string {
  return `${WEIGHT_PREFIX}${component.replace(/[^A-Za-z0-9_]+/g, "_").replace(/^_+|_+$/g, "") || "component"}`;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** c.name, or c["name"] when the name is not a plain identifier. */
export function componentReference(name: string): string {
  return IDENTIFIER.test(name) ? `c.${name}` : `c[${JSON.stringify(name)}]`;
}
