import { compareQueryString } from "@/lib/compare/params";
import { DEFAULT_COMPARE_STATE, MAX_RUNS } from "@/lib/compare/state";
import type { TRunHeadline, TRunSummary } from "./types";

// The runs page's state, kept in the URL: which methods and tags it shows and which runs are
// ticked for comparison — /?method=HiPRAG,Search-P1&tag=study:lambda&select=run-a,run-b. Names
// are user text: a comma or percent sign inside one is written %2C / %25, as compare links do.

export type TRunListState = { methods: string[]; tags: string[]; selected: string[] };

export const EMPTY_RUN_LIST_STATE: TRunListState = { methods: [], tags: [], selected: [] };

const PARAMS = { methods: "method", tags: "tag", selected: "select" } as const;
export const RUN_LIST_PARAM_NAMES = Object.values(PARAMS);
export type TRunListParamName = (typeof RUN_LIST_PARAM_NAMES)[number];

const escapeItem = (name: string) => name.replace(/[%,]/g, (c) => (c === "%" ? "%25" : "%2C"));
const unescapeItem = (text: string) => text.replace(/%(25|2C)/gi, (m) => (m === "%25" ? "%" : ","));
const splitList = (text: string | null | undefined) => [
  ...new Set(
    (text ?? "")
      .split(",")
      .map((item) => unescapeItem(item.trim()))
      .filter(Boolean),
  ),
];

/** Reads the parameters leniently: a page keeps what it can read. */
export function parseRunListParams(raw: Partial<Record<TRunListParamName, string | null>>): TRunListState {
  return {
    methods: splitList(raw.method),
    tags: splitList(raw.tag),
    selected: splitList(raw.select).slice(0, MAX_RUNS),
  };
}

/** The state as parameters; an empty part is null (left out of the URL). */
export function runListParams(state: TRunListState): Record<TRunListParamName, string | null> {
  const join = (items: string[]) => (items.length ? items.map(escapeItem).join(",") : null);
  return { method: join(state.methods), tag: join(state.tags), select: join(state.selected) };
}

/** Runs of any of the chosen methods that carry every chosen tag ("(none)" is a run without method). */
export function filterRuns(runs: readonly TRunSummary[], state: Pick<TRunListState, "methods" | "tags">) {
  return runs.filter(
    (run) =>
      (state.methods.length === 0 || state.methods.includes(run.method ?? NO_METHOD)) &&
      state.tags.every((tag) => run.tags.includes(tag)),
  );
}

export const NO_METHOD = "(none)";

/** The methods and tags the runs have, to offer as filters. */
export function runFacets(runs: readonly TRunSummary[]): { methods: string[]; tags: string[] } {
  const sorted = (items: Iterable<string>) => [...new Set(items)].sort((a, b) => a.localeCompare(b));
  return { methods: sorted(runs.map((r) => r.method ?? NO_METHOD)), tags: sorted(runs.flatMap((r) => r.tags)) };
}

/** Ticks or unticks a run; compare takes at most MAX_RUNS, so a tick beyond that is refused. */
export function toggleSelected(selected: readonly string[], run: string): string[] {
  if (selected.includes(run)) return selected.filter((name) => name !== run);
  return selected.length >= MAX_RUNS ? [...selected] : [...selected, run];
}

export const MAX_COMPARED_RUNS = MAX_RUNS;

/** The compare page with these runs, in the order they were ticked (the first is the baseline). */
export const compareHref = (runs: readonly string[]) =>
  `/compare${compareQueryString({ ...DEFAULT_COMPARE_STATE, runs: [...runs] })}`;

/** "300 steps · 0–299", "1 step · 40", or "—" for a run without training steps. */
export function formatStepsCovered(steps: TRunHeadline["trainingSteps"]): string {
  if (!steps) return "—";
  const range = steps.min === steps.max ? `${steps.min}` : `${steps.min}–${steps.max}`;
  return `${steps.count.toLocaleString("en-US")} step${steps.count === 1 ? "" : "s"} · ${range}`;
}
