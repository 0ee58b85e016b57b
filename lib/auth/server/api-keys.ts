import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { DomainError } from "@/lib/http/errors";
import { bearerToken, hashApiKeyToken, keyReachesRun, newApiKeyToken, type TApiKey } from "../api-key";

export type { TApiKey };

const SELECT = {
  id: true,
  name: true,
  scope: true,
  runName: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
  createdBy: { select: { name: true } },
} as const;

type TRow = {
  id: number;
  name: string;
  scope: string;
  runName: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdBy: { name: string } | null;
};

const toDto = (row: TRow): TApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  runName: row.runName,
  createdBy: row.createdBy?.name ?? null,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** A new ingest key; its token is returned here once and only its hash is stored. */
export async function createApiKey(
  db: TDatabase,
  input: { name: string; runName?: string | null; createdById?: number | null },
): Promise<{ key: TApiKey; token: string }> {
  const token = newApiKeyToken();
  const row = await db.prisma.apiKey.create({
    data: {
      name: input.name,
      tokenHash: hashApiKeyToken(token),
      runName: input.runName || null,
      createdById: input.createdById ?? null,
    },
    select: SELECT,
  });
  return { key: toDto(row), token };
}

export async function listApiKeys(db: TDatabase): Promise<TApiKey[]> {
  const rows = await db.prisma.apiKey.findMany({ select: SELECT, orderBy: { id: "asc" } });
  return rows.map(toDto);
}

/** Revokes a key at once (the next request with it gets 401); revoking twice keeps the first time. */
export async function revokeApiKey(db: TDatabase, id: number): Promise<TApiKey> {
  const existing = await db.prisma.apiKey.findUnique({ where: { id }, select: { revokedAt: true } });
  if (!existing) throw new DomainError("api_key_not_found", `No API key has the id ${id}.`);
  const row = await db.prisma.apiKey.update({
    where: { id },
    data: { revokedAt: existing.revokedAt ?? new Date() },
    select: SELECT,
  });
  return toDto(row);
}

/**
 * The key of an `Authorization: Bearer` header if it may ingest into `run`, its use recorded;
 * 401 (api_key_required / api_key_invalid) without a live key, 403 when it is for another run.
 */
export async function authenticateIngestKey(
  db: TDatabase,
  authorization: string | null,
  run: string | null,
): Promise<TApiKey> {
  const token = bearerToken(authorization);
  if (!token) {
    throw new DomainError("api_key_required", "Send an API key: Authorization: Bearer tsk_… (trajscope key add).");
  }
  const row = await db.prisma.apiKey.findUnique({ where: { tokenHash: hashApiKeyToken(token) }, select: SELECT });
  if (!row || row.revokedAt) throw new DomainError("api_key_invalid", "This API key is unknown or has been revoked.");
  if (run !== null && !keyReachesRun(row, run)) {
    throw new DomainError("api_key_out_of_scope", `This API key may only ingest into the run "${row.runName}".`);
  }
  const used = await db.prisma.apiKey.update({
    where: { id: row.id },
    data: { lastUsedAt: new Date() },
    select: SELECT,
  });
  return toDto(used);
}
