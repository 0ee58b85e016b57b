"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { listKeyOf, trajectoryPagePath, type TListState } from "@/lib/browse/queries";
import { listPlaceKey, moveCursor, readListPlace } from "@/lib/browse/list-place";

/**
 * The list's row cursor and the reader's place (lib/browse/list-place.ts): j/k move the cursor,
 * Enter opens its trajectory, and coming back to the same list puts the cursor and the scroll
 * where they were.
 */
export function useListPlace({
  runName,
  list,
  ids,
  hasNextPage,
  fetchNextPage,
}: {
  runName: string;
  list: TListState;
  ids: readonly string[];
  hasNextPage: boolean;
  fetchNextPage: () => void;
}) {
  const router = useRouter();
  const key = listPlaceKey(runName, listKeyOf(list));
  const [cursorId, setCursorId] = useState<string | null>(null);
  const restoredFor = useRef<string | null>(null);

  // Once per list, when its rows are there: the stored place, if any.
  useEffect(() => {
    if (ids.length === 0 || restoredFor.current === key) return;
    restoredFor.current = key;
    const place = readListPlace(window.sessionStorage.getItem(key));
    setCursorId(place?.id ?? null);
    if (place) window.scrollTo(0, place.scrollY);
  }, [key, ids.length]);

  const remember = useCallback(
    (id: string | null) => {
      try {
        window.sessionStorage.setItem(key, JSON.stringify({ id, scrollY: window.scrollY }));
      } catch {
        // Storage full or refused: the place is a convenience, the list works without it.
      }
    },
    [key],
  );

  const move = (delta: number) => {
    const next = moveCursor(ids, cursorId, delta);
    // At the last loaded row, j loads the next page; the cursor moves on with the next j.
    if (delta > 0 && next === cursorId && hasNextPage) fetchNextPage();
    setCursorId(next);
    remember(next);
  };

  const open = (id: string | null = cursorId) => {
    if (id === null) return;
    setCursorId(id);
    remember(id);
    router.push(trajectoryPagePath(runName, id, list));
  };

  return { cursorId, move, open, remember: (id: string) => (setCursorId(id), remember(id)) };
}
