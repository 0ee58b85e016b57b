import { INVALID_ACTION_PREFIX, endOfInvalidAction } from "./invalid-action";

/** What a tag means, independent of how a dialect spells it. */
export type TTagRole = "think" | "step" | "query" | "docs" | "answer" | "plan" | "reasoning" | "conclusion" | "chat";

export type TTagPair = { open: string; close: string; role: TTagRole };

export type TToken =
  | { type: "text"; start: number; end: number }
  | { type: "tag"; role: TTagRole; isClose: boolean; start: number; end: number }
  | { type: "invalid"; start: number; end: number };

type TEntry = { literal: string; role: TTagRole; isClose: boolean; opaqueClose: string | null };

// Every literal starts with "<", so entries are keyed by the code of their second character.
export type TVocabulary = { bySecondChar: Map<number, TEntry[]> };

// Chat-template markers show up in responses decoded with special tokens, and between the turns of
// multi-turn tool rollouts. They are markup in every dialect: never content, never an action.
export const CHAT_MARKERS: readonly string[] = [
  "<|im_start|>assistant",
  "<|im_start|>user",
  "<|im_start|>system",
  "<|im_start|>tool",
  "<|im_start|>",
  "<|im_end|>",
  "<|endoftext|>",
  "<|start_header_id|>assistant<|end_header_id|>",
  "<|start_header_id|>user<|end_header_id|>",
  "<|eot_id|>",
  "<|begin_of_text|>",
];

/**
 * Builds the lookup for a dialect. Document blocks are opaque: retrieved text may quote anything,
 * so inside them only their own closing tag counts.
 */
export function buildVocabulary(pairs: readonly TTagPair[]): TVocabulary {
  const entries: TEntry[] = CHAT_MARKERS.map((literal) => ({
    literal,
    role: "chat",
    isClose: false,
    opaqueClose: null,
  }));
  for (const { open, close, role } of pairs) {
    entries.push({ literal: open, role, isClose: false, opaqueClose: role === "docs" ? close : null });
    entries.push({ literal: close, role, isClose: true, opaqueClose: null });
  }
  // Longest first, so "<|im_start|>user" wins over "<|im_start|>".
  entries.sort((a, b) => b.literal.length - a.literal.length);
  const bySecondChar = new Map<number, TEntry[]>();
  for (const entry of entries) {
    const key = entry.literal.charCodeAt(1);
    bySecondChar.set(key, [...(bySecondChar.get(key) ?? []), entry]);
  }
  return { bySecondChar };
}

function matchAt(text: string, at: number, vocab: TVocabulary): TEntry | null {
  for (const entry of vocab.bySecondChar.get(text.charCodeAt(at + 1)) ?? []) {
    if (text.startsWith(entry.literal, at)) return entry;
  }
  return null;
}

/**
 * Splits text[from..] into text, tag and invalid-feedback tokens in one forward pass (no regex
 * backtracking), so megabyte-sized or adversarial responses stay linear.
 */
export function scanTags(text: string, from: number, vocab: TVocabulary): TToken[] {
  const tokens: TToken[] = [];
  const n = text.length;
  let pos = from;
  let textStart = from;
  // Both cursors are cached and only re-searched once passed, so each character is scanned a bounded
  // number of times even when one kind of marker is absent.
  let nextInvalid = -1;
  let nextLt = -1;
  const pushText = (end: number) => {
    if (end > textStart) tokens.push({ type: "text", start: textStart, end });
  };
  while (pos < n) {
    if (nextInvalid !== Infinity && nextInvalid < pos) {
      const found = text.indexOf(INVALID_ACTION_PREFIX, pos);
      nextInvalid = found < 0 ? Infinity : found;
    }
    if (nextLt !== Infinity && nextLt < pos) {
      const found = text.indexOf("<", pos);
      nextLt = found < 0 ? Infinity : found;
    }
    const at = Math.min(nextLt, nextInvalid);
    if (at === Infinity) break;
    if (at === nextInvalid) {
      pushText(at);
      const end = endOfInvalidAction(text, at);
      tokens.push({ type: "invalid", start: at, end });
      pos = textStart = end;
      continue;
    }
    const entry = matchAt(text, at, vocab);
    if (!entry) {
      pos = at + 1;
      continue;
    }
    pushText(at);
    const tagEnd = at + entry.literal.length;
    tokens.push({ type: "tag", role: entry.role, isClose: entry.isClose, start: at, end: tagEnd });
    pos = textStart = tagEnd;
    if (entry.opaqueClose === null) continue;
    const close = text.indexOf(entry.opaqueClose, pos);
    if (close < 0) break;
    pushText(close);
    const closeEnd = close + entry.opaqueClose.length;
    tokens.push({ type: "tag", role: entry.role, isClose: true, start: close, end: closeEnd });
    pos = textStart = closeEnd;
  }
  pushText(n);
  return tokens;
}
