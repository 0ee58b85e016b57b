"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { browseKeys } from "@/lib/browse/queries";
import { isLive } from "@/lib/runs/live";
import { runQueries } from "@/lib/runs/queries";

/**
 * What each run's live state was when last seen, per tab. Kept outside the component so that a
 * remount (navigating between a run's pages) compares with what the tab already showed.
 */
const lastSeen = new Map<string, string>();

const time = (iso: string) => `${iso.slice(11, 19)} UTC`;
const dateTime = (iso: string) => `${iso.slice(0, 10)} ${time(iso)}`;

/**
 * The run's live state beside its name. It polls one small query (paused while the tab is hidden)
 * and, when a new record has arrived, refetches what the open page shows — overview, list,
 * charts — instead of polling each of them.
 */
export function LiveStatus({ runName }: { runName: string }) {
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt } = useQuery(runQueries.live(runName));
  const marker = data ? `${data.lastRecordAt}|${data.lastStep}` : null;
  useEffect(() => {
    if (marker === null) return;
    const previous = lastSeen.get(runName);
    lastSeen.set(runName, marker);
    if (previous !== undefined && previous !== marker) {
      void queryClient.invalidateQueries({ queryKey: browseKeys.run(runName) });
    }
  }, [marker, queryClient, runName]);

  if (!data?.lastRecordAt) return null;
  const live = isLive(data, dataUpdatedAt);
  return (
    <p
      role="status"
      aria-label="Live state"
      className="flex items-center gap-1.5 text-sm text-zinc-600 dark:text-zinc-400"
    >
      {live ? (
        <>
          <span className="relative flex size-2.5" aria-hidden>
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
            <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
          </span>
          <span className="font-medium text-emerald-700 dark:text-emerald-400">Live</span>
          <span>
            · last record {time(data.lastRecordAt)}
            {data.lastStep !== null && <> · step {data.lastStep}</>} · updates while this tab is open
          </span>
        </>
      ) : (
        <span>
          Last record {dateTime(data.lastRecordAt)}
          {data.lastStep !== null && <> · last step {data.lastStep}</>}
        </span>
      )}
    </p>
  );
}
