import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { TSnapshotPayload } from "@/lib/compare/snapshot";
import type { TSnapshotSummary } from "@/lib/compare/types";
import type { TDatabase } from "@/lib/db/connection";

// Read-only links to a frozen comparison. The token is 256 random bits (base64url, 43 characters),
// shown once to its creator; the database keeps only its SHA-256, so a leaked database lists no
// working link. A link is active until revoked or past its expiry; either way the row stays, so
// its page can say what happened instead of "not found".

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createSnapshot(
  db: TDatabase,
  input: { title: string; payload: TSnapshotPayload; expiresAt: Date | null; createdById: number | null },
): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString("base64url");
  const { id } = await db.prisma.snapshot.create({
    data: {
      tokenHash: sha256(token),
      title: input.title,
      // The payload is plain JSON (the view's DTOs); Prisma's JSON input type cannot see that.
      payload: input.payload as unknown as object,
      expiresAt: input.expiresAt,
      createdById: input.createdById,
    },
    select: { id: true },
  });
  return { id, token };
}

export type TSnapshotLookup =
  | { status: "active"; id: number; title: string; createdAt: string; expiresAt: string | null; payload: unknown }
  | { status: "revoked"; at: string }
  | { status: "expired"; at: string };

/** What a link leads to; null when no snapshot has this token. The payload is checked by the caller. */
export async function getSnapshotByToken(
  db: TDatabase,
  token: string,
  now = new Date(),
): Promise<TSnapshotLookup | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db.prisma.snapshot.findUnique({
    where: { tokenHash: sha256(token) },
    select: { id: true, title: true, payload: true, createdAt: true, expiresAt: true, revokedAt: true },
  });
  if (!row) return null;
  if (row.revokedAt) return { status: "revoked", at: row.revokedAt.toISOString() };
  if (row.expiresAt && row.expiresAt <= now) return { status: "expired", at: row.expiresAt.toISOString() };
  return {
    status: "active",
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    payload: row.payload,
  };
}

/** Links that still work, newest first: for the admins' list. */
export async function listActiveSnapshots(db: TDatabase, now = new Date()): Promise<TSnapshotSummary[]> {
  const rows = await db.prisma.snapshot.findMany({
    where: { revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    select: { id: true, title: true, createdAt: true, expiresAt: true, createdBy: { select: { name: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 500,
  });
  // Only the run names are read out of each payload, not the payloads themselves.
  const runs = await db.sql.query<{ id: number; runs: unknown }>(
    `SELECT id, payload #> '{view,state,runs}' AS runs FROM snapshots WHERE id = ANY($1::int[])`,
    [rows.map((row) => row.id)],
  );
  const runsOf = new Map(runs.map((r) => [r.id, Array.isArray(r.runs) ? r.runs.map(String) : []]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    runs: runsOf.get(row.id) ?? [],
    createdBy: row.createdBy?.name ?? null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }));
}

/** Revokes a link; "missing" when there is no such snapshot. Revoking twice keeps the first time. */
export async function revokeSnapshot(db: TDatabase, id: number): Promise<"revoked" | "already-revoked" | "missing"> {
  const { count } = await db.prisma.snapshot.updateMany({
    where: { id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (count > 0) return "revoked";
  const exists = await db.prisma.snapshot.findUnique({ where: { id }, select: { id: true } });
  return exists ? "already-revoked" : "missing";
}
