// The dialects (tag vocabularies) of the stacks trajscope reads; see docs/formats.md section 1.
export type TDialect = "search-r1" | "search-p1" | "pro-step" | "hiprag" | "r1-searcher" | "verl-tool";

export type TStepKind = "plan" | "reasoning" | "search" | "answer" | "invalid";

export type TDocument = { id: string | null; title: string | null; text: string; score?: number | null };

export type TParsedStep = {
  index: number;
  kind: TStepKind;
  reasoning: string | null;
  query: string | null;
  documents: TDocument[] | null;
  conclusion: string | null;
  answer: string | null;
  /** Character offsets [start, end) into the text given to the parser (not into the response). */
  span: { start: number; end: number };
};

export type TParseResult = {
  dialect: TDialect;
  steps: TParsedStep[];
  finalAnswer: string | null;
  isFormatValid: boolean;
  /** Where the response starts in the text given to the parser; the prompt before it is never parsed. */
  responseOffset: number;
};

export type TParseOptions = {
  /** Force a dialect instead of detecting it from the response. */
  dialect?: TDialect;
  /** Where the response starts, when the caller knows (e.g. prompt length); overrides chat-marker search. */
  responseOffset?: number;
};
