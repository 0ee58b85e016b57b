import { getRewardPreset } from "@/lib/rewards";
import type { TWhatIfSpec } from "@/lib/what-if/spec";

// HiPRAG's two denominators, in words: the paper and the released code differ, and it matters.
const HIPRAG_VARIANTS = {
  paper:
    "Paper (§3): the process bonus λp·A·F·Ncorr/N divides by N = all steps (search and reasoning), so it never exceeds λp.",
  "released-code":
    "Released code (qualidea1217/HiPRAG): divides by the number of search steps only, while Ncorr still counts every correct step — so the bonus can exceed λp (3 correct steps, 1 of them a search: λp·3/1).",
} as const;

/** The reward written out: its formula, where it comes from, and every choice the paper leaves open. */
export function PresetNotes({ spec }: { spec: TWhatIfSpec }) {
  if (spec.kind === "formula") return null;
  const preset = getRewardPreset(spec.preset);
  if (!preset) return null;
  return (
    <section aria-label="About this reward" className="space-y-2 text-sm">
      <p className="rounded bg-zinc-100 px-3 py-2 font-mono text-sm dark:bg-zinc-800" aria-label="Formula">
        {preset.formula}
      </p>
      <p className="text-zinc-700 dark:text-zinc-300">{preset.description}</p>
      <p className="text-xs text-zinc-500">Source: {preset.source}</p>
      {preset.id === "hiprag" && (
        <div
          aria-label="HiPRAG variants"
          className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-xs dark:border-amber-800 dark:bg-amber-950"
        >
          <p className="font-medium">Paper or released code?</p>
          {Object.entries(HIPRAG_VARIANTS).map(([variant, text]) => (
            <p
              key={variant}
              className={spec.params.variant === variant ? "font-semibold" : "text-zinc-600 dark:text-zinc-400"}
            >
              {spec.params.variant === variant ? "▸ " : ""}
              {text}
            </p>
          ))}
        </div>
      )}
      <details open={preset.id === "search-p1"} className="text-xs text-zinc-600 dark:text-zinc-400">
        <summary className="cursor-pointer font-medium">
          Choices the paper leaves open, and how trajscope makes them
        </summary>
        <ul className="mt-1 list-disc space-y-0.5 pl-4">
          {preset.choices.map((choice) => (
            <li key={choice}>{choice}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
