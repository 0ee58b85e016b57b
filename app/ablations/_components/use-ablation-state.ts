"use client";

import { parseAsString, useQueryStates } from "nuqs";
import { useCallback, useMemo } from "react";
import {
  ABLATION_PARAM_NAMES,
  ablationQueryString,
  parseAblationParams,
  type TAblationState,
} from "@/lib/dynamics/ablation-params";

const PARSERS = Object.fromEntries(ABLATION_PARAM_NAMES.map((name) => [name, parseAsString])) as Record<
  (typeof ABLATION_PARAM_NAMES)[number],
  typeof parseAsString
>;

/** The study, metric, baseline, test and swept parameter live in the URL: a link reopens the table. */
export function useAblationState() {
  const [raw, setRaw] = useQueryStates(PARSERS, { history: "push" });
  const { state } = useMemo(
    () => parseAblationParams(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v ?? undefined]))),
    [raw],
  );
  const setState = useCallback(
    (next: TAblationState) => {
      const params = Object.fromEntries(new URLSearchParams(ablationQueryString(next)));
      void setRaw(Object.fromEntries(ABLATION_PARAM_NAMES.map((name) => [name, params[name] ?? null])));
    },
    [setRaw],
  );
  return { state, setState };
}
