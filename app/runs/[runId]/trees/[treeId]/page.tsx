import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { preload } from "react-dom";
import { TreeView } from "@/components/prostep/tree-view";
import { resolveRunHeader } from "@/lib/browse/server/queries";
import { orNotFound } from "@/lib/http/not-found";
import { treeApiPath, treesPagePath } from "@/lib/prostep/queries";
import { resolveTreeHeading } from "@/lib/prostep/server/queries";
import { RunHeader } from "../../_components/run-header";
import { runNameOf } from "../../run-name";

type TProps = { params: Promise<{ runId: string; treeId: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { runId, treeId } = await params;
  return { title: `Tree ${runNameOf(treeId)} · ${runNameOf(runId)}` };
}

export default async function TreePage({ params }: TProps) {
  await connection();
  const { runId, treeId } = await params;
  const run = await orNotFound(resolveRunHeader({ run: runNameOf(runId) }));
  // Only the heading is read here: a tree's nodes (6,000 are 1.3 MB) come from its endpoint once the
  // page shows, instead of holding back the page's first byte and riding twice in its HTML.
  const heading = await orNotFound(resolveTreeHeading({ run: run.name, tree: runNameOf(treeId) }));
  // …and the browser starts fetching them while it loads the page's scripts.
  preload(treeApiPath(run.name, heading.tree), { as: "fetch", crossOrigin: "anonymous" });
  return (
    <div className="space-y-4">
      <RunHeader run={run} section="trees" />
      <nav aria-label="Tree breadcrumb" className="text-sm text-zinc-500">
        <Link href={treesPagePath(run.name)} className="hover:underline">
          Value trees
        </Link>{" "}
        / {heading.tree}
      </nav>
      <div className="text-sm">
        <p className="font-medium break-words">{heading.question ?? "(question not in the file)"}</p>
        <p className="text-zinc-600 dark:text-zinc-400">
          Gold: {heading.goldenAnswers.join(" · ") || "–"} · {heading.nodes.toLocaleString("en-US")} nodes
        </p>
      </div>
      <TreeView runName={run.name} treeId={heading.tree} />
    </div>
  );
}
