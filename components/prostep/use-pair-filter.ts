"use client";

import { parseAsFloat, useQueryStates } from "nuqs";
import { useCallback, useMemo } from "react";
import { DEFAULT_PAIR_FILTER, pairFilterOf, type TPairFilter } from "@/lib/prostep/filters";

// The pair filter lives in the URL (?margin=&minF1=&minDeltaF1=, the API's names): a link reopens
// the same counts, and the tree view marks siblings with the same filter as the pair browser.
const PARSERS = { margin: parseAsFloat, minF1: parseAsFloat, minDeltaF1: parseAsFloat };

export function usePairFilter() {
  // Sliders move often: replace the entry rather than fill the history.
  const [raw, setRaw] = useQueryStates(PARSERS, { history: "replace" });
  const filter = useMemo(
    () =>
      pairFilterOf({
        margin: raw.margin ?? undefined,
        minF1: raw.minF1 ?? undefined,
        minDeltaF1: raw.minDeltaF1 ?? undefined,
      }),
    [raw],
  );
  const setFilter = useCallback(
    (next: TPairFilter) =>
      void setRaw({
        margin: next.margin === DEFAULT_PAIR_FILTER.margin ? null : next.margin,
        minF1: next.minChosenF1 === DEFAULT_PAIR_FILTER.minChosenF1 ? null : next.minChosenF1,
        minDeltaF1: next.minDeltaF1 === DEFAULT_PAIR_FILTER.minDeltaF1 ? null : next.minDeltaF1,
      }),
    [setRaw],
  );
  return { filter, setFilter };
}
