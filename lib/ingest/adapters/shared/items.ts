import type { TAdapterItem, TLocation } from "../../adapter";
import type { TCanonicalInput } from "../../canonical";

const EXCERPT_CHARS = 200;

export const excerptOf = (text: string): string => text.slice(0, EXCERPT_CHARS);

export function record(location: TLocation, value: TCanonicalInput): TAdapterItem {
  return { kind: "record", location, record: value };
}

export function reject(location: TLocation, reason: string, excerpt?: string): TAdapterItem {
  return excerpt === undefined
    ? { kind: "reject", location, reason }
    : { kind: "reject", location, reason, excerpt: excerptOf(excerpt) };
}
