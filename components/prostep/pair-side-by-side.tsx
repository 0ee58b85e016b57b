"use client";

import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { pairDeltaF1, pairMargin } from "@/lib/prostep/filters";
import { fmt } from "@/lib/prostep/format";
import { prostepQueries, treePagePath } from "@/lib/prostep/queries";
import type { TPairRow } from "@/lib/prostep/types";

/** A pair's shared prefix, then chosen and rejected side by side. Model text is shown as text. */
export function PairSideBySide({ runName, pair, passes }: { runName: string; pair: TPairRow; passes: boolean }) {
  const detail = useQuery(prostepQueries.pair(runName, pair.id));
  return (
    <section aria-label="Pair" className="space-y-2 text-sm">
      <h2 className="flex flex-wrap items-center gap-2 font-medium">
        <a className="text-sky-700 underline dark:text-sky-300" href={treePagePath(runName, pair.tree)}>
          {pair.tree}
        </a>
        · step {pair.depth} · V⁺ − V⁻ = {fmt(pairMargin(pair))} · ΔF1 = {fmt(pairDeltaF1(pair))}
        <Badge tone={passes ? "good" : "neutral"}>{passes ? "passes the filters" : "filtered out"}</Badge>
      </h2>
      {detail.data ? (
        <>
          <details className="rounded border border-zinc-200 p-2 text-xs dark:border-zinc-800">
            <summary className="cursor-pointer">Prefix ({detail.data.prompt.length} messages)</summary>
            {detail.data.prompt.map((m, i) => (
              <div key={i} className="mt-1">
                <span className="font-medium">{m.role}</span>
                <p className="whitespace-pre-wrap break-words">{m.content}</p>
              </div>
            ))}
          </details>
          <div className="grid gap-2 md:grid-cols-2">
            <Side title="Chosen" tone="good" side={detail.data.chosen} />
            <Side title="Rejected" tone="bad" side={detail.data.rejected} />
          </div>
        </>
      ) : (
        <p className="text-xs text-zinc-500">{detail.isError ? detail.error.message : "Loading the pair…"}</p>
      )}
    </section>
  );
}

function Side({
  title,
  tone,
  side,
}: {
  title: string;
  tone: "good" | "bad";
  side: { text: string; action: string; f1: number; value: number; prm?: number | null };
}) {
  return (
    <article aria-label={title} className="space-y-1 rounded border border-zinc-200 p-2 text-xs dark:border-zinc-800">
      <h3 className="flex flex-wrap items-center gap-1 font-medium">
        <Badge tone={tone}>{title}</Badge> {side.action} · F1·γ^d {fmt(side.f1)} · V {fmt(side.value)} · r̂{" "}
        {side.prm ?? "–"}
      </h3>
      <p className="whitespace-pre-wrap break-words">{side.text}</p>
    </article>
  );
}
