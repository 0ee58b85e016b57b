import { blankBareRoleWords } from "./bare-role-words";
import { buildSteps } from "./build-steps";
import { DIALECT_SPECS, detectDialect, vocabularyOf } from "./dialects/index";
import { findResponseOffset } from "./response";
import { scanTags } from "./tags";
import type { TParseOptions, TParseResult } from "./types";
import { isFormatValid } from "./validity";

/**
 * Splits a raw rollout (full text or response alone) into typed steps. Only the response is parsed;
 * spans are offsets into `text` as given. Linear in the input; never throws on malformed text.
 */
export function parseSteps(text: string, options: TParseOptions = {}): TParseResult {
  const responseOffset = findResponseOffset(text, options.responseOffset);
  const dialect = options.dialect ?? detectDialect(text, responseOffset);
  const spec = DIALECT_SPECS[dialect];
  // Same length as `text`, so spans stay offsets into what the caller gave.
  const scanned = dialect === "verl-tool" ? blankBareRoleWords(text) : text;
  const tokens = scanTags(scanned, responseOffset, vocabularyOf(dialect));
  const steps = buildSteps(scanned, tokens, spec);
  // Search-R1 scores the last <answer>, so a rollout that answers twice is judged on the second.
  const finalAnswer = steps.findLast((step) => step.kind === "answer")?.answer ?? null;
  const isValid = spec.checkFormat
    ? spec.checkFormat(text.slice(responseOffset))
    : isFormatValid(scanned, tokens, spec.grammar);
  return { dialect, steps, finalAnswer, isFormatValid: isValid, responseOffset };
}
