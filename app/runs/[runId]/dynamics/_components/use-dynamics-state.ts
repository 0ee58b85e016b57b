"use client";

import { debounce, parseAsString, useQueryStates } from "nuqs";
import { useCallback, useMemo } from "react";
import {
  DYNAMICS_PARAM_NAMES,
  dynamicsParams,
  parseDynamicsParams,
  type TDynamicsParamName,
  type TDynamicsState,
} from "@/lib/dynamics/params";

const PARSERS = Object.fromEntries(DYNAMICS_PARAM_NAMES.map((name) => [name, parseAsString])) as Record<
  TDynamicsParamName,
  typeof parseAsString
>;

/**
 * The page's whole state lives in its URL (lib/dynamics/params reads and writes it). Zoom, metric,
 * dataset and runs are history entries (Back undoes a zoom); dragging the smoothing slider replaces
 * the entry, debounced, so it neither floods the history nor the server.
 */
export function useDynamicsState() {
  const [raw, setRaw] = useQueryStates(PARSERS, { history: "push" });
  const { state, issues } = useMemo(
    () => parseDynamicsParams(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v ?? undefined]))),
    [raw],
  );
  const write = useCallback(
    (next: TDynamicsState, options?: Parameters<typeof setRaw>[1]) => {
      const params = Object.fromEntries(dynamicsParams(next));
      void setRaw(Object.fromEntries(DYNAMICS_PARAM_NAMES.map((name) => [name, params[name] ?? null])), options);
    },
    [setRaw],
  );
  const setState = useCallback((next: TDynamicsState) => write(next), [write]);
  const setSmoothing = useCallback(
    (smoothing: number) => write({ ...state, smoothing }, { history: "replace", limitUrlUpdates: debounce(250) }),
    [state, write],
  );
  return { state, issues, setState, setSmoothing };
}
