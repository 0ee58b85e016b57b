// Was a gold answer in what the agent retrieved? FlashRAG's retrieval check (Retrieval_Recall in
// flashrag/evaluator/metrics.py): `normalize_answer(gold) in normalize_answer(doc)` — the run's
// answer normalization on both sides, then a plain substring test (so "paris" is found in
// "comparison", as FlashRAG finds it). Title and text are tested apart. A gold that normalizes to ""
// ("the") would be in every document, so it is left out; FlashRAG would count it.
import { normalizeAnswer, normalizedPassage, type AnswerScheme } from "@/lib/metrics/answer";

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
    const text = normalizedPassage(field, scheme);
    return normalized.some((gold) => text.includes(gold));
  });
}

/**
 * The normalized title and text of every document a trajectory retrieved, each normalized on first
 * need and kept: the gold check and the unsupported-answer detector (lib/behaviour) search the same
 * texts, and normalizing them is the costly part of both.
 */
export class RetrievedTexts {
  private readonly fields: string[];
  private readonly normalized: string[] = [];

  private constructor(
    documents: readonly TGoldDocument[],
    private readonly scheme: AnswerScheme,
  ) {
    this.fields = documents.flatMap((d) => [d.title, d.text].filter((f): f is string => !!f));
  }

  /** null when no step carries a list of documents (nothing was retrieved, not even an empty list). */
  static of(
    documentLists: readonly (readonly TGoldDocument[] | null | undefined)[],
    scheme: AnswerScheme,
  ): RetrievedTexts | null {
    const lists = documentLists.filter((list): list is readonly TGoldDocument[] => Array.isArray(list));
    return lists.length === 0 ? null : new RetrievedTexts(lists.flat(), scheme);
  }

  get isEmpty(): boolean {
    return this.fields.length === 0;
  }

  /** Some normalized title or text contains one of these (already normalized) strings. */
  containsAny(needles: readonly string[]): boolean {
    if (needles.length === 0) return false;
    return this.fields.some((field, i) => {
      const text = (this.normalized[i] ??= normalizedPassage(field, this.scheme));
      return needles.some((needle) => text.includes(needle));
    });
  }
}

/**
 * true / false: a gold was / was never in a retrieved document; null (not applicable) when the
 * trajectory has no gold that normalizes to something, or no step carries a list of documents.
 */
export function isGoldRetrieved(
  input: { goldenAnswers: readonly string[]; documentLists: readonly (readonly TGoldDocument[] | null | undefined)[] },
  scheme: AnswerScheme,
): boolean | null {
  return isGoldIn(normalizedGolds(input.goldenAnswers, scheme), RetrievedTexts.of(input.documentLists, scheme));
}

/** isGoldRetrieved on texts already gathered (`golds` are normalizedGolds' output). */
export function isGoldIn(golds: readonly string[], texts: RetrievedTexts | null): boolean | null {
  if (golds.length === 0 || texts === null) return null;
  return texts.containsAny(golds);
}
