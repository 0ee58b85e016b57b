"use client";

import { useQuery } from "@tanstack/react-query";
import { useVirtualizer } from "@tanstack/react-virtual";
import { parseAsString, useQueryState } from "nuqs";
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { TPairFilter } from "@/lib/prostep/filters";
import { fmt, ucbText } from "@/lib/prostep/format";
import { PROSTEP_PARAMS } from "@/lib/prostep/params";
import { prostepQueries } from "@/lib/prostep/queries";
import {
  ancestorsOf,
  computeTree,
  initialExpanded,
  moveFocus,
  visibleRows,
  type TComputedNode,
  type TTreeMove,
} from "@/lib/prostep/tree";
import { NodeDetail } from "./node-detail";
import { usePairFilter } from "./use-pair-filter";

const ROW_HEIGHT = 28;
const KEYS: Record<string, TTreeMove> = {
  ArrowUp: "prevSibling",
  ArrowDown: "nextSibling",
  ArrowLeft: "parent",
  ArrowRight: "firstChild",
};

/** One question's value tree: a virtualized outline with the node's values, and its step beside it. */
export function TreeView({ runName, treeId }: { runName: string; treeId: string }) {
  const query = useQuery(prostepQueries.tree(runName, treeId));
  const { filter } = usePairFilter();
  const tree = useMemo(
    () => (query.data ? computeTree(query.data.nodes, PROSTEP_PARAMS, filter) : null),
    [query.data, filter],
  );
  if (query.isError)
    return (
      <ErrorState title="Could not load the tree" message={query.error.message} onRetry={() => void query.refetch()} />
    );
  if (!tree) return <Skeleton className="h-96" />;
  return <LoadedTree runName={runName} treeId={treeId} tree={tree} pairFilter={filter} />;
}

function LoadedTree({
  runName,
  treeId,
  tree,
  pairFilter,
}: {
  runName: string;
  treeId: string;
  tree: ReturnType<typeof computeTree>;
  pairFilter: TPairFilter;
}) {
  const [nodeParam, setNodeParam] = useQueryState("node", parseAsString.withOptions({ history: "replace" }));
  const focused = nodeParam && tree.nodes.has(nodeParam) ? nodeParam : tree.rootId;
  const [expanded, setExpanded] = useState(() => {
    const open = initialExpanded(tree);
    if (nodeParam) for (const id of ancestorsOf(tree, nodeParam)) open.add(id);
    return open;
  });
  const rows = useMemo(() => visibleRows(tree, expanded), [tree, expanded]);
  const indexOf = useMemo(() => new Map(rows.map((r, i) => [r.id, i])), [rows]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
  });

  const focus = useCallback(
    (id: string) => {
      const hidden = ancestorsOf(tree, id).filter((a) => !expanded.has(a));
      if (hidden.length) setExpanded((prev) => new Set([...prev, ...hidden]));
      void setNodeParam(id === tree.rootId ? null : id);
    },
    [tree, expanded, setNodeParam],
  );
  const toggle = useCallback((id: string) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  // Keep the focused row in view when keys move it.
  const focusedIndex = indexOf.get(focused);
  useEffect(() => {
    if (focusedIndex !== undefined) virtualizer.scrollToIndex(focusedIndex, { align: "auto" });
  }, [focusedIndex, virtualizer]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEYS[event.key];
    if (move) {
      event.preventDefault();
      const node = tree.nodes.get(focused)!;
      if (move === "firstChild" && node.children.length && !expanded.has(focused)) toggle(focused);
      focus(moveFocus(tree, focused, move));
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      toggle(focused);
    } else if (event.key === "Home") {
      event.preventDefault();
      focus(tree.rootId);
    }
  };

  const focusedNode = tree.nodes.get(focused)!;
  return (
    <div className="space-y-3">
      <div className="text-sm">
        <p className="text-zinc-600 dark:text-zinc-400">
          Selected path {tree.selectedPath.length - 1} steps · V(s) = Q̄(s) + {PROSTEP_PARAMS.alpha}·r̂(s), γ ={" "}
          {PROSTEP_PARAMS.gamma}
        </p>
        <p className="text-xs text-zinc-500">
          Keys: ↑/↓ sibling · ← parent · → child (opens) · Enter open/close · Home root. Marks: ✓ chosen, ✗ rejected in
          a sibling pair under the pair filter (V⁺ − V⁻ &gt; {pairFilter.margin}, chosen F1 ≥ {pairFilter.minChosenF1},
          ΔF1 ≥ {pairFilter.minDeltaF1}).
        </p>
      </div>
      <div className="grid gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="rounded border border-zinc-200 dark:border-zinc-800">
          <Header />
          <div
            ref={scroller}
            role="tree"
            aria-label={`Value tree of ${treeId}`}
            aria-activedescendant={`node-${focused}`}
            tabIndex={0}
            onKeyDown={onKeyDown}
            className="h-[65vh] overflow-auto focus:outline-2 focus:outline-sky-500"
          >
            <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index]!;
                const node = tree.nodes.get(row.id)!;
                const parentVisits = node.parent === null ? 0 : (tree.nodes.get(node.parent)?.visits ?? 0);
                return (
                  <TreeRow
                    key={row.id}
                    node={node}
                    top={item.start}
                    isFocused={row.id === focused}
                    isExpanded={row.expanded}
                    title={ucbText(node, parentVisits, PROSTEP_PARAMS.c)}
                    onSelect={() => focus(row.id)}
                    onToggle={() => toggle(row.id)}
                  />
                );
              })}
            </div>
          </div>
        </div>
        <NodeDetail runName={runName} treeId={treeId} tree={tree} node={focusedNode} />
      </div>
    </div>
  );
}

const COLUMNS = "grid grid-cols-[minmax(0,1fr)_2.5rem_3rem_3.5rem_3.5rem_4.5rem_3rem] gap-2";

function Header() {
  return (
    <div
      className={`${COLUMNS} border-b border-zinc-200 bg-zinc-50 px-2 py-1 text-xs font-medium text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400`}
    >
      <span>Step</span>
      <span className="text-right" title="r̂(s): the PRM's verdict, 1 good, 0 bad">
        r̂
      </span>
      <span className="text-right" title="N(s): visit count">
        N
      </span>
      <span className="text-right" title="Q̄(s) = W/N: mean backed-up value">
        Q̄
      </span>
      <span className="text-right" title="V(s) = backed-up F1·γ^d + α·r̂ (Eq. 4)">
        V
      </span>
      <span className="text-right" title="Terminal: F1·γ^d (raw F1 in the detail)">
        F1·γ^d
      </span>
      <span className="text-center" title="Chosen / rejected in sibling pairs">
        pair
      </span>
    </div>
  );
}

const KIND_TONE: Record<string, string> = {
  search: "text-sky-700 dark:text-sky-300",
  answer: "text-emerald-700 dark:text-emerald-300",
  reasoning: "text-zinc-600 dark:text-zinc-400",
};

function TreeRow({
  node,
  top,
  isFocused,
  isExpanded,
  title,
  onSelect,
  onToggle,
}: {
  node: TComputedNode;
  top: number;
  isFocused: boolean;
  isExpanded: boolean;
  title: string;
  onSelect: () => void;
  onToggle: () => void;
}) {
  const mark = node.chosenIn && node.rejectedIn ? "✓✗" : node.chosenIn ? "✓" : node.rejectedIn ? "✗" : "";
  return (
    <div
      id={`node-${node.id}`}
      role="treeitem"
      aria-level={node.depth + 1}
      aria-expanded={node.children.length ? isExpanded : undefined}
      aria-selected={isFocused}
      data-node={node.id}
      title={title}
      onClick={onSelect}
      style={{ position: "absolute", top, left: 0, right: 0, height: ROW_HEIGHT }}
      className={`${COLUMNS} cursor-pointer items-center px-2 text-xs ${
        isFocused ? "bg-sky-100 dark:bg-sky-900" : node.onSelectedPath ? "bg-amber-50 dark:bg-amber-950" : ""
      } ${node.onSelectedPath ? "font-semibold" : ""} hover:bg-zinc-100 dark:hover:bg-zinc-800`}
    >
      <span className="flex min-w-0 items-center gap-1" style={{ paddingLeft: node.depth * 14 }}>
        {node.children.length ? (
          <button
            type="button"
            tabIndex={-1}
            aria-label={isExpanded ? "Collapse" : `Expand ${node.subtreeSize - 1} nodes`}
            onClick={(e) => {
              e.stopPropagation();
              onToggle();
            }}
            className="w-4 shrink-0 text-zinc-500"
          >
            {isExpanded ? "▾" : "▸"}
          </button>
        ) : (
          <span className="w-4 shrink-0" />
        )}
        <span className={`shrink-0 ${KIND_TONE[node.kind ?? ""] ?? ""}`}>{node.kind ?? "question"}</span>
        <span className="truncate text-zinc-800 dark:text-zinc-200">{node.label}</span>
        {!isExpanded && node.children.length > 0 && (
          <span className="shrink-0 text-zinc-400">+{node.subtreeSize - 1}</span>
        )}
      </span>
      <span className="text-right tabular-nums">{node.prm ?? "–"}</span>
      <span className="text-right tabular-nums">{node.visits}</span>
      <span className="text-right tabular-nums">{fmt(node.qBar, 2)}</span>
      <span className="text-right tabular-nums">{node.parent === null ? "–" : fmt(node.value, 2)}</span>
      <span className="text-right tabular-nums">{fmt(node.terminalReward, 3)}</span>
      <span
        className={`text-center ${node.rejectedIn && !node.chosenIn ? "text-red-600" : "text-emerald-600"}`}
        aria-label={mark ? `chosen in ${node.chosenIn}, rejected in ${node.rejectedIn} pairs` : undefined}
      >
        {mark}
      </span>
    </div>
  );
}
