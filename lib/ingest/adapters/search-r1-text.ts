import { findResponseOffset } from "@/lib/trajectory";
import type { TAdapter, TAdapterItem, TSource } from "../adapter";
import { record, reject } from "./shared/items";
import { questionFromPrompt } from "./shared/prompt-question";

// Search-R1's raw rollout text (example/case.txt, or a decoded batch printed to a log): chat-template
// transcripts one after another. Each rollout starts with a system turn at the start of a line.
const ROLLOUT_START = "<|im_start|>system";

type TBlock = { line: number; lines: string[] };

function toItem(source: TSource, block: TBlock, isRollout: boolean): TAdapterItem | null {
  const text = block.lines.join("\n");
  const location = { file: source.file, line: block.line };
  if (!isRollout) {
    if (!text.trim()) return null;
    return reject(location, `text before the first rollout (a rollout starts with a "${ROLLOUT_START}" line)`, text);
  }
  // The response starts after the assistant marker; the prompt before it is never parsed for steps.
  const offset = findResponseOffset(text);
  if (offset >= text.length || !text.slice(offset).trim()) {
    return reject(location, "rollout without a response (nothing after <|im_start|>assistant)", text);
  }
  const prompt = text.slice(0, offset);
  return record(location, {
    type: "trajectory",
    question: questionFromPrompt(prompt),
    // Only the blank lines that separate rollouts are trimmed.
    response: text.slice(offset).trimEnd(),
    meta: { prompt },
  });
}

export const searchR1TextAdapter: TAdapter = {
  name: "search-r1-text",
  description: "Search-R1 raw rollout text (chat-template transcripts, one <|im_start|>system per rollout)",
  detect({ head }) {
    return head
      .replace(/^\uFEFF/, "")
      .trimStart()
      .startsWith(ROLLOUT_START);
  },
  // Holds one rollout at a time (a few KB), never the file.
  async *read(source) {
    let block: TBlock | null = null;
    let isRollout = false;
    for await (const { line, text } of source.lines()) {
      if (text.startsWith(ROLLOUT_START)) {
        if (block) {
          const item = toItem(source, block, isRollout);
          if (item) yield item;
        }
        block = { line, lines: [text] };
        isRollout = true;
      } else if (block) {
        block.lines.push(text);
      } else if (text.trim()) {
        block = { line, lines: [text] };
      }
    }
    if (block) {
      const item = toItem(source, block, isRollout);
      if (item) yield item;
    }
  },
};
