// API keys for machines (a trainer posting rollouts): a random token shown once, stored as its
// SHA-256, scoped to ingest and optionally to one run. These pure parts decide what a request's
// header says and whether a key reaches a run; lib/auth/server/api-keys.ts stores and looks up.
import { createHash, randomBytes } from "node:crypto";

/** The prefix makes a leaked key recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "tsk_";

export const newApiKeyToken = () => `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;

export const hashApiKeyToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The token of `Authorization: Bearer <token>`, or null when the header is missing or another scheme. */
export function bearerToken(header: string | null): string | null {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1]! : null;
}

/** A key as lists show it (never its token or hash). */
export type TApiKey = {
  id: number;
  name: string;
  scope: string;
  runName: string | null;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

export type TKeyScope = { scope: string; runName: string | null };

/** Whether a key may ingest into `run`: its scope is ingest, and its run (if it names one) is this one. */
export const keyReachesRun = (key: TKeyScope, run: string) =>
  key.scope === "ingest" && (key.runName === null || key.runName === run);
