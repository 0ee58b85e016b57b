"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { annotateKeys, postJson } from "@/lib/annotate/queries";
import type { TCreateQueueBody } from "@/lib/annotate/schemas";
import { QUEUE_STRATEGIES, type TQueueStrategy, type TQueueSummary } from "@/lib/annotate/types";
import { DEFAULT_SORT } from "@/lib/browse/filter";
import { browseQueryString } from "@/lib/browse/params";
import { browseQueries, runApiPath } from "@/lib/browse/queries";
import { ApiError } from "@/lib/http/fetch-json";
import { ActiveFilters } from "../../_components/active-filters";
import { FilterBar } from "../../_components/filter-bar";
import { ListCount } from "../../_components/list-count";
import { useBrowseState } from "../../_components/use-browse-state";

const STRATEGY_TEXT: Record<TQueueStrategy, string> = {
  random: "random (seeded)",
  "stratified-dataset": "stratified by dataset",
  "stratified-label": "stratified by the first label's values",
  "disagreements-first": "disagreements first",
  "extreme-advantages": "most extreme GRPO advantages",
  "judge-vs-reward": "groups where the judge disagrees with EM (first label name, else answer_correct)",
  "flagged-reinforced": "behaviour-flagged rollouts, most reinforced (highest GRPO advantage) first",
};

const list = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** Draws a queue from the trajectory filter in the URL (the same filter bar as the run's list). */
export function NewQueueForm({ runName }: { runName: string }) {
  const queryClient = useQueryClient();
  const { state, setState } = useBrowseState();
  const listState = { filter: state.filter, sort: DEFAULT_SORT };
  const count = useQuery({ ...browseQueries.count(runName, listState), placeholderData: keepPreviousData });
  const facets = useQuery(browseQueries.facets(runName));
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (body: TCreateQueueBody) => postJson<{ queue: TQueueSummary }>(`${runApiPath(runName)}/queues`, body),
    onSuccess: () => {
      setError(null);
      void queryClient.invalidateQueries({ queryKey: annotateKeys.queues(runName) });
    },
    onError: (e) => {
      const issues =
        e instanceof ApiError ? (e.details as { fieldErrors?: Record<string, string[]> } | undefined) : undefined;
      const fields = Object.entries(issues?.fieldErrors ?? {}).map(
        ([field, messages]) => `${field}: ${messages.join("; ")}`,
      );
      setError([e.message, ...fields].join(" — "));
    },
  });
  return (
    <Card aria-label="New queue" className="space-y-3">
      <h2 className="font-semibold">New queue from a filter</h2>
      <FilterBar filter={state.filter} facets={facets.data} onChange={(filter) => setState({ ...state, filter })} />
      <div className="flex flex-wrap items-center gap-3">
        <ListCount count={count.data} isPending={count.isPending || count.isPlaceholderData} isError={count.isError} />
        <ActiveFilters filter={state.filter} onChange={(filter) => setState({ ...state, filter })} />
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const text = (name: string) => String(form.get(name) ?? "");
          create.mutate({
            name: text("name"),
            filter: browseQueryString(listState),
            strategy: text("strategy") as TQueueStrategy,
            sampleSize: Number(text("sampleSize")),
            annotatorsPerItem: Number(text("annotatorsPerItem")),
            labelNames: list(text("labelNames")),
            seed: Number(text("seed")),
            assignees: list(text("assignees")),
          });
        }}
      >
        <Field label="Queue name">
          <Input name="name" required maxLength={200} className="w-48" />
        </Field>
        <Field label="Strategy">
          <Select name="strategy" defaultValue="random">
            {QUEUE_STRATEGIES.map((s) => (
              <option key={s} value={s}>
                {STRATEGY_TEXT[s]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Sample size">
          <Input name="sampleSize" type="number" min={1} max={5000} defaultValue={50} required className="w-24" />
        </Field>
        <Field label="Annotators per item">
          <Input name="annotatorsPerItem" type="number" min={1} max={10} defaultValue={1} required className="w-20" />
        </Field>
        <Field label="Seed">
          <Input name="seed" type="number" min={0} defaultValue={1} required className="w-24" />
        </Field>
        <Field label="Labels asked (comma-separated)">
          <Input name="labelNames" defaultValue="step_quality, over_search" className="w-56" />
        </Field>
        <Field label="Assign to (names; empty: first come)">
          <Input name="assignees" placeholder="ada, bob" className="w-48" />
        </Field>
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending ? "Drawing…" : "Create queue"}
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {create.isSuccess && !error && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          Queue “{create.data.queue.name}” created with {create.data.queue.items} items.
        </p>
      )}
    </Card>
  );
}
