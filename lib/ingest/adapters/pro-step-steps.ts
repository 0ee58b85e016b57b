import { parseSteps, type TStepKind } from "@/lib/trajectory";
import { extras, isObject, text } from "./shared/fields";
import { toDocument } from "./shared/documents";
import type { TDocumentInput, TJsonObject, TStepInput } from "./shared/types";

// One PRO-Step step: step_id (1-based: the generator counts step_num from 1), step_type, text (its
// tagged content; a rag step's ends with the <documents> observation), content, used_passages[]
// {id, title, text} and metadata {action, query}.
const KINDS: Readonly<Record<string, TStepKind>> = { rag: "search", cot: "reasoning", answer: "answer" };
// metadata.action restates step_type; it is dropped only when it agrees.
const ACTIONS: Readonly<Record<string, readonly string[]>> = {
  rag: ["search"],
  cot: ["reason"],
  answer: ["answer", "finish"],
};
const STEP_KEYS = ["step_id", "step_type", "text", "content", "used_passages", "metadata"];

function kindFromText(answer: string | null, query: string | null, documents: unknown[] | null): TStepKind {
  if (answer !== null) return "answer";
  return query !== null || documents?.length ? "search" : "reasoning";
}

function stepExtras(raw: TJsonObject, index: number, body: string, documentExtras: TJsonObject[]) {
  const extra: TJsonObject = extras(raw, STEP_KEYS) ?? {};
  if (raw.step_id !== index + 1) extra.step_id = raw.step_id;
  const stepType = text(raw.step_type);
  if (stepType === null || !(stepType in KINDS)) extra.step_type = raw.step_type;
  if (raw.content !== undefined && raw.content !== body) extra.content = raw.content;
  if (isObject(raw.metadata)) {
    const { query, action, ...rest } = raw.metadata;
    if (query !== undefined && text(query) === null) rest.query = query;
    if (action !== undefined && !(stepType && ACTIONS[stepType]?.includes(String(action)))) rest.action = action;
    if (Object.keys(rest).length) extra.metadata = rest;
  } else if (raw.metadata !== undefined) extra.metadata = raw.metadata;
  if (raw.used_passages !== undefined && !Array.isArray(raw.used_passages)) extra.used_passages = raw.used_passages;
  if (documentExtras.length) extra.used_passages_extra = documentExtras;
  return Object.keys(extra).length ? extra : undefined;
}

/**
 * A PRO-Step step as a canonical step, with `span` at `offset` in the joined response. Tags in the
 * step's text give reasoning, query and answer; the structured fields win where both exist
 * (metadata.query, used_passages). `finalAnswer` is passed for the last step only: an answer step
 * that ended with "the answer is …" instead of <answer> gets the trajectory's final answer.
 */
export function toProStep(raw: unknown, index: number, offset: number, finalAnswer: string | null) {
  const object = isObject(raw) ? raw : { text: text(raw) ?? JSON.stringify(raw) ?? "" };
  const body = text(object.text) ?? text(object.content) ?? "";
  const parsed = parseSteps(body, { dialect: "pro-step", responseOffset: 0 }).steps;
  const reasoning = parsed.flatMap((step) => (step.reasoning ? [step.reasoning] : [])).join("\n") || null;
  const metadata = isObject(object.metadata) ? object.metadata : {};
  const query = text(metadata.query) ?? parsed.find((step) => step.query !== null)?.query ?? null;
  const passages = Array.isArray(object.used_passages) ? object.used_passages.map(toDocument) : [];
  const documents: TDocumentInput[] | null = passages.length
    ? passages.map((passage) => passage.document)
    : parsed.some((step) => step.documents)
      ? parsed.flatMap((step) => step.documents ?? [])
      : null;
  const parsedAnswer = parsed.findLast((step) => step.answer !== null)?.answer ?? null;
  const kind = KINDS[text(object.step_type) ?? ""] ?? kindFromText(parsedAnswer, query, documents);
  const step: TStepInput = {
    index,
    kind,
    reasoning,
    query,
    documents,
    answer: parsedAnswer ?? (kind === "answer" ? finalAnswer : null),
    span: [offset, offset + body.length],
  };
  const documentExtras = passages.flatMap((passage, i) => (passage.extra ? [{ index: i, ...passage.extra }] : []));
  const extra = isObject(raw) ? stepExtras(raw, index, body, documentExtras) : { raw };
  return { step, body, extra };
}
