"use client";

import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { fmt, ucbText } from "@/lib/prostep/format";
import { PROSTEP_PARAMS } from "@/lib/prostep/params";
import { prostepQueries, treePagePath } from "@/lib/prostep/queries";
import type { TComputedNode, TComputedTree } from "@/lib/prostep/tree";

/** The focused node's numbers and its step in full, documents included. Model text is shown as text. */
export function NodeDetail({
  runName,
  treeId,
  tree,
  node,
}: {
  runName: string;
  treeId: string;
  tree: TComputedTree;
  node: TComputedNode;
}) {
  const detail = useQuery({ ...prostepQueries.node(runName, treeId, node.id), enabled: node.parent !== null });
  const parentVisits = node.parent === null ? 0 : (tree.nodes.get(node.parent)?.visits ?? 0);
  const step = detail.data?.step;
  return (
    <section aria-label="Node" className="space-y-2 rounded border border-zinc-200 p-3 text-sm dark:border-zinc-800">
      <h2 className="flex flex-wrap items-center gap-2 font-medium">
        Node {node.id} · depth {node.depth}
        {node.kind && <Badge tone="info">{node.kind}</Badge>}
        {node.onSelectedPath && <Badge tone="warn">selected path</Badge>}
        {node.chosenIn > 0 && <Badge tone="good">chosen in {node.chosenIn}</Badge>}
        {node.rejectedIn > 0 && <Badge tone="bad">rejected in {node.rejectedIn}</Badge>}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        <dt>r̂ (PRM)</dt>
        <dd>{node.prm === null ? "not scored" : node.prm === 1 ? "1 (good)" : "0 (bad)"}</dd>
        <dt>N, W</dt>
        <dd>
          {node.visits}, {fmt(node.totalValue)}
        </dd>
        <dt>Q̄ = W/N</dt>
        <dd>{fmt(node.qBar)}</dd>
        <dt>Backed-up F1·γ^d</dt>
        <dd>
          {fmt(node.backed)}
          {node.backedUp === null && node.parent !== null ? " (computed: visit-weighted mean of the children)" : ""}
        </dd>
        <dt title="Eq. 4, with Q̄ the backed-up F1·γ^d as the pipeline ranks siblings">V = backed-up + α·r̂</dt>
        <dd>
          {fmt(node.backed)} + {PROSTEP_PARAMS.alpha}·{node.prm ?? 0} = {fmt(node.value)}
        </dd>
        {node.isTerminal && (
          <>
            <dt>Terminal</dt>
            <dd>
              F1·γ^d = {fmt(node.terminalF1)}·{PROSTEP_PARAMS.gamma}^{node.depth} = {fmt(node.terminalReward)}
            </dd>
          </>
        )}
        <dt>UCB</dt>
        <dd>{ucbText(node, parentVisits, PROSTEP_PARAMS.c)}</dd>
      </dl>
      {node.parent !== null && (
        <p className="text-xs">
          <a className="text-sky-700 underline dark:text-sky-300" href={treePagePath(runName, treeId, node.id)}>
            Link to this step
          </a>
          {" · "}
          <a className="text-sky-700 underline dark:text-sky-300" href={treePagePath(runName, treeId, node.parent)}>
            parent
          </a>
        </p>
      )}
      {detail.isLoading && <p className="text-xs text-zinc-500">Loading the step…</p>}
      {step && (
        <div className="space-y-2">
          {step.reasoning && <TextBlock label="Reasoning" text={step.reasoning} />}
          {step.query && <TextBlock label="Search" text={step.query} />}
          {step.answer && <TextBlock label="Answer" text={step.answer} />}
          {step.documents && step.documents.length > 0 && (
            <div>
              <h3 className="text-xs font-medium text-zinc-500">Documents ({step.documents.length})</h3>
              <ol className="list-decimal space-y-1 pl-5 text-xs">
                {step.documents.map((d, i) => (
                  <li key={i}>
                    {d.title && <span className="font-medium">{d.title}: </span>}
                    <span className="whitespace-pre-wrap">{d.text}</span>
                  </li>
                ))}
              </ol>
            </div>
          )}
          {detail.data?.prmRationale && <TextBlock label="PRM rationale" text={detail.data.prmRationale} />}
        </div>
      )}
    </section>
  );
}

function TextBlock({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <h3 className="text-xs font-medium text-zinc-500">{label}</h3>
      <p className="text-xs whitespace-pre-wrap break-words">{text}</p>
    </div>
  );
}
