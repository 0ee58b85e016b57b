"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { browseQueries } from "@/lib/browse/queries";
import { firstLine } from "@/lib/browse/segments";
import { formatLength } from "@/lib/browse/format";
import type { TDocumentView } from "@/lib/browse/types";
import type { AnswerScheme } from "@/lib/metrics/answer";
import { GoldText } from "./gold-text";
import { RichText } from "./rich-text";

type TProps = {
  document: TDocumentView;
  position: number;
  golds: readonly string[];
  /** The run's answer normalization: golds are then marked as "gold retrieved" matches them. */
  scheme?: AnswerScheme;
  /** The server found a gold in the document's full text. */
  hasGold: boolean;
  step: { runName: string; trajectoryId: string; index: number };
};

type TTextProps = {
  text: string;
  golds: readonly string[];
  scheme?: AnswerScheme;
  links?: boolean;
  className?: string;
};

/** Golds marked as the run's normalization finds them, or (scheme unknown) by their plain spelling. */
function DocumentText({ scheme, ...props }: TTextProps) {
  return scheme ? <GoldText {...props} scheme={scheme} /> : <RichText {...props} />;
}

/**
 * A retrieved document, collapsed to its title and first line. Expanding shows the text the page
 * already has; a document cut for size is fetched whole (with its step) only then.
 */
export function DocumentItem({ document, position, golds, scheme, hasGold, step }: TProps) {
  const [isOpen, setOpen] = useState(false);
  const isCut = document.textLength > document.text.length;
  const full = useQuery({
    ...browseQueries.step(step.runName, step.trajectoryId, step.index),
    enabled: isOpen && isCut,
  });
  const text = isCut ? (full.data?.documents?.[position]?.text ?? document.text) : document.text;
  const { line } = firstLine(document.text);
  return (
    <li
      data-gold={hasGold ? "true" : undefined}
      className={`rounded border text-sm ${
        hasGold
          ? "border-amber-400 bg-amber-50/60 dark:border-amber-700 dark:bg-amber-950/30"
          : "border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-950"
      }`}
    >
      {hasGold && (
        <p className="px-2 pt-1 text-xs font-medium text-amber-800 dark:text-amber-300">Contains a gold answer</p>
      )}
      <button
        type="button"
        aria-expanded={isOpen}
        onClick={() => setOpen(!isOpen)}
        className="flex w-full items-baseline gap-2 px-2 py-1 text-left hover:bg-zinc-100 dark:hover:bg-zinc-900"
      >
        <span aria-hidden className="text-xs text-zinc-500">
          {isOpen ? "▾" : "▸"}
        </span>
        <span className="text-xs tabular-nums text-zinc-500">{position + 1}</span>
        <span className="min-w-0 flex-1">
          {document.title && (
            <span className="mr-2 font-medium">
              <DocumentText text={document.title} golds={golds} scheme={scheme} links={false} />
            </span>
          )}
          {!isOpen && (
            <span className="text-zinc-600 dark:text-zinc-400">
              <DocumentText text={line} golds={golds} scheme={scheme} links={false} className="line-clamp-1" />
            </span>
          )}
        </span>
        {document.score !== null && (
          <span className="text-xs tabular-nums text-zinc-500">{document.score.toFixed(3)}</span>
        )}
      </button>
      {isOpen && (
        <div className="border-t border-zinc-200 px-3 py-2 dark:border-zinc-800">
          <DocumentText text={text} golds={golds} scheme={scheme} />
          {isCut && full.isPending && (
            <p className="mt-1 text-xs text-zinc-500">
              Loading the whole document ({formatLength(document.textLength)})…
            </p>
          )}
          {isCut && full.isError && (
            <p role="alert" className="mt-1 text-xs text-red-700">
              Could not load the whole document: {full.error.message}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
