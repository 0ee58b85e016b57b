import Link from "next/link";
import { formatDateTime } from "@/lib/format/date";
import type { TRunHeader } from "@/lib/browse/types";
import { ANSWER_SCHEMES } from "@/lib/metrics/answer";
import { LiveStatus } from "./live-status";
import { RunTabs, type TRunSection } from "./run-tabs";

export function RunHeader({ run, section = "trajectories" }: { run: TRunHeader; section?: TRunSection }) {
  const details = [run.method, run.model, run.algorithm].filter(Boolean).join(" · ");
  const weights = Object.entries(run.rewardWeights);
  const scheme = ANSWER_SCHEMES.find((s) => s.scheme === run.normalization);
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
      <LiveStatus runName={run.name} />
      {scheme && (
        <details className="text-sm text-zinc-600 dark:text-zinc-400">
          <summary className="cursor-pointer">Answers normalized as {scheme.label} (config.normalization)</summary>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
            <dt className="font-medium">Normalization</dt>
            <dd>{scheme.normalization}</dd>
            <dt className="font-medium">cover-EM</dt>
            <dd>{scheme.coverEm}</dd>
            <dt className="font-medium">Reference</dt>
            <dd>{scheme.reference}</dd>
          </dl>
        </details>
      )}
      <RunTabs runName={run.name} active={section} />
    </header>
  );
}
