"use client";

import { useQuery } from "@tanstack/react-query";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useMemo, useRef } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatLength } from "@/lib/browse/format";
import { browseQueries } from "@/lib/browse/queries";
import { responseChunks } from "@/lib/browse/response-chunks";
import type { TRawResponse } from "@/lib/browse/types";

type TProps = { open: boolean; onClose: () => void; runName: string; trajectoryId: string; length: number | null };

/** The raw response, fetched when first opened, each step's span tinted and marked. */
export function RawResponseDialog({ open, onClose, runName, trajectoryId, length }: TProps) {
  const response = useQuery({ ...browseQueries.response(runName, trajectoryId), enabled: open });
  const title = `Raw response${length !== null ? ` (${formatLength(length)})` : ""}`;
  return (
    <Dialog open={open} onClose={onClose} title={title} className="w-[min(95vw,72rem)]">
      {response.isPending ? (
        <div aria-busy="true" aria-label="Loading the raw response" className="space-y-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : response.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Could not load the raw response: {response.error.message}
        </p>
      ) : response.data.response === null ? (
        <p className="text-sm text-zinc-500">
          This trajectory was ingested without its raw response (only its parsed steps).
        </p>
      ) : (
        <ResponseText data={response.data} text={response.data.response} />
      )}
    </Dialog>
  );
}

const TINTS = ["bg-sky-50 dark:bg-sky-950/60", "bg-amber-50 dark:bg-amber-950/50"];

function ResponseText({ data, text }: { data: TRawResponse; text: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const chunks = useMemo(() => responseChunks(text, data.spans), [text, data.spans]);
  const kinds = useMemo(() => new Map(data.spans.map((s) => [s.index, s.kind])), [data.spans]);
  const virtualizer = useVirtualizer({
    count: chunks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 120,
    overscan: 8,
  });
  return (
    <div
      ref={scrollRef}
      className="h-[70vh] overflow-auto rounded border border-zinc-200 font-mono text-xs dark:border-zinc-800"
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const chunk = chunks[item.index]!;
          const tint = chunk.stepIndex === null ? "" : TINTS[chunk.stepIndex % 2];
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className={`absolute left-0 top-0 w-full px-2 ${tint}`}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {chunk.isSpanStart && (
                <span className="mr-1 select-none rounded bg-zinc-700 px-1 text-[10px] text-white">
                  step {chunk.stepIndex! + 1} · {kinds.get(chunk.stepIndex!)}
                </span>
              )}
              <span className="whitespace-pre-wrap break-words">{text.slice(chunk.start, chunk.end)}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
