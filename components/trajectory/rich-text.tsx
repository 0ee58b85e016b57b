import { useMemo } from "react";
import { segmentText } from "@/lib/browse/segments";

/**
 * Untrusted model output or document text, rendered as text: React escapes every segment, gold
 * answers are <mark>ed, and only http(s) URLs become links (opened without a referrer or opener).
 */
export function RichText({
  text,
  golds,
  links = true,
  className = "",
}: {
  text: string;
  golds?: readonly string[];
  /** Off inside buttons and links, where a nested link is not allowed. */
  links?: boolean;
  className?: string;
}) {
  const segments = useMemo(() => segmentText(text, { golds, links }), [text, golds, links]);
  return (
    <span className={`whitespace-pre-wrap break-words ${className}`}>
      {segments.map((segment, i) =>
        segment.kind === "mark" ? (
          <mark
            key={i}
            title="A gold answer"
            className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-700/60"
          >
            {segment.text}
          </mark>
        ) : segment.kind === "link" ? (
          <a
            key={i}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-sky-700 underline dark:text-sky-400"
          >
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}
