"use client";

import Link from "next/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/field";
import { Kbd } from "@/components/ui/kbd";
import { queuePagePath } from "@/lib/annotate/queries";
import type { TQueueItemWork, TQueueSummary } from "@/lib/annotate/types";

/** Where the annotator is in the queue, and the ways on: previous (p), skip (s), done and next (n). */
export function QueueItemHeader(props: {
  runName: string;
  queue: TQueueSummary;
  item: TQueueItemWork;
  hasPrevious: boolean;
  isSkipping: boolean;
  onSkip: (reason: string) => void;
  onCancelSkip: () => void;
  onPrevious: () => void;
  onNext: () => void;
  error: string | null;
  isBusy: boolean;
}) {
  const { queue, item } = props;
  const [reason, setReason] = useState("");
  return (
    <Card aria-label="Queue item" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Link href={queuePagePath(props.runName, queue.id)} className="text-sm underline">
          {queue.name}
        </Link>
        <span className="font-semibold tabular-nums">
          Item {item.position + 1} of {queue.items}
        </span>
        <Badge tone={item.status === "done" ? "good" : item.status === "skipped" ? "warn" : "info"}>
          {item.status === "assigned" ? "open" : item.status}
        </Badge>
        <span role="status" aria-label="Queue progress" className="text-xs text-zinc-500 tabular-nums">
          {queue.completeItems}/{queue.items} complete ·{" "}
          {queue.annotators
            .map((a) => `${a.name} ${a.done} done${a.skipped ? `, ${a.skipped} skipped` : ""}`)
            .join(" · ")}
        </span>
        <span className="flex-1" />
        <Button onClick={props.onPrevious} disabled={!props.hasPrevious}>
          Previous <Kbd>p</Kbd>
        </Button>
        <Button variant="primary" onClick={props.onNext} disabled={props.isBusy}>
          {item.status === "assigned" ? "Done, next" : "Next"} <Kbd>n</Kbd>
        </Button>
      </div>
      <p className="text-xs text-zinc-500">
        Asked: {queue.labelNames.join(", ") || "any label"}. <Kbd>j</Kbd>/<Kbd>k</Kbd> step, a value key, a reason,{" "}
        <Kbd>Enter</Kbd>; <Kbd>s</Kbd> skips with a reason; <Kbd>?</Kbd> all keys.
      </p>
      {props.isSkipping && (
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) props.onSkip(reason.trim());
          }}
        >
          <Input
            aria-label="Why skip this item"
            autoFocus
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onKeyDown={(e) => e.key === "Escape" && props.onCancelSkip()}
            placeholder="Why skip it (Enter to skip, Esc to cancel)"
            className="flex-1"
          />
        </form>
      )}
      {props.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {props.error}
        </p>
      )}
    </Card>
  );
}
