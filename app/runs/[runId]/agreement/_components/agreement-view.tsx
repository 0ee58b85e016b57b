"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { parseAsString, useQueryStates } from "nuqs";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Field, Select } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { annotateQueries } from "@/lib/annotate/queries";
import { describeSourceChoice, sourceOptions } from "@/lib/annotate/sources";
import { LoggedVsCorrectedCard } from "./logged-vs-corrected-card";
import { NameAgreementCard } from "./name-agreement-card";
import { NameAgreementTable } from "./name-agreement-table";
import { NoOverlap } from "./no-overlap";

/** Two label sources side by side: per label name, step kind and training step. */
export function AgreementView({ runName }: { runName: string }) {
  const [sources, setSources] = useQueryStates({ a: parseAsString, b: parseAsString }, { history: "push" });
  const report = useQuery({
    ...annotateQueries.agreement(runName, sources.a, sources.b),
    placeholderData: keepPreviousData,
  });
  const options = sourceOptions(report.data?.sources ?? []);
  // Names that only one source labels have no item to compare: named in a line, not a row of dashes.
  const compared = report.data?.names.filter((n) => n.overall.n > 0) ?? [];
  const unshared = report.data?.names.filter((n) => n.overall.n === 0) ?? [];
  const picker = (which: "a" | "b", label: string) => {
    const value = report.data?.[which] ?? "";
    const choices = options.includes(value) || !value ? options : [value, ...options];
    return (
      <Field label={label}>
        <Select
          aria-label={label}
          value={value}
          onChange={(e) => void setSources({ ...sources, [which]: e.target.value })}
        >
          {choices.map((s) => (
            <option key={s} value={s}>
              {describeSourceChoice(s)}
            </option>
          ))}
        </Select>
      </Field>
    );
  };
  return (
    <div className="space-y-4">
      <LoggedVsCorrectedCard runName={runName} />
      <Card aria-label="Compare sources" className="flex flex-wrap items-end gap-3">
        {picker("a", "Source A (rows)")}
        <span className="pb-1 text-sm text-zinc-500">against</span>
        {picker("b", "Source B (columns)")}
        {report.data && report.data.shared > 0 && (
          <p className="pb-1 text-sm text-zinc-600 dark:text-zinc-400" aria-label="Shared items">
            {report.data.shared.toLocaleString("en-US")} items labelled by both
          </p>
        )}
        <p className="basis-full text-xs text-zinc-500">
          Each item is a step (or a whole trajectory) with a label of that name from both sources — each source&apos;s
          own newest word, so a judge&apos;s label a person corrected still counts as the judge&apos;s. A family
          (“human”) takes the newest label of anyone in it. κ is Cohen&apos;s, as scikit-learn computes it.
        </p>
      </Card>
      {report.isPending ? (
        <Skeleton className="h-40" />
      ) : report.isError ? (
        <ErrorState
          title="Could not compute the agreement"
          message={report.error.message}
          onRetry={() => void report.refetch()}
        />
      ) : report.data.a && report.data.b && report.data.a !== report.data.b && report.data.shared === 0 ? (
        <NoOverlap
          runName={runName}
          a={report.data.a}
          b={report.data.b}
          pairs={report.data.pairs}
          sources={report.data.sources}
          onPick={(pair) => void setSources({ a: pair.a, b: pair.b })}
        />
      ) : report.data.names.length === 0 ? (
        <Card>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {report.data.a && report.data.b && report.data.a !== report.data.b
              ? "Neither source has labels in this run."
              : "Choose two different sources to compare."}
          </p>
        </Card>
      ) : (
        <div className={`space-y-4 ${report.isPlaceholderData ? "opacity-60" : ""}`}>
          <NameAgreementTable report={{ ...report.data, names: compared }} />
          {unshared.length > 0 && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-label="Names not compared">
              Not compared — only one of the two sources labels {unshared.map((n) => n.name).join(", ")}.
            </p>
          )}
          {compared.map((name) => (
            <NameAgreementCard key={name.name} agreement={name} a={report.data.a} b={report.data.b} />
          ))}
        </div>
      )}
    </div>
  );
}
