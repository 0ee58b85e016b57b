// Parsing raw rollout text into typed steps. Pure: no I/O, safe on the client and the server.
export type { TDialect, TDocument, TParseOptions, TParseResult, TParsedStep, TStepKind } from "./types";
export { parseSteps } from "./parse-steps";
export { DIALECTS, detectDialect } from "./dialects/index";
export { findResponseOffset } from "./response";
export { splitDocuments } from "./documents";
export { extractPlanItems } from "./plan";
export { readToolCallQuery } from "./dialects/verl-tool";
export { findDroppedText } from "./coverage";
