import { pairMargin, type TPairScores } from "./filters";

// Pair statistics laid out as PRO-Step's Table 8: pair types (chosen vs rejected action), step
// level (depth), reward-margin buckets on V(s⁺) − V(s⁻), and each side's action mix.

export type TPairStatsInput = TPairScores & { depth: number; chosenAction: string; rejectedAction: string };

export type TStatRow = { key: string; count: number; share: number };
export type TPairStats = {
  total: number;
  types: TStatRow[];
  depths: TStatRow[];
  margins: TStatRow[];
  actions: { key: string; chosen: number; rejected: number; chosenShare: number; rejectedShare: number }[];
};

const TITLE: Record<string, string> = { search: "Search", answer: "Answer", reason: "Reason", other: "Other" };
const title = (action: string) => TITLE[action] ?? "Other";

/** The four named pair types of Table 8; every other combination is "Other". */
export const PAIR_TYPES = ["Search vs. Search", "Answer vs. Answer", "Answer vs. Search", "Search vs. Answer"];

export function pairType(chosenAction: string, rejectedAction: string): string {
  const type = `${title(chosenAction)} vs. ${title(rejectedAction)}`;
  return PAIR_TYPES.includes(type) ? type : "Other";
}

/** Table 8's margin buckets: lower bound inclusive, upper exclusive. */
export const MARGIN_BUCKETS = [
  { key: "<0.05 (Low)", lo: -Infinity, hi: 0.05 },
  { key: "0.05–0.10", lo: 0.05, hi: 0.1 },
  { key: "0.10–0.20", lo: 0.1, hi: 0.2 },
  { key: "0.20–0.50", lo: 0.2, hi: 0.5 },
  { key: "≥0.50 (High)", lo: 0.5, hi: Infinity },
] as const;

export function marginBucket(margin: number): string {
  // Rounded to 1e-9 so that a sum of floats such as 0.2000000000000001 − … lands where it reads.
  const m = Math.round(margin * 1e9) / 1e9;
  return MARGIN_BUCKETS.find((b) => m >= b.lo && m < b.hi)!.key;
}

const rows = (keys: string[], counts: Map<string, number>, total: number): TStatRow[] =>
  keys.map((key) => ({ key, count: counts.get(key) ?? 0, share: total ? (counts.get(key) ?? 0) / total : 0 }));

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

export function pairStats(pairs: readonly TPairStatsInput[]): TPairStats {
  const types = new Map<string, number>();
  const depths = new Map<string, number>();
  const margins = new Map<string, number>();
  const chosen = new Map<string, number>();
  const rejected = new Map<string, number>();
  for (const p of pairs) {
    bump(types, pairType(p.chosenAction, p.rejectedAction));
    bump(depths, `Step ${p.depth}`);
    bump(margins, marginBucket(pairMargin(p)));
    bump(chosen, title(p.chosenAction));
    bump(rejected, title(p.rejectedAction));
  }
  const total = pairs.length;
  const depthKeys = [...new Set(pairs.map((p) => p.depth))].sort((a, b) => a - b).map((d) => `Step ${d}`);
  const actionKeys = ["Search", "Answer", "Reason", "Other"].filter((k) => chosen.has(k) || rejected.has(k));
  return {
    total,
    types: rows([...PAIR_TYPES, "Other"], types, total),
    depths: rows(depthKeys, depths, total),
    margins: rows(
      MARGIN_BUCKETS.map((b) => b.key),
      margins,
      total,
    ),
    actions: actionKeys.map((key) => ({
      key,
      chosen: chosen.get(key) ?? 0,
      rejected: rejected.get(key) ?? 0,
      chosenShare: total ? (chosen.get(key) ?? 0) / total : 0,
      rejectedShare: total ? (rejected.get(key) ?? 0) / total : 0,
    })),
  };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The CSV behind the statistics: one row per table cell (section, key, side, count, share). */
export function pairStatsCsv(stats: TPairStats): string {
  const lines = [["section", "key", "side", "count", "share"]];
  for (const [section, list] of [
    ["pair_type", stats.types],
    ["depth", stats.depths],
    ["margin", stats.margins],
  ] as const) {
    for (const r of list) lines.push([section, r.key, "", String(r.count), r.share.toFixed(4)]);
  }
  for (const a of stats.actions) {
    lines.push(["action", a.key, "chosen", String(a.chosen), a.chosenShare.toFixed(4)]);
    lines.push(["action", a.key, "rejected", String(a.rejected), a.rejectedShare.toFixed(4)]);
  }
  lines.push(["total", "", "", String(stats.total), stats.total ? "1.0000" : "0.0000"]);
  return lines.map((line) => line.map(csvCell).join(",")).join("\n") + "\n";
}
