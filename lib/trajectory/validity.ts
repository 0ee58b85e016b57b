import type { TTagRole, TToken } from "./tags";

// One transition key per tag: "query" for an opening tag, "/query" for its closing tag.
export type TTagKey = TTagRole | `/${TTagRole}`;

/**
 * A format grammar as a state machine, the shape of Search-R1's `is_valid_sequence`
 * (verl/utils/reward_score/qa_em_format.py): tags must follow the transitions, non-whitespace text is
 * allowed only in `contentStates`, and the sequence must stop in a `final` state.
 */
export type TGrammar = {
  start: string;
  final: readonly string[];
  contentStates: readonly string[];
  transitions: Readonly<Record<string, Partial<Record<TTagKey, string>>>>;
};

/**
 * Chat-template markers are ignored (Search-R1 decodes without them); the environment's invalid-action
 * feedback always makes the format invalid, as the turn it answers broke the grammar.
 */
export function isFormatValid(text: string, tokens: readonly TToken[], grammar: TGrammar): boolean {
  let state = grammar.start;
  for (const token of tokens) {
    if (token.type === "invalid") return false;
    if (token.type === "text") {
      if (!grammar.contentStates.includes(state) && text.slice(token.start, token.end).trim() !== "") return false;
      continue;
    }
    if (token.role === "chat") continue;
    const key: TTagKey = token.isClose ? `/${token.role}` : token.role;
    const next = grammar.transitions[state]?.[key];
    if (next === undefined) return false;
    state = next;
  }
  return grammar.final.includes(state);
}
