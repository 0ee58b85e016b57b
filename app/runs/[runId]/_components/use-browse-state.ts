"use client";

import { parseAsString, useQueryStates } from "nuqs";
import { useCallback, useMemo } from "react";
import { BROWSE_PARAM_NAMES, browseParams, parseBrowseParams, type TBrowseState } from "@/lib/browse/params";

// The list's whole state lives in the URL: nuqs keeps the parameters, lib/browse/params reads and
// writes them, so this page, the server's prefetch and a pasted link all see the same list.
const PARSERS = Object.fromEntries(BROWSE_PARAM_NAMES.map((name) => [name, parseAsString])) as Record<
  (typeof BROWSE_PARAM_NAMES)[number],
  typeof parseAsString
>;

export function useBrowseState() {
  // Each change is a history entry: Back returns to the previous filter.
  const [raw, setRaw] = useQueryStates(PARSERS, { history: "push" });
  const { state, issues } = useMemo(
    () => parseBrowseParams(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v ?? undefined]))),
    [raw],
  );
  const setState = useCallback(
    (next: TBrowseState) => {
      const params = Object.fromEntries(browseParams(next));
      void setRaw(Object.fromEntries(BROWSE_PARAM_NAMES.map((name) => [name, params[name] ?? null])));
    },
    [setRaw],
  );
  return { state, issues, setState };
}
