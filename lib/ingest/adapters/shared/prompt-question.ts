// The question inside a rendered prompt, for formats that keep the prompt but not the question
// (verl's `input`, Search-R1's raw transcripts).

const USER_MARKERS = ["<|im_start|>user", "<|start_header_id|>user<|end_header_id|>"] as const;
const TURN_ENDS = ["<|im_end|>", "<|eot_id|>"] as const;
// Search-R1's template ends its instructions with "Question: {question}\n".
const QUESTION_LABEL = "Question:";

function lastUserTurn(prompt: string): string | null {
  let start = -1;
  for (const marker of USER_MARKERS) {
    const at = prompt.lastIndexOf(marker);
    if (at >= 0 && at + marker.length > start) start = at + marker.length;
  }
  if (start < 0) return null;
  const ends = TURN_ENDS.map((end) => prompt.indexOf(end, start)).filter((at) => at >= 0);
  return prompt.slice(start, ends.length ? Math.min(...ends) : prompt.length);
}

/**
 * "Question: …" up to the end of its line in the last user turn (the first such label there, since
 * the instructions come before the question); else that whole user turn; else the whole prompt.
 */
export function questionFromPrompt(prompt: string): string {
  const turn = lastUserTurn(prompt) ?? prompt;
  const at = turn.indexOf(QUESTION_LABEL);
  if (at >= 0) {
    const from = at + QUESTION_LABEL.length;
    const lineEnd = turn.indexOf("\n", from);
    const question = turn.slice(from, lineEnd < 0 ? turn.length : lineEnd).trim();
    if (question) return question;
  }
  return turn.trim();
}
