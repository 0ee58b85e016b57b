"use client";

import { parseAsString, useQueryStates } from "nuqs";
import { useCallback, useMemo } from "react";
import { COMPARE_PARAM_NAMES, compareParams, parseCompareParams } from "@/lib/compare/params";
import type { TCompareState } from "@/lib/compare/state";

// The comparison's whole state lives in the URL: nuqs keeps the parameters, lib/compare/params
// reads and writes them, so the page, the server's prefetch and a pasted link see the same view.
const PARSERS = Object.fromEntries(COMPARE_PARAM_NAMES.map((name) => [name, parseAsString])) as Record<
  (typeof COMPARE_PARAM_NAMES)[number],
  typeof parseAsString
>;

export function useCompareState() {
  // Each change is a history entry: Back returns to the previous view.
  const [raw, setRaw] = useQueryStates(PARSERS, { history: "push", scroll: false });
  const { state, issues } = useMemo(
    () => parseCompareParams(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v ?? undefined]))),
    [raw],
  );
  const setState = useCallback(
    (patch: Partial<TCompareState>) => {
      const params = Object.fromEntries(compareParams({ ...state, ...patch }));
      void setRaw(Object.fromEntries(COMPARE_PARAM_NAMES.map((name) => [name, params[name] ?? null])));
    },
    [setRaw, state],
  );
  return { state, issues, setState };
}
