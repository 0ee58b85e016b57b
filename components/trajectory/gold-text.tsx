import { useMemo } from "react";
import { highlightGold } from "@/lib/failures/highlight";
import type { AnswerScheme } from "@/lib/metrics/answer";
import { RichText } from "./rich-text";

/**
 * A retrieved document's untrusted text with the words where a gold answer matches — under the run's
 * answer normalization, the check behind "gold retrieved" — in <mark>. Every part is a slice of the
 * string rendered as text; the rest still turns http(s) URLs into links (RichText).
 */
export function GoldText({
  text,
  golds,
  scheme,
  links = true,
  className = "",
}: {
  text: string;
  golds: readonly string[];
  scheme: AnswerScheme;
  links?: boolean;
  className?: string;
}) {
  const parts = useMemo(() => highlightGold(text, golds, scheme), [text, golds, scheme]);
  return (
    <span className={`whitespace-pre-wrap break-words ${className}`}>
      {parts.map((part, i) =>
        part.isGold ? (
          <mark
            key={i}
            title="A gold answer (normalized match)"
            className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-700/60"
          >
            {part.text}
          </mark>
        ) : (
          <RichText key={i} text={part.text} links={links} />
        ),
      )}
    </span>
  );
}
