/**
 * "2026-11-30 05:32 UTC": the same text on the server and in every browser, so server-rendered
 * pages hydrate without a mismatch whatever the reader's locale or time zone.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}
