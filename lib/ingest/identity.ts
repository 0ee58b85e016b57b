import { hash } from "node:crypto";
import type { TLocation } from "./adapter";

// crypto.hash: one call, no Hash object; the same digest as createHash(…).update(…).digest("hex").
export const contentHashOf = (json: string) => hash("sha256", json, "hex");

/**
 * The record as JSON, what its content hash is taken of, or null when it nests too deep for
 * JSON.stringify's recursion.
 */
export function recordJson(record: unknown): string | null {
  try {
    return JSON.stringify(record);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

export type TIdentity =
  | { kind: "new"; externalId: string; contentHash: string }
  | { kind: "repeat"; externalId: string }
  | { kind: "conflict"; reason: string };

/**
 * Gives each trajectory of one ingest its stable identity. A record's own id is its identity;
 * without one, the hash of its content is — plus an ordinal for the 2nd, 3rd… identical record,
 * because identical rollouts of one prompt are real, distinct samples (GRPO draws several). The
 * same file ingested again therefore yields the same ids.
 *
 * Memory grows with the trajectories of one ingest, so an entry is kept small: the id (or 64 bits
 * of the content hash) as the key, and a number; where an id was first read and 64 bits of its
 * content's hash sit in typed arrays, outside the JavaScript heap. An entry with its location as
 * a string took 300 bytes of heap, and a million-trajectory file overran the command's 256 MB.
 */
export class IdentityTracker {
  /** id → its entry in `first`. */
  private readonly seen = new Map<string, number>();
  /** 64 bits of the content hash → how many records had it. */
  private readonly copies = new Map<string, number>();
  private readonly first = new FirstSeen();

  identify(id: string | null | undefined, json: string, location: TLocation): TIdentity {
    const contentHash = contentHashOf(json);
    if (id === null || id === undefined) {
      // A 64-bit key: two different contents sharing it would only number the second "#2" under
      // its own hash, the same on every ingest of the file.
      const key = contentHash.slice(0, 16);
      const ordinal = this.copies.get(key) ?? 0;
      this.copies.set(key, ordinal + 1);
      const externalId = `sha256:${contentHash.slice(0, 32)}${ordinal ? `#${ordinal + 1}` : ""}`;
      return { kind: "new", externalId, contentHash };
    }
    const entry = this.seen.get(id);
    if (entry === undefined) {
      this.seen.set(id, this.first.add(contentHash, location));
      return { kind: "new", externalId: id, contentHash };
    }
    if (this.first.sameContent(entry, contentHash)) return { kind: "repeat", externalId: id };
    return {
      kind: "conflict",
      reason: `duplicate id "${id}" with different content (first seen at ${this.first.where(entry)}); the first one is kept`,
    };
  }
}

/** Per entry, 64 bits of the content hash and the file and line it was read at: 16 bytes. */
class FirstSeen {
  private size = 0;
  private hashes = new Uint32Array(2 * 1024);
  private lines = new Uint32Array(1024);
  private fileOf = new Uint32Array(1024);
  private readonly files: string[] = [];
  private readonly fileIndex = new Map<string, number>();

  add(contentHash: string, { file, line }: TLocation): number {
    if (this.size === this.lines.length) this.grow();
    let index = this.fileIndex.get(file);
    if (index === undefined) {
      index = this.files.push(file) - 1;
      this.fileIndex.set(file, index);
    }
    const entry = this.size++;
    this.hashes[2 * entry] = parseInt(contentHash.slice(0, 8), 16);
    this.hashes[2 * entry + 1] = parseInt(contentHash.slice(8, 16), 16);
    this.lines[entry] = line;
    this.fileOf[entry] = index;
    return entry;
  }

  sameContent(entry: number, contentHash: string): boolean {
    return (
      this.hashes[2 * entry] === parseInt(contentHash.slice(0, 8), 16) &&
      this.hashes[2 * entry + 1] === parseInt(contentHash.slice(8, 16), 16)
    );
  }

  where(entry: number): string {
    return `${this.files[this.fileOf[entry]!]}:${this.lines[entry]}`;
  }

  private grow() {
    const grown = (array: Uint32Array) => {
      const bigger = new Uint32Array(array.length * 2);
      bigger.set(array);
      return bigger;
    };
    this.hashes = grown(this.hashes);
    this.lines = grown(this.lines);
    this.fileOf = grown(this.fileOf);
  }
}
