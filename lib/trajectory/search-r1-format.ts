// Search-R1's own format check, `is_valid_sequence` (PeterGriffinJin/Search-R1
// verl/utils/reward_score/qa_em_format.py), ported line for line. Unlike the dialect grammar
// (validity.ts) it reads the text as Search-R1 decoded it: a chat marker such as <|im_end|> after
// </answer> is content after the end (invalid), and a tag inside a retrieved <information> block
// counts in the balance and the state machine. lib/rewards/reference/ replays it in Python.
import { pyStrip } from "./python-str";

const TAG = /(<\/?(?:think|search|information|answer)>)/;
const CHECKED = ["think", "search", "information", "answer"] as const;
const CONTENT_STATES = new Set(["in_think", "in_search", "in_information", "in_answer"]);

/** [tag, states it is allowed in, next state], in the source's order. */
const TRANSITIONS: readonly [string, readonly string[], string][] = [
  ["<think>", ["start", "information"], "in_think"],
  ["</think>", ["in_think"], "after_think"],
  ["<search>", ["after_think"], "in_search"],
  ["</search>", ["in_search"], "after_search"],
  ["<information>", ["after_search"], "in_information"],
  ["</information>", ["in_information"], "information"],
  ["<answer>", ["after_think"], "in_answer"],
  ["</answer>", ["in_answer"], "end"],
];

const countOf = (text: string, needle: string) => text.split(needle).length - 1;

/**
 * is_valid_sequence(prompt + response)[0] given the response: the source reads what follows the
 * first `<|im_start|>assistant` and its spaces, which is where the stored response starts
 * (lib/trajectory/response.ts); a marker inside the response is content, as there.
 */
export function isValidSequence(response: string): boolean {
  if (CHECKED.some((tag) => countOf(response, `<${tag}>`) !== countOf(response, `</${tag}>`))) return false;
  let state = "start";
  for (const part of response.split(TAG)) {
    if (!pyStrip(part)) continue;
    if (TAG.test(part)) {
      const transition = TRANSITIONS.find(([tag, from]) => tag === part && from.includes(state));
      if (!transition) return false;
      state = transition[2];
    } else if (!CONTENT_STATES.has(state)) {
      return false; // non-blank text between tags, or after </answer>
    }
  }
  return state === "end";
}
