import type { TIngestProgress, TIngestReport, TReject } from "@/lib/ingest/server/pipeline";
import { formatCount } from "@/lib/format/date";

/** One self-rewriting status line on a terminal; nothing at all when output is not a terminal. */
export class ProgressLine {
  private lastDraw = 0;
  private drawn = false;

  constructor(private readonly stream: NodeJS.WriteStream) {}

  update(p: TIngestProgress) {
    if (!this.stream.isTTY) return;
    const now = performance.now();
    if (now - this.lastDraw < 200) return;
    this.lastDraw = now;
    const rate = p.elapsedMs > 0 ? (p.stored + p.unchanged) / (p.elapsedMs / 1000) : 0;
    const text = `${p.file}: read ${formatCount(p.read)} · ${formatCount(Math.round(rate))} records/s · rejected ${formatCount(p.rejected)}`;
    this.stream.write(`\r\x1b[2K${text.slice(0, (this.stream.columns || 100) - 1)}`);
    this.drawn = true;
  }

  clear() {
    if (this.drawn) this.stream.write("\r\x1b[2K");
    this.drawn = false;
  }
}

export function formatSummary(
  run: string,
  report: TIngestReport,
  rejectsPath: string | null,
  firstRejects: { reject: TReject; count: number }[],
): string {
  const seconds = Math.max(report.seconds, 0.001);
  const formats = [...new Set(report.files.map((f) => f.format))].join(", ");
  const lines = [
    `Ingested ${report.files.length} file(s) (${formats}) into run "${run}" in ${seconds.toFixed(1)} s:`,
    `  read ${formatCount(report.read)} · stored ${formatCount(report.stored)} · unchanged ${formatCount(report.unchanged)} · ` +
      `rejected ${formatCount(report.rejected)}` +
      (report.warnings ? ` · ${formatCount(report.warnings)} warning(s)` : ""),
    `  ${formatCount(Math.round(report.read / seconds))} records/s`,
  ];
  const { carried, orphaned } = report.peopleLabels;
  if (carried || orphaned) {
    lines.push(
      `  people's labels on changed trajectories: ${formatCount(carried)} carried over to unchanged steps · ` +
        `${formatCount(orphaned)} kept "on an earlier version" (their step changed)`,
    );
  }
  if (rejectsPath) {
    lines.push(`Rejected lines and warnings, with reasons, are in ${rejectsPath}. The first of each kind:`);
    for (const { reject: r, count } of firstRejects) {
      lines.push(
        `  ${r.file}:${r.line}: ${r.reason}${count > 1 ? ` (and ${formatCount(count - 1)} more like it)` : ""}`,
      );
    }
  }
  return lines.join("\n");
}
