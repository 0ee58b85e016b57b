// verl dumps rollouts decoded with skip_special_tokens=True (ray_trainer._log_rollout_data), so a tool
// turn's `<|im_end|>\n<|im_start|>user\n<tool_response>…</tool_response><|im_end|>\n<|im_start|>assistant\n`
// reaches the file as `user\n<tool_response>…</tool_response>\nassistant\n`: the role words stay, their
// markers are gone. They are chat markup, not the model's words; left in, "user" would split the search
// from its documents and "assistant" would open the next step's reasoning.

const CALL_CLOSE = "</tool_call>";
const RESPONSE_OPEN = "<tool_response>";
const RESPONSE_CLOSE = "</tool_response>";

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

function skipSpaces(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Where `word` sits after the tag ending at `from` (whitespace between), else -1. */
function wordAfter(text: string, from: number, word: string): number {
  const at = skipSpaces(text, from);
  return text.startsWith(word, at) ? at : -1;
}

/**
 * The text with those role words replaced by spaces of the same length, so offsets (spans) still point
 * into the original. Only the exact places the template puts them count: "user" between a tool call and
 * the tool response that answers it, "assistant" alone on its line after a tool response. Linear.
 */
export function blankBareRoleWords(text: string): string {
  const words: { start: number; end: number }[] = [];
  const consider = (close: string, word: string, isMarker: (end: number) => boolean) => {
    for (let at = text.indexOf(close); at >= 0; at = text.indexOf(close, at + close.length)) {
      const start = wordAfter(text, at + close.length, word);
      if (start >= 0 && isMarker(start + word.length)) words.push({ start, end: start + word.length });
    }
  };
  consider(CALL_CLOSE, "user", (end) => text.startsWith(RESPONSE_OPEN, skipSpaces(text, end)));
  consider(RESPONSE_CLOSE, "assistant", (end) => end === text.length || text.charAt(end) === "\n");
  if (!words.length) return text;
  words.sort((a, b) => a.start - b.start);
  let out = "";
  let cursor = 0;
  for (const { start, end } of words) {
    out += text.slice(cursor, start) + " ".repeat(end - start);
    cursor = end;
  }
  return out + text.slice(cursor);
}
