// HiPRAG's own format checks (qualidea1217/HiPRAG reward.py, the same in verl/utils/reward_score/
// qa_em_format.py), ported line for line: `check_full_response_format` is what analysis.py evaluates
// with; `check_full_response_format_optimized` is what the training reward uses. They differ on edge
// cases (text after </answer>; text between steps or inside a step outside its tags; `<` or `>` in a
// step), so both exist. lib/rewards/reference/ replays them in Python and holds these equal.
import { pyIsSpace, pyLstrip, pyRstrip, pyStrip, skipPySpace } from "./python-str";

const STEP_TAGS = ["reasoning", "search", "context", "conclusion"] as const;
const WITH_SEARCH = ["reasoning", "search", "context", "conclusion"];
const WITHOUT_SEARCH = ["reasoning", "conclusion"];

/** Python's str.count for a tag (tags cannot overlap themselves). */
const countOf = (text: string, needle: string) => text.split(needle).length - 1;

/** `re.sub(f'<{tag}>.*?</{tag}>', '', text, flags=re.DOTALL)`. */
const removePairs = (text: string, tag: string) => text.replace(new RegExp(`<${tag}>[^]*?</${tag}>`, "g"), "");

/**
 * The group the source's `^<think>\s*((<step>.*?</step>\s*)+)</think>\s*<answer>.*?</answer>\s*$`
 * captures, found without the regex: its nested lazy repetition backtracks exponentially on a long
 * response that fails. One group can span any text, so the regex matches iff some `</step>` + spaces
 * is followed by `</think>` + spaces + `<answer>`, and the response ends with a later `</answer>`;
 * the engine settles on the first such `</step>`, which is where the group ends.
 */
function stepsGroup(response: string): string | null {
  if (!response.startsWith("<think>")) return null;
  const from = skipPySpace(response, "<think>".length);
  if (!response.startsWith("<step>", from) || !response.endsWith("</answer>")) return null;
  const lastClose = response.length - "</answer>".length;
  for (let s = response.indexOf("</step>", from + 6); s !== -1; s = response.indexOf("</step>", s + 1)) {
    const end = skipPySpace(response, s + "</step>".length);
    if (!response.startsWith("</think>", end)) continue;
    const answer = skipPySpace(response, end + "</think>".length);
    if (response.startsWith("<answer>", answer) && answer + "<answer>".length <= lastClose) {
      return response.slice(from, end);
    }
  }
  return null;
}

/** `re.findall(r'<step>(.*?)</step>', group, re.DOTALL)`. */
function stepContents(group: string): string[] {
  const steps: string[] = [];
  for (let at = group.indexOf("<step>"); at !== -1;) {
    const close = group.indexOf("</step>", at + 6);
    if (close === -1) break;
    steps.push(group.slice(at + 6, close));
    at = group.indexOf("<step>", close + 7);
  }
  return steps;
}

/**
 * `re.search(r'</?[^>]+>', text)` in one pass: some `<` whose nearest `>` to the right is not the very
 * next character (the regex retries every `<` to the end: quadratic on a flood of them).
 */
function hasTagLike(text: string): boolean {
  let nextClose = -1;
  for (let i = text.length - 1; i >= 0; i--) {
    const char = text.charAt(i);
    if (char === ">") nextClose = i;
    else if (char === "<" && nextClose >= i + 2) return true;
  }
  return false;
}

function isValidStep(step: string): boolean {
  const tags = [...step.matchAll(/<(reasoning|search|context|conclusion)>/g)].map((m) => m[1]).join(",");
  const required =
    tags === WITH_SEARCH.join(",") ? WITH_SEARCH : tags === WITHOUT_SEARCH.join(",") ? WITHOUT_SEARCH : null;
  if (!required) return false;
  if (required.some((tag) => countOf(step, `<${tag}>`) !== 1 || countOf(step, `</${tag}>`) !== 1)) return false;
  if (required === WITH_SEARCH) {
    for (const tag of ["search", "context"]) {
      const content = new RegExp(`<${tag}>([^]*?)</${tag}>`).exec(step);
      if (content === null || pyStrip(content[1] as string) === "") return false;
    }
  }
  const cleaned = required.reduce(removePairs, step);
  return !hasTagLike(cleaned);
}

/** check_full_response_format (analysis.py's check): the strict one. */
export function checkFullResponseFormat(fullResponse: string): boolean {
  const idx = fullResponse.lastIndexOf("<think>");
  if (idx === -1) return false;
  const group = stepsGroup(pyStrip(fullResponse.slice(idx)));
  if (group === null) return false;
  const steps = stepContents(group);
  return steps.length > 0 && steps.every(isValidStep);
}

function countTags(content: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const tag of STEP_TAGS) {
    const [open, close] = [countOf(content, `<${tag}>`), countOf(content, `</${tag}>`)];
    if (open > 0 || close > 0) counts.set(tag, open);
  }
  return counts;
}

/** has_extra_tags_format1/2: remove each tag pair with its content, then look for < and >. */
function hasExtraTags(content: string, tags: readonly string[]): boolean {
  let cleaned = content;
  for (const tag of tags) {
    for (;;) {
      const start = cleaned.indexOf(`<${tag}>`);
      if (start === -1) break;
      const end = cleaned.indexOf(`</${tag}>`, start);
      if (end === -1) break;
      cleaned = cleaned.slice(0, start) + cleaned.slice(end + tag.length + 3);
    }
  }
  return cleaned.includes("<") && cleaned.includes(">");
}

/** validate_step_optimized. */
function isValidStepOptimized(step: string): boolean {
  const reasoningStart = step.indexOf("<reasoning>");
  if (reasoningStart === -1) return false;
  const reasoningEnd = step.indexOf("</reasoning>", reasoningStart);
  if (reasoningEnd === -1) return false;
  const afterReasoning = step.slice(reasoningEnd + 12);
  const counts = countTags(step);
  const once = (tags: readonly string[]) => tags.every((tag) => (counts.get(tag) ?? 0) === 1);
  if (afterReasoning.includes("<search>")) {
    const searchStart = afterReasoning.indexOf("<search>");
    const searchEnd = afterReasoning.indexOf("</search>", searchStart);
    if (searchEnd === -1 || !pyStrip(afterReasoning.slice(searchStart + 8, searchEnd))) return false;
    const afterSearch = afterReasoning.slice(searchEnd + 9);
    const contextStart = afterSearch.indexOf("<context>");
    if (contextStart === -1) return false;
    const contextEnd = afterSearch.indexOf("</context>", contextStart);
    if (contextEnd === -1 || !pyStrip(afterSearch.slice(contextStart + 9, contextEnd))) return false;
    const afterContext = afterSearch.slice(contextEnd + 10);
    const conclusionStart = afterContext.indexOf("<conclusion>");
    if (conclusionStart === -1 || afterContext.indexOf("</conclusion>", conclusionStart) === -1) return false;
    return once(STEP_TAGS) && !hasExtraTags(step, STEP_TAGS);
  }
  const conclusionStart = afterReasoning.indexOf("<conclusion>");
  if (conclusionStart === -1 || afterReasoning.indexOf("</conclusion>", conclusionStart) === -1) return false;
  return once(WITHOUT_SEARCH) && !hasExtraTags(step, WITHOUT_SEARCH);
}

/** check_full_response_format_optimized (the training reward's check). */
export function checkFullResponseFormatOptimized(fullResponse: string): boolean {
  const idx = fullResponse.lastIndexOf("<think>");
  if (idx === -1) return false;
  const response = pyStrip(fullResponse.slice(idx));
  const thinkEnd = response.indexOf("</think>");
  if (thinkEnd === -1) return false;
  const answerSection = pyLstrip(response.slice(thinkEnd + 8));
  if (!answerSection.startsWith("<answer>") || answerSection.indexOf("</answer>") === -1) return false;
  let thinkStart = 7;
  while (thinkStart < thinkEnd && pyIsSpace(response.charAt(thinkStart))) thinkStart++;
  const think = pyRstrip(response.slice(thinkStart, thinkEnd));
  if (!think.includes("<step>") || !think.includes("</step>")) return false;
  for (let at = think.indexOf("<step>"); at !== -1;) {
    const end = think.indexOf("</step>", at);
    if (end === -1) return false;
    if (!isValidStepOptimized(think.slice(at + 6, end))) return false;
    at = think.indexOf("<step>", end + 7);
  }
  return true;
}
