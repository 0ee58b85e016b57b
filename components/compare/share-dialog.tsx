"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { compareQueryString } from "@/lib/compare/params";
import { snapshotKeys } from "@/lib/compare/queries";
import type { TCompareState } from "@/lib/compare/state";
import { fetchJson } from "@/lib/http/fetch-json";

type TCreated = { id: number; path: string; expiresAt: string | null; notes: string[] };
const EXPIRY = [
  { days: null, label: "Never" },
  { days: 1, label: "In 1 day" },
  { days: 7, label: "In 7 days" },
  { days: 30, label: "In 30 days" },
  { days: 90, label: "In 90 days" },
] as const;

/** Freezes the comparison on the server behind a read-only link, shown once. */
export function ShareDialog({ state, open, onClose }: { state: TCompareState; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(state.runs.join(" vs "));
  const [days, setDays] = useState<number | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useMutation({
    mutationFn: () =>
      fetchJson<TCreated>("/api/snapshots", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ title, query: compareQueryString(state), expiresInDays: days }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: snapshotKeys.all }),
  });
  const link = create.data ? `${window.location.origin}${create.data.path}` : null;
  const close = () => {
    create.reset();
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title="Share a snapshot">
      {link ? (
        <div className="space-y-3 text-sm">
          <p>
            Anyone with this link sees the comparison as it is now, read-only, even after the runs change. It is shown
            only once: copy it now.
          </p>
          <Input
            readOnly
            aria-label="Snapshot link"
            value={link}
            className="w-full font-mono"
            onFocus={(e) => e.target.select()}
          />
          <div className="flex items-center gap-2">
            <Button
              variant="primary"
              onClick={() =>
                void navigator.clipboard.writeText(link).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              Copy the link
            </Button>
            <span role="status" className="text-zinc-500">
              {copied && "Copied."}
            </span>
          </div>
          {create.data?.notes.map((note) => (
            <p key={note} className="text-xs text-zinc-500">
              {note}
            </p>
          ))}
        </div>
      ) : (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <Field label="Title">
            <Input value={title} maxLength={200} required onChange={(e) => setTitle(e.target.value)} />
          </Field>
          <Field label="Expires">
            <Select
              aria-label="Expires"
              value={days ?? ""}
              onChange={(e) => setDays(e.target.value ? Number(e.target.value) : null)}
            >
              {EXPIRY.map((option) => (
                <option key={option.label} value={option.days ?? ""}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
          <p className="text-xs text-zinc-500">
            The tables, curves, question lists and the opened pair are stored as they are now.
          </p>
          {create.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {create.error.message}
            </p>
          )}
          <Button type="submit" variant="primary" disabled={create.isPending || title.trim() === ""}>
            {create.isPending ? "Creating…" : "Create the link"}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
