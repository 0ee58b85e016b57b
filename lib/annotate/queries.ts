import { queryOptions } from "@tanstack/react-query";
import { browseKeys, runApiPath } from "@/lib/browse/queries";
import { fetchJson } from "@/lib/http/fetch-json";
import type {
  TAgreementReport,
  TLabelVersionView,
  TLoggedVsCorrected,
  TMyQueueWork,
  TQueueSummary,
  TSessionUser,
} from "./types";

// The one place annotation query keys are made. Keys of one run sit under browseKeys.run, so a
// saved label invalidates the run's lists, counts, summaries and agreement in one call.

export const annotateKeys = {
  me: () => ["auth", "me"] as const,
  labelVersions: (run: string, trajectoryId: string) =>
    [...browseKeys.trajectory(run, trajectoryId), "label-versions"] as const,
  queues: (run: string) => [...browseKeys.run(run), "queues"] as const,
  myWork: (run: string, queueId: number) => [...annotateKeys.queues(run), queueId, "mine"] as const,
  agreement: (run: string, a: string | null, b: string | null) =>
    [...browseKeys.run(run), "agreement", a ?? "", b ?? ""] as const,
  loggedVsCorrected: (run: string) => [...browseKeys.run(run), "logged-vs-corrected"] as const,
};

export const queuePagePath = (run: string, queueId: number, position?: number) =>
  `/runs/${encodeURIComponent(run)}/annotate/${queueId}${position === undefined ? "" : `/${position}`}`;

export const agreementQueryString = (a: string | null, b: string | null) => {
  const params = new URLSearchParams();
  if (a) params.set("a", a);
  if (b) params.set("b", b);
  const text = params.toString();
  return text ? `?${text}` : "";
};

export const annotateQueries = {
  me: () =>
    queryOptions({
      queryKey: annotateKeys.me(),
      queryFn: ({ signal }) => fetchJson<{ user: TSessionUser | null }>("/api/auth/me", { signal }).then((r) => r.user),
    }),
  labelVersions: (run: string, trajectoryId: string) =>
    queryOptions({
      queryKey: annotateKeys.labelVersions(run, trajectoryId),
      queryFn: ({ signal }) =>
        fetchJson<{ labels: TLabelVersionView[] }>(`${runApiPath(run)}/labels?trajectory=${trajectoryId}`, {
          signal,
        }).then((r) => r.labels),
    }),
  queues: (run: string) =>
    queryOptions({
      queryKey: annotateKeys.queues(run),
      queryFn: ({ signal }) =>
        fetchJson<{ queues: TQueueSummary[] }>(`${runApiPath(run)}/queues`, { signal }).then((r) => r.queues),
    }),
  myWork: (run: string, queueId: number) =>
    queryOptions({
      queryKey: annotateKeys.myWork(run, queueId),
      queryFn: ({ signal }) => fetchJson<TMyQueueWork>(`${runApiPath(run)}/queues/${queueId}`, { signal }),
    }),
  agreement: (run: string, a: string | null, b: string | null) =>
    queryOptions({
      queryKey: annotateKeys.agreement(run, a, b),
      queryFn: ({ signal }) =>
        fetchJson<TAgreementReport>(`${runApiPath(run)}/agreement${agreementQueryString(a, b)}`, { signal }),
    }),
  loggedVsCorrected: (run: string) =>
    queryOptions({
      queryKey: annotateKeys.loggedVsCorrected(run),
      queryFn: ({ signal }) => fetchJson<TLoggedVsCorrected>(`${runApiPath(run)}/agreement/corrections`, { signal }),
    }),
};

/** POSTs JSON and reads the JSON answer; errors arrive as ApiError with the server's message. */
export function postJson<T>(url: string, body: unknown, method: "POST" | "DELETE" = "POST"): Promise<T> {
  return fetchJson<T>(url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}
