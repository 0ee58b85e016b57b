import type { TPairDetail } from "./types";

// A pair as step-level DPO trainers read it: the shape PRO-Step's own pipeline writes (prompt and
// chosen/rejected as chat messages, TRL's conversational preference format), with its scores.

const ACTION_TYPE: Record<string, string> = { search: "Search", answer: "Answer", reason: "Reason", other: "Other" };

export function toDpoLine(pair: TPairDetail) {
  return {
    prompt: pair.prompt,
    chosen: [{ role: "assistant", content: pair.chosen.text }],
    rejected: [{ role: "assistant", content: pair.rejected.text }],
    question_id: pair.tree,
    step_level: pair.depth,
    chosen_f1: pair.chosenF1,
    rejected_f1: pair.rejectedF1,
    chosen_combined: pair.chosenValue,
    rejected_combined: pair.rejectedValue,
    chosen_generative: pair.chosenPrm,
    rejected_generative: pair.rejectedPrm,
    chosen_action_type: ACTION_TYPE[pair.chosenAction] ?? "Other",
    rejected_action_type: ACTION_TYPE[pair.rejectedAction] ?? "Other",
  };
}
