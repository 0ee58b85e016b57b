"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";

/** A dynamics section drawn from one query: its heading, a skeleton while loading, a retry on error. */
export function ChartSection<TData>({
  id,
  title,
  label,
  result,
  children,
}: {
  id: string;
  title: string;
  /** The card's accessible name ("… chart"); on error: "Could not load the … chart". */
  label: string;
  result: UseQueryResult<TData>;
  children: (data: TData) => ReactNode;
}) {
  const { data, error, isPending, refetch } = result;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {isPending ? (
        <Skeleton className="h-64" />
      ) : error ? (
        <ErrorState
          title={`Could not load the ${label.toLowerCase()}`}
          message={error.message}
          onRetry={() => void refetch()}
        />
      ) : (
        <Card aria-label={label} className="space-y-2">
          {children(data as TData)}
        </Card>
      )}
    </section>
  );
}
