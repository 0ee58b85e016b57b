// An ablation table as Markdown (GitHub: **bold**, <ins>underline</ins> — Markdown has no underline
// of its own and GitHub keeps <ins>) or LaTeX (booktabs rules; \textbf, \underline). Run and dataset
// names are user text: every character with a meaning in the target language is escaped.
import type { TAblationTable, TTableCell } from "./table";

export type TExportOptions = { deltas?: boolean; rowHeader?: string; caption?: string; label?: string };

/** GFM backslash-escapes any ASCII punctuation; these are the ones that act inside a table cell. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|~&]/g, "\\$&");
}

const LATEX: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "~": "\\textasciitilde{}",
  "^": "\\textasciicircum{}",
  "<": "\\textless{}",
  ">": "\\textgreater{}",
  "|": "\\textbar{}",
};

/** One pass, so the backslashes it adds are never escaped again. */
export function escapeLatex(text: string): string {
  return text.replace(/[\\~^<>|&%$#_{}]/g, (c) => LATEX[c] ?? `\\${c}`);
}

function markdownCell(cell: TTableCell, deltas: boolean): string {
  const value =
    cell.emphasis === "best" ? `**${cell.text}**` : cell.emphasis === "second" ? `<ins>${cell.text}</ins>` : cell.text;
  return deltas && cell.deltaText !== null ? `${value} (${cell.deltaText})` : value;
}

export function toMarkdown(table: TAblationTable, options: TExportOptions = {}): string {
  const header = [options.rowHeader ?? "Variant", ...table.columns.map((c) => c.label)].map(escapeMarkdown);
  const lines = [`| ${header.join(" | ")} |`, `| :-- | ${table.columns.map(() => "--:").join(" | ")} |`];
  for (const row of table.rows) {
    const cells = row.cells.map((cell) => markdownCell(cell, options.deltas ?? false));
    lines.push(`| ${[escapeMarkdown(row.variant), ...cells].join(" | ")} |`);
  }
  return `${lines.join("\n")}\n`;
}

function latexCell(cell: TTableCell, deltas: boolean, decimals: number): string {
  const value = cell.value === null ? "--" : cell.text;
  const marked =
    cell.emphasis === "best" ? `\\textbf{${value}}` : cell.emphasis === "second" ? `\\underline{${value}}` : value;
  if (!deltas || cell.delta === null) return marked;
  const size = Math.abs(cell.delta).toFixed(decimals);
  const sign = Number(size) === 0 ? "" : cell.delta > 0 ? "+" : "-";
  return `${marked} {\\scriptsize ($${sign}${size}$)}`;
}

/** A tabular (wrapped in a table environment when a caption or label is given); needs \usepackage{booktabs}. */
export function toLatex(table: TAblationTable, options: TExportOptions = {}): string {
  const header = [options.rowHeader ?? "Variant", ...table.columns.map((c) => c.label)].map(escapeLatex);
  const body = table.rows.map(
    (row) =>
      `${[escapeLatex(row.variant), ...row.cells.map((cell) => latexCell(cell, options.deltas ?? false, table.decimals))].join(" & ")} \\\\`,
  );
  const tabular = [
    `\\begin{tabular}{l${"c".repeat(table.columns.length)}}`,
    "\\toprule",
    `${header.join(" & ")} \\\\`,
    "\\midrule",
    ...body,
    "\\bottomrule",
    "\\end{tabular}",
  ];
  if (options.caption === undefined && options.label === undefined) return `${tabular.join("\n")}\n`;
  const wrapped = ["\\begin{table}[t]", "\\centering", ...tabular];
  if (options.caption !== undefined) wrapped.push(`\\caption{${escapeLatex(options.caption)}}`);
  if (options.label !== undefined) wrapped.push(`\\label{${options.label.replace(/[^A-Za-z0-9:._-]/g, "-")}}`);
  return `${[...wrapped, "\\end{table}"].join("\n")}\n`;
}
