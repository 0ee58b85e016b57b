import Link from "next/link";
import { formatDateTime } from "@/lib/format/date";
import type { TRunHeader } from "@/lib/browse/types";
import { RunTabs, type TRunSection } from "./run-tabs";

export function RunHeader({ run, section = "trajectories" }: { run: TRunHeader; section?: TRunSection }) {
  const details = [run.method, run.model, run.algorithm].filter(Boolean).join(" · ");
  const weights = Object.entries(run.rewardWeights);
  return (
    <header className="space-y-1">
      <nav aria-label="Breadcrumb" className="text-sm text-zinc-500">
        <Link href="/" className="hover:underline">
          Runs
        </Link>{" "}
        /
      </nav>
      <h1 className="text-xl font-semibold break-all">{run.name}</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {details && <span>{details} · </span>}
        created {formatDateTime(run.createdAt)}
        {weights.length > 0 && <span> · reward weights {weights.map(([k, v]) => `${k} ${v}`).join(", ")}</span>}
      </p>
      <RunTabs runName={run.name} active={section} />
    </header>
  );
}
