import { hash } from "node:crypto";
import type { TLocation } from "./adapter";

// crypto.hash: one call, no Hash object; the same digest as createHash(…).update(…).digest("hex").
export const contentHashOf = (json: string) => hash("sha256", json, "hex");

const where = (l: TLocation) => `${l.file}:${l.line}`;

export type TIdentity =
  | { kind: "new"; externalId: string; contentHash: string }
  | { kind: "repeat"; externalId: string }
  | { kind: "conflict"; reason: string };

/**
 * Gives each trajectory of one ingest its stable identity. A record's own id is its identity;
 * without one, the hash of its content is — plus an ordinal for the 2nd, 3rd… identical record,
 * because identical rollouts of one prompt are real, distinct samples (GRPO draws several). The
 * same file ingested again therefore yields the same ids. Memory: one small entry per trajectory.
 */
export class IdentityTracker {
  private readonly seen = new Map<string, { hash: string; at: string }>();
  private readonly copies = new Map<string, number>();

  identify(id: string | null | undefined, json: string, location: TLocation): TIdentity {
    const contentHash = contentHashOf(json);
    if (id === null || id === undefined) {
      const ordinal = this.copies.get(contentHash) ?? 0;
      this.copies.set(contentHash, ordinal + 1);
      const externalId = `sha256:${contentHash.slice(0, 32)}${ordinal ? `#${ordinal + 1}` : ""}`;
      return { kind: "new", externalId, contentHash };
    }
    const previous = this.seen.get(id);
    if (!previous) {
      this.seen.set(id, { hash: contentHash.slice(0, 16), at: where(location) });
      return { kind: "new", externalId: id, contentHash };
    }
    if (previous.hash === contentHash.slice(0, 16)) return { kind: "repeat", externalId: id };
    return {
      kind: "conflict",
      reason: `duplicate id "${id}" with different content (first seen at ${previous.at}); the first one is kept`,
    };
  }
}
