// trajscope's reward formula language: tokenize → parse (Pratt) → AST → evaluate, or → SQL.
// Never eval/Function: the AST is interpreted. See ../ARCHITECTURE.md for the rules.
export type { TBinaryOp, TFormulaNode, TFunctionName, TValueType } from "./ast";
export { typeOf } from "./ast";
export { FormulaError, type TFormulaErrorCode } from "./errors";
export { FORMULA_FUNCTIONS, FORMULA_IDENTIFIER_NAMES, FORMULA_IDENTIFIERS, FORMULA_KEYWORDS } from "./identifiers";
export type { TFormulaIdentifier } from "./identifiers";
export { parseFormula, type TFormula, type TParseOptions } from "./parse";
export { evaluateFormula, type TFormulaEnv } from "./evaluate";
export { toSql, type TSql, type TSqlOptions } from "./to-sql";
export { formulaEnv } from "./context";
export { STEP_COUNT_NAMES, stepCounts, storedStepCounts, type TStepCounts } from "./step-counts";
export { createFormulaPreset, FORMULA_RULES } from "./formula-preset";
export { closestName } from "./suggest";
