// Answer metrics (EM, acc, token F1, cover-EM) equal to the Python references papers report with.
export { coverExactMatch, exactMatch, scoreAnswer, subExactMatch, subExactMatchOfNormalized, tokenF1 } from "./metrics";
export type { AnswerScore, GoldAnswers, Prediction } from "./metrics";
export { answerTokens, normalizeAnswer, normalizedPassage, normalizedPassages } from "./normalize";
export {
  ANSWER_SCHEME_NAMES,
  ANSWER_SCHEMES,
  answerSchemeOfFormat,
  answerSchemeOfRun,
  DEFAULT_ANSWER_SCHEME,
  FORMAT_ANSWER_SCHEMES,
  isAnswerScheme,
} from "./schemes";
export type { AnswerScheme, AnswerSchemeInfo } from "./schemes";
