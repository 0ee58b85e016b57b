"use client";

import { parseAsString, useQueryStates } from "nuqs";
import { useCallback, useMemo } from "react";
import {
  parseRunListParams,
  RUN_LIST_PARAM_NAMES,
  runListParams,
  type TRunListParamName,
  type TRunListState,
} from "@/lib/runs/list-view";

const PARSERS = Object.fromEntries(RUN_LIST_PARAM_NAMES.map((name) => [name, parseAsString])) as Record<
  TRunListParamName,
  typeof parseAsString
>;

/** The runs page's filters and selection, in the URL (lib/runs/list-view.ts). */
export function useRunListState() {
  const [raw, setRaw] = useQueryStates(PARSERS, { history: "push", scroll: false });
  const state = useMemo(() => parseRunListParams(raw), [raw]);
  // A new filter is a history entry (Back returns to the previous one); a tick only replaces it.
  const setState = useCallback(
    (next: TRunListState, history: "push" | "replace" = "push") => void setRaw(runListParams(next), { history }),
    [setRaw],
  );
  return { state, setState };
}
