// The ablation table as Markdown and LaTeX (lib/ablation's exporters), with deltas when there is a
// baseline and a dagger on every value whose delta is significant — the papers' convention — and a
// note that says which test and what level, so a pasted table carries its own legend.
import { toLatex, toMarkdown, type TAblationTable } from "@/lib/ablation";
import { SIGNIFICANCE_LEVEL, type TSignificance } from "./ablation-types";

function marked(table: TAblationTable, significance: (TSignificance | null)[][], marker: string): TAblationTable {
  return {
    ...table,
    rows: table.rows.map((row, i) => ({
      ...row,
      cells: row.cells.map((cell, j) =>
        significance[i]?.[j]?.isSignificant ? { ...cell, text: `${cell.text}${marker}` } : cell,
      ),
    })),
  };
}

/** "McNemar's test" / "paired bootstrap (95% CI)" / both, as used in this table. */
export function testsUsed(significance: (TSignificance | null)[][]): string | null {
  const used = new Set(significance.flat().flatMap((s) => (s ? [s.test] : [])));
  const names = [
    used.has("mcnemar") ? "McNemar's test" : null,
    used.has("bootstrap") ? `paired bootstrap (${Math.round((1 - SIGNIFICANCE_LEVEL) * 100)}% CI excludes 0)` : null,
  ].filter((name): name is string => name !== null);
  return names.length === 0 ? null : names.join(" or ");
}

export function exportAblationTable(
  table: TAblationTable,
  significance: (TSignificance | null)[][],
  context: { study: string; metric: string },
): { markdown: string; latex: string } {
  const tests = testsUsed(significance);
  const deltas = table.baseline !== null;
  const note = (dagger: string) =>
    [
      `${context.metric} (%), study ${context.study}.`,
      deltas ? `In parentheses: difference to ${table.baseline}.` : null,
      tests ? `${dagger}: p < ${SIGNIFICANCE_LEVEL} vs ${table.baseline} on shared questions (${tests}).` : null,
    ]
      .filter(Boolean)
      .join(" ");
  const markdown = `${toMarkdown(marked(table, significance, "†"), { deltas })}\n${note("†")}\n`;
  // The caption is escaped as text, so it names the mark instead of drawing it.
  const latex = toLatex(marked(table, significance, "$^\\dagger$"), {
    deltas,
    caption: note("Dagger"),
    label: `tab:${context.study}`,
  });
  return { markdown, latex };
}
