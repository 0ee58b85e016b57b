import { findResponseOffset, parseSteps, type TParsedStep } from "@/lib/trajectory";
import { isObject, text } from "./shared/fields";
import { toDocument } from "./shared/documents";
import { toStepInput } from "./shared/parsed-steps";
import type { TJsonObject, TStepInput } from "./shared/types";

// FlashRAG's reasoning pipelines (flashrag/pipeline/reasoning_pipeline.py) keep the whole trajectory in
// `output.prompt` — the prompt, then each generation and each "<|begin_of_documents|>…" block appended —
// and the retrievals in `output.retrieval_results`: a dict per turn, {"0": {query (or queries), docs}}.

export type TTurn = { query: string | null; docs: unknown[] };

// ReasoningPipeline's prompt (R1-Searcher's) ends "User:{question}\nAssistant: <think>" when no chat
// template is applied; a chat template ends it with the assistant marker instead.
const OPENED_THINK = "Assistant: <think>";

/** The turns in order, or null when `retrieval_results` is not FlashRAG's dict of turns. */
export function readTurns(value: unknown): TTurn[] | null {
  if (!isObject(value)) return null;
  const keys = Object.keys(value);
  if (!keys.every((key) => /^\d+$/.test(key))) return null;
  const turns: TTurn[] = [];
  for (const key of keys.sort((a, b) => Number(a) - Number(b))) {
    const turn = value[key];
    if (!isObject(turn) || !Array.isArray(turn.docs)) return null;
    const queries = Array.isArray(turn.queries) ? turn.queries.map(text).filter((q) => q !== null) : [];
    turns.push({ query: text(turn.query) ?? (queries.join("\n") || null), docs: turn.docs });
  }
  return turns;
}

/** Where the model's text starts in `output.prompt`: after the chat marker, else after the opened think. */
export function responseStart(prompt: string, question: string): number {
  const afterMarker = findResponseOffset(prompt);
  if (afterMarker > 0) return afterMarker;
  const from = Math.max(0, prompt.indexOf(question));
  const opened = prompt.indexOf(OPENED_THINK, from);
  if (opened >= 0) return opened + OPENED_THINK.length;
  return question && prompt.includes(question) ? from + question.length : 0;
}

const asSearch = (turn: TTurn): TStepInput => ({
  kind: "search",
  query: turn.query,
  documents: turn.docs.map((doc) => toDocument(doc).document),
});

/**
 * The trajectory's steps: the generated text parsed, each of its searches given the structured query and
 * documents of its turn (ids, titles from `contents`). When the text's searches do not line up with the
 * turns (another pipeline's tags), the turns alone make the steps, then the answer.
 */
export function reasoningSteps(response: string, turns: TTurn[], pred: string | null): TStepInput[] {
  const parsed: TParsedStep[] = parseSteps(response, { responseOffset: 0 }).steps;
  const searches = parsed.filter((step) => step.kind === "search");
  if (searches.length === turns.length && (turns.length > 0 || parsed.length > 0)) {
    let turn = 0;
    return parsed.map((step) => {
      const input = toStepInput(step);
      if (step.kind !== "search") return input;
      const structured = asSearch(turns[turn++]!);
      return { ...input, query: structured.query ?? input.query, documents: structured.documents };
    });
  }
  const steps = turns.map(asSearch);
  if (pred !== null) steps.push({ kind: "answer", answer: pred });
  return steps;
}

/** The reasoning-pipeline view of an item's output, or null when it is not one. */
export function readReasoningOutput(output: TJsonObject, question: string) {
  const turns = readTurns(output.retrieval_results);
  const prompt = text(output.prompt);
  if (turns === null || prompt === null) return null;
  const start = responseStart(prompt, question);
  const response = prompt.slice(start);
  return {
    turns,
    promptHead: prompt.slice(0, start),
    response,
    steps: reasoningSteps(response, turns, text(output.pred)),
  };
}
