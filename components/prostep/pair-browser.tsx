"use client";

import { useQuery } from "@tanstack/react-query";
import { parseAsString, useQueryState } from "nuqs";
import { useMemo, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { runApiPath } from "@/lib/browse/queries";
import { fetchJson } from "@/lib/http/fetch-json";
import {
  countPairFilters,
  pairFilterParams,
  pairMargin,
  passesPairFilter,
  type TPairFilter,
} from "@/lib/prostep/filters";
import { fmt } from "@/lib/prostep/format";
import { pairStats } from "@/lib/prostep/pair-stats";
import { prostepQueries } from "@/lib/prostep/queries";
import { PairSideBySide } from "./pair-side-by-side";
import { PairStatsTables } from "./pair-stats-tables";
import { usePairFilter } from "./use-pair-filter";

const PAGE = 100;

/** Every pair of the run, filtered live by the paper's filters, with Table 8's statistics. */
export function PairBrowser({ runName }: { runName: string }) {
  const query = useQuery(prostepQueries.pairs(runName));
  const { filter, setFilter } = usePairFilter();
  const [selected, setSelected] = useQueryState("pair", parseAsString.withOptions({ history: "replace" }));
  const [shown, setShown] = useState(PAGE);
  const pairs = query.data?.pairs;
  const kept = useMemo(() => (pairs ?? []).filter((p) => passesPairFilter(p, filter)), [pairs, filter]);
  const counts = useMemo(() => countPairFilters(pairs ?? [], filter), [pairs, filter]);
  const stats = useMemo(() => pairStats(kept), [kept]);

  if (query.isError)
    return (
      <ErrorState title="Could not load the pairs" message={query.error.message} onRetry={() => void query.refetch()} />
    );
  if (!pairs) return <Skeleton className="h-96" />;
  if (!pairs.length)
    return (
      <EmptyState title="No preference pairs in this run">
        <p>
          Ingest PRO-Step&apos;s DPO pairs (or canonical <code>preference_pair</code> records):{" "}
          <code>npx trajscope ingest mcts_dpo.jsonl --run {runName}</code>.
        </p>
      </EmptyState>
    );
  const current = selected ? pairs.find((p) => p.id === selected) : undefined;
  return (
    <div className="space-y-4">
      <FilterSliders filter={filter} onChange={setFilter} counts={counts} />
      <ExportButton runName={runName} filter={filter} />
      <PairStatsTables stats={stats} />
      <div className="grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label="Pairs that pass" className="rounded border border-zinc-200 text-xs dark:border-zinc-800">
          <table className="w-full">
            <thead className="bg-zinc-50 text-left text-zinc-500 dark:bg-zinc-900">
              <tr>
                <th className="px-2 py-1">Question</th>
                <th>Step</th>
                <th>Chosen / rejected</th>
                <th className="text-right">F1⁺ / F1⁻</th>
                <th className="px-2 text-right">V⁺ − V⁻</th>
              </tr>
            </thead>
            <tbody>
              {kept.slice(0, shown).map((p) => (
                <tr
                  key={p.id}
                  aria-selected={p.id === selected}
                  onClick={() => void setSelected(p.id)}
                  className={`cursor-pointer border-t border-zinc-200 dark:border-zinc-800 ${
                    p.id === selected ? "bg-sky-100 dark:bg-sky-900" : "hover:bg-zinc-100 dark:hover:bg-zinc-800"
                  }`}
                >
                  <td className="max-w-40 truncate px-2 py-1">
                    <button type="button" className="text-left" onClick={() => void setSelected(p.id)}>
                      {p.tree}
                    </button>
                  </td>
                  <td>{p.depth}</td>
                  <td>
                    {p.chosenAction} / {p.rejectedAction}
                  </td>
                  <td className="text-right tabular-nums">
                    {fmt(p.chosenF1, 2)} / {fmt(p.rejectedF1, 2)}
                  </td>
                  <td className="px-2 text-right tabular-nums">{fmt(pairMargin(p))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {kept.length > shown && (
            <button type="button" className="w-full py-1 text-sky-700" onClick={() => setShown((n) => n + PAGE)}>
              Show {Math.min(PAGE, kept.length - shown)} more of {kept.length - shown}
            </button>
          )}
          {!kept.length && <p className="p-3 text-zinc-500">No pair passes these filters.</p>}
        </section>
        {current ? (
          <PairSideBySide runName={runName} pair={current} passes={passesPairFilter(current, filter)} />
        ) : (
          <p className="text-sm text-zinc-500">Select a pair to read its prefix and both steps side by side.</p>
        )}
      </div>
    </div>
  );
}

/** Downloads what `trajscope export --pairs` writes under the same filter: DPO-ready JSONL. */
function ExportButton({ runName, filter }: { runName: string; filter: TPairFilter }) {
  const [state, setState] = useState<"idle" | "busy" | string>("idle");
  const download = async () => {
    setState("busy");
    try {
      const query = new URLSearchParams(pairFilterParams(filter)).toString();
      const { lines } = await fetchJson<{ lines: unknown[] }>(
        `${runApiPath(runName)}/pairs-export${query ? `?${query}` : ""}`,
      );
      const text = lines.map((line) => JSON.stringify(line)).join("\n") + (lines.length ? "\n" : "");
      const url = URL.createObjectURL(new Blob([text], { type: "application/jsonl" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = `${runName}-dpo-pairs.jsonl`;
      a.click();
      URL.revokeObjectURL(url);
      setState("idle");
    } catch (error) {
      setState(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <p className="text-xs">
      <button
        type="button"
        onClick={() => void download()}
        disabled={state === "busy"}
        className="rounded border border-zinc-300 px-2 py-0.5 dark:border-zinc-700"
      >
        Download DPO JSONL
      </button>{" "}
      <span className="text-zinc-500">
        the pairs that pass, as <code>npx trajscope export --run {runName} --pairs</code> writes them
        {state !== "idle" && state !== "busy" ? ` · ${state}` : ""}
      </span>
    </p>
  );
}

type TCounts = ReturnType<typeof countPairFilters>;

function FilterSliders({
  filter,
  onChange,
  counts,
}: {
  filter: TPairFilter;
  onChange: (f: TPairFilter) => void;
  counts: TCounts;
}) {
  const sliders = [
    { key: "margin", label: "Margin δ: V⁺ − V⁻ >", min: 0, max: 1, step: 0.01, passing: counts.margin },
    { key: "minChosenF1", label: "Chosen F1 ≥", min: 0, max: 1, step: 0.05, passing: counts.chosenF1 },
    { key: "minDeltaF1", label: "ΔF1 ≥", min: -1, max: 1, step: 0.05, passing: counts.deltaF1 },
  ] as const;
  return (
    <section aria-label="Pair filters" className="space-y-2 rounded border border-zinc-200 p-3 dark:border-zinc-800">
      <p className="text-sm">
        <strong data-testid="pairs-kept">{counts.all.toLocaleString("en-US")}</strong> of{" "}
        {counts.total.toLocaleString("en-US")} pairs pass all filters (PRO-Step: V⁺ − V⁻ &gt; δ, Eq. 4; outcome filter
        chosen F1 ≥ 0.2 and ΔF1 ≥ 0.2, Appendix B).
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {sliders.map((s) => (
          <label key={s.key} className="space-y-1 text-xs">
            <span className="flex justify-between">
              <span>
                {s.label} <strong className="tabular-nums">{filter[s.key].toFixed(2)}</strong>
              </span>
              <span className="text-zinc-500" data-testid={`passing-${s.key}`}>
                {s.passing.toLocaleString("en-US")} pass
              </span>
            </span>
            <input
              type="range"
              aria-label={s.label}
              min={s.min}
              max={s.max}
              step={s.step}
              value={filter[s.key]}
              onChange={(e) => onChange({ ...filter, [s.key]: Number(e.target.value) })}
              className="w-full"
            />
          </label>
        ))}
      </div>
    </section>
  );
}
