import type { TDialectSpec } from "./dialects/dialect";
import { splitDocuments } from "./documents";
import type { TTagRole, TToken } from "./tags";
import type { TDocument, TParsedStep, TStepKind } from "./types";

// Roles whose text is a field of a step; think, step and chat tags only delimit.
type TBlockRole = "query" | "docs" | "answer" | "plan" | "reasoning" | "conclusion";
const BLOCK_ROLES = new Set<TTagRole>(["query", "docs", "answer", "plan", "reasoning", "conclusion"]);
const isBlockRole = (role: TTagRole): role is TBlockRole => BLOCK_ROLES.has(role);

type TDraft = {
  start: number | null;
  end: number;
  reasoning: string[];
  hasQueryBlock: boolean;
  query: string | null;
  documents: TDocument[] | null;
  conclusion: string | null; // "" while an empty block was seen, so it still ends the step
  answer: string | null;
};

const emptyDraft = (): TDraft => ({
  start: null,
  end: 0,
  reasoning: [],
  hasQueryBlock: false,
  query: null,
  documents: null,
  conclusion: null,
  answer: null,
});

function kindOf(draft: TDraft): TStepKind {
  if (draft.answer !== null) return "answer";
  return draft.query !== null || (draft.documents?.length ?? 0) > 0 ? "search" : "reasoning";
}

// Same notion of whitespace as String.prototype.trim, without a regex call per ASCII character.
function isSpace(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(text.charAt(i));
}

function trimmedRange(text: string, start: number, end: number): { start: number; end: number } {
  let s = start;
  let e = end;
  while (s < e && isSpace(text, s)) s++;
  while (e > s && isSpace(text, e - 1)) e--;
  return { start: s, end: e };
}

/**
 * Groups tokens into steps. A step collects reasoning until its outcome (a query, documents, a
 * conclusion or an answer); reasoning after an outcome starts the next step, documents join the
 * search before them, and the environment's invalid-action feedback is a step of its own. Every
 * non-whitespace text token lands in a field, so no text is dropped.
 */
export function buildSteps(text: string, tokens: readonly TToken[], dialect: TDialectSpec): TParsedStep[] {
  const steps: TParsedStep[] = [];
  let draft = emptyDraft();
  let pendingStart: number | null = null; // an opening <think>/<step> that belongs to the next step
  let open: { role: TBlockRole; start: number; contentStart: number } | null = null;

  const hasOutcome = () =>
    draft.hasQueryBlock || draft.documents !== null || draft.conclusion !== null || draft.answer !== null;
  const touch = (start: number, end: number) => {
    if (draft.start === null) draft.start = pendingStart ?? start;
    draft.end = Math.max(draft.end, end);
  };
  const push = (kind: TStepKind, fields: Partial<TParsedStep>, span: { start: number; end: number }) => {
    const { reasoning = null, query = null, documents = null, conclusion = null, answer = null } = fields;
    steps.push({ index: steps.length, kind, reasoning, query, documents, conclusion, answer, span });
  };
  const flush = () => {
    if (draft.start !== null) {
      push(
        kindOf(draft),
        {
          reasoning: draft.reasoning.join("\n") || null,
          query: draft.query,
          documents: draft.documents,
          conclusion: draft.conclusion || null,
          answer: draft.answer,
        },
        { start: draft.start, end: draft.end },
      );
    }
    draft = emptyDraft();
    pendingStart = null;
  };

  const addBlock = (role: TBlockRole, raw: string, start: number, end: number) => {
    if (role === "plan") {
      flush();
      push("plan", { reasoning: raw.trim() || null }, { start, end });
      return;
    }
    if (role === "docs") {
      if (draft.documents !== null || draft.conclusion !== null || draft.answer !== null) flush();
      draft.documents = splitDocuments(raw, dialect.name);
    } else if (role === "conclusion") {
      if (draft.conclusion !== null || draft.answer !== null) flush();
      draft.conclusion = raw.trim();
    } else {
      if (hasOutcome()) flush();
      if (role === "reasoning" && raw.trim()) draft.reasoning.push(raw.trim());
      if (role === "answer") draft.answer = raw.trim();
      if (role === "query") {
        draft.hasQueryBlock = true;
        draft.query = dialect.readQuery(raw);
      }
    }
    touch(start, end);
  };

  // An unclosed block (cut-off output, or a tag that never closes) ends where its text ends.
  const closeBlock = (contentEnd: number, closeEnd: number | null) => {
    if (!open) return;
    const { role, start, contentStart } = open;
    open = null;
    const end = closeEnd ?? Math.max(contentStart, trimmedRange(text, contentStart, contentEnd).end);
    addBlock(role, text.slice(contentStart, contentEnd), start, end);
  };

  const addFreeText = (token: { start: number; end: number }) => {
    const { start, end } = trimmedRange(text, token.start, token.end);
    if (start >= end) return;
    if (hasOutcome()) flush();
    draft.reasoning.push(text.slice(start, end));
    touch(start, end);
  };

  const addDelimiter = (role: TTagRole, isClose: boolean, start: number, end: number) => {
    if (role === "chat") return;
    if (role === "step" && !isClose) {
      flush();
      pendingStart = start;
    } else if (role === "think" && !isClose) {
      if (hasOutcome()) flush();
      if (draft.start === null) pendingStart ??= start;
      else draft.end = Math.max(draft.end, end);
    } else if (draft.start !== null) {
      // A closing tag, matched or stray, belongs to the step it follows; only </step> also ends it.
      draft.end = Math.max(draft.end, end);
      if (role === "step") flush();
    }
  };

  for (const token of tokens) {
    if (token.type === "text") {
      if (!open) addFreeText(token);
    } else if (token.type === "invalid") {
      closeBlock(token.start, null);
      flush();
      push("invalid", { reasoning: text.slice(token.start, token.end).trim() }, { start: token.start, end: token.end });
    } else if (open && token.isClose && token.role === open.role) {
      closeBlock(token.start, token.end);
    } else {
      closeBlock(token.start, null);
      if (!token.isClose && isBlockRole(token.role))
        open = { role: token.role, start: token.start, contentStart: token.end };
      else addDelimiter(token.role, token.isClose, token.start, token.end);
    }
  }
  closeBlock(text.length, null);
  flush();
  return steps;
}
