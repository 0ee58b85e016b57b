// Was a gold answer in what the agent retrieved? FlashRAG's retrieval check (Retrieval_Recall in
// flashrag/evaluator/metrics.py): `normalize_answer(gold) in normalize_answer(doc)` — the run's
// answer normalization on both sides, then a plain substring test (so "paris" is found in
// "comparison", as FlashRAG finds it). Title and text are tested apart. A gold that normalizes to ""
// ("the") would be in every document, so it is left out; FlashRAG would count it.
import { normalizeAnswer, type AnswerScheme } from "@/lib/metrics/answer";

export type TGoldDocument = { title?: string | null; text?: string | null };

export const GOLD_RETRIEVED_DEFINITION =
  "Gold retrieved: some gold answer, normalized as the run's answers are (lowercase, punctuation and " +
  "articles out, whitespace collapsed), is a substring of the normalized title or text of a document " +
  "any search step retrieved (FlashRAG's retrieval-recall check). Not applicable: no gold answer, or " +
  "no step with retrieved documents.";

/** A step's stored documents read back: untrusted JSON, so only objects count, and only their string title and text. */
export const readGoldDocuments = (value: unknown): TGoldDocument[] | null =>
  Array.isArray(value)
    ? value.flatMap((d) =>
        d && typeof d === "object"
          ? [
              {
                title: typeof (d as TGoldDocument).title === "string" ? (d as TGoldDocument).title : null,
                text: typeof (d as TGoldDocument).text === "string" ? (d as TGoldDocument).text : null,
              },
            ]
          : [],
      )
    : null;

/** The normalized golds worth looking for: unique, none empty. */
export function normalizedGolds(golds: readonly string[], scheme: AnswerScheme): string[] {
  return [...new Set(golds.map((gold) => normalizeAnswer(gold, scheme)))].filter((gold) => gold !== "");
}

/** `normalized` are normalizedGolds' output. */
export function documentHasGold(document: TGoldDocument, normalized: readonly string[], scheme: AnswerScheme): boolean {
  if (normalized.length === 0) return false;
  return [document.title, document.text].some((field) => {
    if (!field) return false;
    const text = normalizeAnswer(field, scheme);
    return normalized.some((gold) => text.includes(gold));
  });
}

/**
 * true / false: a gold was / was never in a retrieved document; null (not applicable) when the
 * trajectory has no gold that normalizes to something, or no step carries a list of documents.
 */
export function isGoldRetrieved(
  input: { goldenAnswers: readonly string[]; documentLists: readonly (readonly TGoldDocument[] | null | undefined)[] },
  scheme: AnswerScheme,
): boolean | null {
  const golds = normalizedGolds(input.goldenAnswers, scheme);
  const lists = input.documentLists.filter((list): list is readonly TGoldDocument[] => Array.isArray(list));
  if (golds.length === 0 || lists.length === 0) return null;
  return lists.some((list) => list.some((document) => documentHasGold(document, golds, scheme)));
}
