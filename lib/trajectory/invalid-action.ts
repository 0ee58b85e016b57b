// Search-R1's environment answers a turn with neither <search> nor <answer> by appending this feedback
// (search_r1/llm_agent/generation.py). It quotes <search> and <answer> tags itself, so the scanner must
// consume it as one unit before looking for tags, or those quoted tags would turn into phantom actions.
export const INVALID_ACTION_PREFIX = "My previous action is invalid";

const CLOSING_SENTENCE = "Let me try again.";
// Forks reword the middle of the message; the canonical one is ~230 characters. The bound keeps the scan linear.
const MAX_FEEDBACK_LENGTH = 600;

/** End offset of the feedback starting at `start` (which must hold INVALID_ACTION_PREFIX). */
export function endOfInvalidAction(text: string, start: number): number {
  const window = text.slice(start, Math.min(text.length, start + MAX_FEEDBACK_LENGTH));
  const closing = window.indexOf(CLOSING_SENTENCE);
  if (closing >= 0) return start + closing + CLOSING_SENTENCE.length;
  // Unknown variant: take the rest of the line, the way the environment appends it.
  const newline = text.indexOf("\n", start);
  return newline < 0 ? text.length : newline;
}
