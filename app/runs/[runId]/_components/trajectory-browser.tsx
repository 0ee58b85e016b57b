"use client";

import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ShortcutsDialog } from "@/components/trajectory/shortcuts-dialog";
import { useShortcuts } from "@/components/trajectory/use-shortcuts";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { EMPTY_FILTER, isEmptyFilter } from "@/lib/browse/filter";
import { countShown } from "@/lib/browse/count-budget";
import { browseQueries } from "@/lib/browse/queries";
import { LIST_SHORTCUTS } from "@/lib/browse/shortcuts";
import { VERDICT_LABEL } from "@/lib/metrics/process/metric-options";
import { ActiveFilters } from "./active-filters";
import { ColumnPicker } from "./column-picker";
import { FilterBar } from "./filter-bar";
import { ListCount } from "./list-count";
import { NoTrajectories } from "./no-trajectories";
import { TrajectoryTable } from "./trajectory-table";
import { useBrowseState } from "./use-browse-state";
import { useListPlace } from "./use-list-place";

export function TrajectoryBrowser({ runName }: { runName: string }) {
  const { state, issues, setState } = useBrowseState();
  const list = { filter: state.filter, sort: state.sort };
  // While a new filter loads, the previous rows stay (dimmed) instead of a flash of skeletons.
  const pages = useInfiniteQuery({ ...browseQueries.list(runName, list), placeholderData: keepPreviousData });
  const count = useQuery({ ...browseQueries.count(runName, list), placeholderData: keepPreviousData });
  // The cards' figures for this very filter, when they have them: read, never fetched from here.
  const cards = useQuery({ ...browseQueries.overview(runName, state.filter), enabled: false });
  const facets = useQuery(browseQueries.facets(runName));
  const searchRef = useRef<HTMLInputElement>(null);
  const [isHelpOpen, setHelpOpen] = useState(false);
  const rows = pages.data?.pages.flatMap((p) => p.items) ?? [];
  // The verdict column only where a judge (or a person) gave verdicts: elsewhere it would be all "—".
  const hasVerdicts = facets.data?.labels.some((label) => label.name === VERDICT_LABEL) ?? true;
  const columns = hasVerdicts ? state.columns : state.columns.filter((column) => column !== "verdict");
  const place = useListPlace({
    runName,
    list,
    ids: rows.map((row) => row.id),
    hasNextPage: pages.hasNextPage && !pages.isFetchingNextPage,
    fetchNextPage: () => void pages.fetchNextPage(),
  });
  useShortcuts({
    "/": () => searchRef.current?.focus(),
    "?": () => setHelpOpen(true),
    j: () => place.move(1),
    k: () => place.move(-1),
    Enter: () => place.open(),
  });

  return (
    <section aria-label="Trajectory list" className="space-y-3">
      <FilterBar
        filter={state.filter}
        facets={facets.data}
        onChange={(filter) => setState({ ...state, filter })}
        searchRef={searchRef}
      />
      {issues.length > 0 && (
        <p
          role="status"
          className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          Part of this link could not be read and is ignored: {issues.join("; ")}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <ListCount
            count={countShown(count.data, cards.data?.overall.trajectories)}
            isPending={count.isPending || count.isPlaceholderData}
            isError={count.isError}
          />
          <ActiveFilters filter={state.filter} onChange={(filter) => setState({ ...state, filter })} />
        </div>
        <ColumnPicker columns={state.columns} onChange={(columns) => setState({ ...state, columns })} />
      </div>
      {pages.isPending ? (
        <TrajectoryTableSkeleton />
      ) : pages.isError && rows.length === 0 ? (
        <ErrorState
          title="Could not load the trajectories"
          message={pages.error.message}
          onRetry={() => void pages.refetch()}
        />
      ) : rows.length === 0 ? (
        <NoTrajectories
          isFiltered={!isEmptyFilter(state.filter)}
          onClear={() => setState({ ...state, filter: EMPTY_FILTER })}
        />
      ) : (
        <div
          className={pages.isPlaceholderData ? "opacity-60 transition-opacity" : ""}
          aria-busy={pages.isPlaceholderData}
        >
          <TrajectoryTable
            runName={runName}
            rows={rows}
            columns={columns}
            list={list}
            onSort={(sort) => setState({ ...state, sort })}
            cursorId={place.cursorId}
            onOpen={place.remember}
          />
          <div className="mt-3 flex items-center gap-3 text-sm text-zinc-600 dark:text-zinc-400">
            {pages.hasNextPage ? (
              <Button onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
                {pages.isFetchingNextPage ? "Loading…" : "Show more"}
              </Button>
            ) : (
              <span>End of the list.</span>
            )}
            {pages.isFetchNextPageError && <span role="alert">Could not load more: {pages.error?.message}</span>}
          </div>
        </div>
      )}
      <ShortcutsDialog open={isHelpOpen} onClose={() => setHelpOpen(false)} shortcuts={LIST_SHORTCUTS} />
    </section>
  );
}

export function TrajectoryTableSkeleton() {
  return (
    <div className="space-y-2" aria-busy="true" aria-label="Loading trajectories">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </div>
  );
}
