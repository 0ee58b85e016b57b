// The list's row cursor (j/k, Enter opens) and the place a reader returns to: the row they were
// on and how far they had scrolled, kept per run and list in the tab's sessionStorage so that
// Back from a trajectory lands where they left.

/** The row `delta` rows from `current` (the first row when there is no cursor), within the list. */
export function moveCursor(ids: readonly string[], current: string | null, delta: number): string | null {
  if (ids.length === 0) return null;
  const at = current === null ? -1 : ids.indexOf(current);
  if (at === -1) return ids[0]!;
  return ids[Math.min(ids.length - 1, Math.max(0, at + delta))]!;
}

export type TListPlace = { id: string | null; scrollY: number };

export const listPlaceKey = (run: string, listKey: string) => `trajscope:list-place:${run}${listKey}`;

/** A stored place, or null when there is none or it does not read. */
export function readListPlace(text: string | null): TListPlace | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<TListPlace>;
    const id = typeof value.id === "string" && /^\d{1,19}$/.test(value.id) ? value.id : null;
    const scrollY = typeof value.scrollY === "number" && Number.isFinite(value.scrollY) ? value.scrollY : 0;
    return { id, scrollY: Math.max(0, scrollY) };
  } catch {
    return null;
  }
}
