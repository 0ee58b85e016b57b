"use client";

import { parseAsString, useQueryStates } from "nuqs";
import { useCallback, useMemo } from "react";
import { parseWhatIfParams, WHAT_IF_PARAM_NAMES } from "@/lib/what-if/params";
import { specInput, type TWhatIfSpec } from "@/lib/what-if/spec";

const PARSERS = Object.fromEntries(WHAT_IF_PARAM_NAMES.map((name) => [name, parseAsString])) as Record<
  (typeof WHAT_IF_PARAM_NAMES)[number],
  typeof parseAsString
>;

/**
 * The what-if's spec lives in the URL (?preset=&w= or ?formula=&w=), so a link reopens it. No
 * parameter means the run's own reward (`fallback`). Picking another reward is a history entry;
 * moving a slider replaces the current one, so Back does not replay every step of a drag.
 */
export function useWhatIfState(fallback: TWhatIfSpec) {
  const [raw, setRaw] = useQueryStates(PARSERS);
  const { spec, issue } = useMemo(
    () => parseWhatIfParams(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v ?? undefined]))),
    [raw],
  );
  const setSpec = useCallback(
    (next: TWhatIfSpec, options: { push?: boolean } = {}) => {
      const input = specInput(next);
      void setRaw(
        { preset: input.preset ?? null, formula: input.formula ?? null, w: input.weights ?? null },
        { history: options.push ? "push" : "replace" },
      );
    },
    [setRaw],
  );
  return { spec: spec ?? fallback, issue, setSpec };
}
