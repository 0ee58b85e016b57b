"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, Td, Th } from "@/components/ui/table";
import { snapshotKeys, snapshotQueries } from "@/lib/compare/queries";
import type { TSnapshotSummary } from "@/lib/compare/types";
import { formatDateTime } from "@/lib/format/date";
import { fetchJson } from "@/lib/http/fetch-json";

function RevokeButton({ snapshot }: { snapshot: TSnapshotSummary }) {
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => fetchJson(`/api/snapshots/${snapshot.id}/revoke`, { method: "POST" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: snapshotKeys.all }),
  });
  if (revoke.isError)
    return (
      <span role="alert" className="text-xs text-red-700">
        {revoke.error.message}
      </span>
    );
  return isConfirming ? (
    <span className="inline-flex gap-1">
      <Button variant="primary" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
        {revoke.isPending ? "Revoking…" : "Confirm revoke"}
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)}>
        Keep
      </Button>
    </span>
  ) : (
    <Button onClick={() => setConfirming(true)} aria-label={`Revoke ${snapshot.title}`}>
      Revoke
    </Button>
  );
}

export function SnapshotsTable() {
  const snapshots = useQuery(snapshotQueries.list());
  if (snapshots.isPending) return <Skeleton className="h-32 w-full" />;
  if (snapshots.isError) {
    return (
      <ErrorState
        title="Could not load the links"
        message={snapshots.error.message}
        onRetry={() => void snapshots.refetch()}
      />
    );
  }
  if (snapshots.data.length === 0) return <p className="text-sm text-zinc-500">No active shared link.</p>;
  return (
    <Table aria-label="Active shared links">
      <thead>
        <tr>
          <Th>Title</Th>
          <Th>Runs</Th>
          <Th>Shared by</Th>
          <Th>Created</Th>
          <Th>Expires</Th>
          <Th />
        </tr>
      </thead>
      <tbody>
        {snapshots.data.map((s) => (
          <tr key={s.id}>
            <Td className="break-words font-medium">{s.title}</Td>
            <Td className="break-words text-zinc-600 dark:text-zinc-400">{s.runs.join(", ")}</Td>
            <Td>{s.createdBy ?? "—"}</Td>
            <Td className="whitespace-nowrap text-zinc-500">{formatDateTime(s.createdAt)}</Td>
            <Td className="whitespace-nowrap text-zinc-500">{s.expiresAt ? formatDateTime(s.expiresAt) : "never"}</Td>
            <Td className="text-right">
              <RevokeButton snapshot={s} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
