import { describe, expect, it } from "vitest";
import { escapeLatex, escapeMarkdown, toLatex, toMarkdown } from "./export";
import { buildAblationTable } from "./table";

const table = buildAblationTable(
  [
    { variant: "full", dataset: "nq", value: 0.566 },
    { variant: "full", dataset: "hotpotqa", value: 0.429 },
    { variant: "w/o_ref", dataset: "nq", value: 0.508 },
    { variant: "w/o_ref", dataset: "hotpotqa", value: 0.375 },
    { variant: "base", dataset: "nq", value: 0.429 },
    { variant: "base", dataset: "hotpotqa", value: 0.386 },
  ],
  { baseline: "base" },
);

describe("toMarkdown", () => {
  it("writes a GitHub table with bold and <ins> underline", () => {
    expect(toMarkdown(table)).toBe(
      [
        "| Variant | NQ | HotpotQA | Avg. |",
        "| :-- | --: | --: | --: |",
        "| full | **56.6** | **42.9** | **49.8** |",
        "| w/o\\_ref | <ins>50.8</ins> | 37.5 | <ins>44.1</ins> |", // (50.8 + 37.5) / 2 = 44.15 in binary is 44.1499…
        "| base | 42.9 | <ins>38.6</ins> | 40.8 |",
        "",
      ].join("\n"),
    );
  });

  it("adds deltas to the baseline", () => {
    expect(toMarkdown(table, { deltas: true }).split("\n")[3]).toBe(
      "| w/o\\_ref | <ins>50.8</ins> (+7.9) | 37.5 (−1.1) | <ins>44.1</ins> (+3.3) |",
    );
  });
});

describe("toLatex", () => {
  it("writes a booktabs tabular with \\textbf and \\underline", () => {
    expect(toLatex(table)).toBe(
      [
        "\\begin{tabular}{lccc}",
        "\\toprule",
        "Variant & NQ & HotpotQA & Avg. \\\\",
        "\\midrule",
        "full & \\textbf{56.6} & \\textbf{42.9} & \\textbf{49.8} \\\\",
        "w/o\\_ref & \\underline{50.8} & 37.5 & \\underline{44.1} \\\\",
        "base & 42.9 & \\underline{38.6} & 40.8 \\\\",
        "\\bottomrule",
        "\\end{tabular}",
        "",
      ].join("\n"),
    );
  });

  it("wraps in a table with caption and label, and writes deltas in math mode", () => {
    const latex = toLatex(table, { deltas: true, caption: "Ablation (ACC %)", label: "tab:ablation" });
    expect(latex).toContain("w/o\\_ref & \\underline{50.8} {\\scriptsize ($+7.9$)} & 37.5 {\\scriptsize ($-1.1$)}");
    expect(latex).toContain("\\caption{Ablation (ACC \\%)}\n\\label{tab:ablation}\n\\end{table}");
  });
});

describe("escaping", () => {
  it("escapes LaTeX specials in one pass", () => {
    expect(escapeLatex("a_b & 100% $x$ #1 {y} ~ ^ \\ <|>")).toBe(
      "a\\_b \\& 100\\% \\$x\\$ \\#1 \\{y\\} \\textasciitilde{} \\textasciicircum{} \\textbackslash{} \\textless{}\\textbar{}\\textgreater{}",
    );
  });

  it("escapes Markdown specials that act inside a table cell", () => {
    expect(escapeMarkdown("a|b *c* _d_ `e` [f] <g> ~h~ & \\")).toBe(
      "a\\|b \\*c\\* \\_d\\_ \\`e\\` \\[f\\] \\<g\\> \\~h\\~ \\& \\\\",
    );
  });
});
