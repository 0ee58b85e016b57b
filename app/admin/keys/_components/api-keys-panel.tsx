"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Field, Input } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, Td, Th } from "@/components/ui/table";
import type { TApiKey } from "@/lib/auth/api-key";
import { apiKeyKeys, apiKeyQueries } from "@/lib/auth/queries";
import { formatDateTime } from "@/lib/format/date";
import { fetchJson } from "@/lib/http/fetch-json";

function NewKeyForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [run, setRun] = useState("");
  const create = useMutation({
    mutationFn: () =>
      fetchJson<{ key: TApiKey; token: string }>("/api/keys", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name, run: run || null }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <div className="mb-5 space-y-2">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="New API key">
        <Field label="Name (who uses it)">
          <Input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
        </Field>
        <Field label="Only into run (empty: any run)">
          <Input value={run} onChange={(e) => setRun(e.target.value)} maxLength={200} />
        </Field>
        <Button type="submit" variant="primary" disabled={create.isPending || !name.trim()}>
          {create.isPending ? "Creating…" : "Create key"}
        </Button>
      </form>
      {create.isError && (
        <p role="alert" className="text-sm text-red-700">
          {create.error.message}
        </p>
      )}
      {create.data && (
        <div
          role="status"
          className="rounded border border-amber-300 bg-amber-50 p-2 text-sm dark:border-amber-800 dark:bg-amber-950"
        >
          <p className="font-medium">Key for {create.data.key.name} — copy it now, it is not shown again:</p>
          <code aria-label="New key" className="block break-all select-all">
            {create.data.token}
          </code>
        </div>
      )}
    </div>
  );
}

function RevokeButton({ apiKey }: { apiKey: TApiKey }) {
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => fetchJson(`/api/keys/${apiKey.id}/revoke`, { method: "POST" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
  if (revoke.isError)
    return (
      <span role="alert" className="text-xs text-red-700">
        {revoke.error.message}
      </span>
    );
  return (
    <Button disabled={revoke.isPending} onClick={() => revoke.mutate()} aria-label={`Revoke ${apiKey.name}`}>
      {revoke.isPending ? "Revoking…" : "Revoke"}
    </Button>
  );
}

export function ApiKeysPanel() {
  const keys = useQuery(apiKeyQueries.list());
  return (
    <>
      <NewKeyForm />
      {keys.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : keys.isError ? (
        <ErrorState title="Could not load the keys" message={keys.error.message} onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <p className="text-sm text-zinc-500">No API key yet.</p>
      ) : (
        <Table aria-label="API keys">
          <thead>
            <tr>
              <Th>Id</Th>
              <Th>Name</Th>
              <Th>May ingest into</Th>
              <Th>Created</Th>
              <Th>Last used</Th>
              <Th>State</Th>
              <Th />
            </tr>
          </thead>
          <tbody>
            {keys.data.map((k) => (
              <tr key={k.id}>
                <Td className="tabular-nums">{k.id}</Td>
                <Td className="break-words font-medium">{k.name}</Td>
                <Td className="break-words">{k.runName ?? "any run"}</Td>
                <Td className="whitespace-nowrap text-zinc-500">
                  {formatDateTime(k.createdAt)}
                  {k.createdBy && ` by ${k.createdBy}`}
                </Td>
                <Td className="whitespace-nowrap text-zinc-500">
                  {k.lastUsedAt ? formatDateTime(k.lastUsedAt) : "never"}
                </Td>
                <Td>
                  {k.revokedAt ? (
                    <Badge tone="bad">revoked {formatDateTime(k.revokedAt)}</Badge>
                  ) : (
                    <Badge tone="good">active</Badge>
                  )}
                </Td>
                <Td className="text-right">{!k.revokedAt && <RevokeButton apiKey={k} />}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
