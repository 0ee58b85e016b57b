// Keyboard-first labelling: one key sets a value on the selected step (or the whole trajectory),
// Enter saves it with the reason typed, Esc drops it; j/k move between steps, n/p between items.
import type { TLabelValue } from "@/lib/labels/value";
import type { TStepKind } from "@/lib/trajectory";
import type { TDraft } from "./draft";
import { checkLabelValue } from "./values";

export type TValueKey = { key: string; name: string; value: TLabelValue; description: string };

export const VALUE_KEYS: readonly TValueKey[] = [
  { key: "g", name: "step_quality", value: "GOOD", description: "Step quality GOOD" },
  { key: "b", name: "step_quality", value: "BAD", description: "Step quality BAD" },
  { key: "o", name: "over_search", value: true, description: "Over-search (a search step that was not needed)" },
  { key: "O", name: "over_search", value: false, description: "Not over-search" },
  { key: "u", name: "under_search", value: true, description: "Under-search (answered from memory, wrongly)" },
  { key: "U", name: "under_search", value: false, description: "Not under-search" },
  { key: "c", name: "answer_correct", value: true, description: "The answer is correct (whole trajectory)" },
  { key: "w", name: "answer_correct", value: false, description: "The answer is wrong (whole trajectory)" },
];

export const ANNOTATE_SHORTCUTS = [
  { key: "j", description: "Next step" },
  { key: "k", description: "Previous step" },
  ...VALUE_KEYS.map(({ key, description }) => ({ key, description })),
  { key: "l", description: "Another label: choose its name and type its value" },
  { key: "Enter", description: "Save (with the reason typed)" },
  { key: "Esc", description: "Drop the unsaved label" },
  { key: "n", description: "Next item" },
  { key: "p", description: "Previous item" },
  { key: "?", description: "Show these shortcuts" },
] as const;

/** The selectable rows: -1 is the whole trajectory, then each step by index. */
export function moveSelection(current: number, stepCount: number, delta: 1 | -1): number {
  return Math.min(stepCount - 1, Math.max(-1, current + delta));
}

/**
 * The draft a value key makes on the selected row, or the reason it does not apply there.
 * Trajectory labels (answer_correct) go to the whole trajectory whatever step is selected.
 */
export function draftForKey(
  key: string,
  selection: { stepIndex: number | null; kind: TStepKind | null },
): { draft: TDraft } | { error: string } | null {
  const entry = VALUE_KEYS.find((k) => k.key === key);
  if (!entry) return null;
  const isWhole = entry.name === "answer_correct";
  const stepIndex = isWhole ? null : selection.stepIndex;
  const stepKind = isWhole ? null : selection.kind;
  if (!isWhole && stepIndex === null) return { error: "Select a step first (j/k)." };
  const error = checkLabelValue({ name: entry.name, value: entry.value, stepKind });
  return error ? { error } : { draft: { stepIndex, name: entry.name, valueText: String(entry.value), rationale: "" } };
}
