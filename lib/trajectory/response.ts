// Where the model's response starts inside a full rollout text (prompt + response).
//
// The prompt is never parsed: Search-R1's instructions contain `<search>`, `<information>` and an
// example `<answer> Beijing </answer>` that would otherwise become phantom steps. The response starts
// after the assistant marker that follows the last *real* user turn. "Real" matters for multi-turn tool
// rollouts (verl agent loops), whose tool results come back as user turns and whose response therefore
// contains further assistant markers; taking the very last assistant marker would drop all but the last
// turn. With no real user turn (the text is a response already, e.g. verl's `output` field) it is 0.

const USER_MARKERS = ["<|im_start|>user", "<|start_header_id|>user<|end_header_id|>"] as const;
const ASSISTANT_MARKERS = ["<|im_start|>assistant", "<|start_header_id|>assistant<|end_header_id|>"] as const;
const TURN_ENDS = ["<|im_end|>", "<|eot_id|>"] as const;
const TOOL_RESULT_OPENERS = ["<tool_response>"] as const;

function isToolResultTurn(text: string, contentStart: number): boolean {
  let i = contentStart;
  while (i < text.length && /\s/.test(text.charAt(i))) i++;
  return TOOL_RESULT_OPENERS.some((opener) => text.startsWith(opener, i));
}

function lastRealUserTurn(text: string): number {
  let last = -1;
  for (const marker of USER_MARKERS) {
    for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + marker.length)) {
      if (at > last && !isToolResultTurn(text, at + marker.length)) last = at;
    }
  }
  return last;
}

function firstMarkerEnd(text: string, markers: readonly string[], from: number): number {
  let best = -1;
  for (const marker of markers) {
    const at = text.indexOf(marker, from);
    if (at >= 0 && (best < 0 || at + marker.length < best)) best = at + marker.length;
  }
  return best;
}

/** Offset of the first response character; an explicit `override` (e.g. the prompt length) wins. */
export function findResponseOffset(text: string, override?: number): number {
  if (override !== undefined && Number.isFinite(override))
    return Math.max(0, Math.min(text.length, Math.trunc(override)));
  const user = lastRealUserTurn(text);
  if (user < 0) return 0;
  let end = firstMarkerEnd(text, ASSISTANT_MARKERS, user);
  // Prompt rendered without the generation prompt: the response follows the user turn's end marker.
  if (end < 0) end = firstMarkerEnd(text, TURN_ENDS, user);
  if (end < 0) return text.length; // cut inside the question: there is no response
  // The template puts a newline after the role; it belongs to the marker, not to the first step.
  return text.charAt(end) === "\n" ? end + 1 : end;
}
