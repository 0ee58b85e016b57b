// The labels of the browse run, by rule, so every kind the pages show occurs: judge verdicts with
// rationales on each step, PRM verdicts that sometimes disagree, a person's correction, over-/
// under-search booleans, a trajectory-level answer_correct and a numeric plan_coverage.
import type { TParsedStep } from "@/lib/trajectory";
import type { TSeedTrajectory } from "./seed-browse-run";
import { BROWSE_RUN } from "./seeded-runs";

export type TSeedLabel = {
  stepIndex: number | null;
  source: string;
  name: string;
  valueType: "boolean" | "number" | "category";
  value: string;
  rationale: string | null;
  corrects?: TSeedLabel;
};

const JUDGE = "judge:gpt-4.1-nano";
const PRM = "prm:pro-step-8b";

function judgeQuality(k: number, step: TParsedStep, isCorrect: boolean, isLast: boolean): [string, string] {
  if (k === 0 && step.index === 0) return ["BAD", BROWSE_RUN.hostile.rationale];
  if (isCorrect && k % 3 === 1 && step.index === 0) {
    return [
      "BAD",
      `Step ${step.index + 1} searches for "${step.query ?? "nothing"}" but the final answer does not use what it retrieved.`,
    ];
  }
  if (!isCorrect && isLast) return ["BAD", "The answer is not supported by any retrieved document."];
  return step.kind === "search"
    ? ["GOOD", `The query "${step.query}" asks for exactly the missing fact.`]
    : ["GOOD", "The step follows from what was retrieved before it."];
}

export function buildLabels(
  k: number,
  sample: TSeedTrajectory,
  steps: TParsedStep[],
  isCorrect: boolean,
): TSeedLabel[] {
  const labels: TSeedLabel[] = [];
  for (const step of steps) {
    const [value, rationale] = judgeQuality(k, step, isCorrect, step.index === steps.length - 1);
    const judged: TSeedLabel = {
      stepIndex: step.index,
      source: JUDGE,
      name: "step_quality",
      valueType: "category",
      value,
      rationale,
    };
    labels.push(judged);
    if (k % 2 === 0) {
      // The PRM disagrees with the judge on the first step of every fourth trajectory.
      const flipped = k % 4 === 0 && k > 0 && step.index === 0;
      const prmValue = flipped ? (value === "GOOD" ? "BAD" : "GOOD") : value;
      labels.push({
        stepIndex: step.index,
        source: PRM,
        name: "step_quality",
        valueType: "category",
        value: prmValue,
        rationale: `P(GOOD) = ${prmValue === "GOOD" ? "0.91" : "0.12"}`,
      });
    }
    if (k === 7 && step.index === 0) {
      labels.push({
        stepIndex: 0,
        source: "human:ana",
        name: "step_quality",
        valueType: "category",
        value: value === "GOOD" ? "BAD" : "GOOD",
        rationale: "Checked the documents myself: the judge misread this step.",
        corrects: judged,
      });
    }
    if (step.kind === "search") {
      const isOver = k % 5 === 2;
      labels.push({
        stepIndex: step.index,
        source: JUDGE,
        name: "over_search",
        valueType: "boolean",
        value: String(isOver),
        rationale: isOver ? "The model already knew this fact: its answer without retrieval is the same." : null,
      });
    }
    if (step.kind === "answer") {
      const isUnder = !isCorrect && k % 2 === 1;
      labels.push({
        stepIndex: step.index,
        source: JUDGE,
        name: "under_search",
        valueType: "boolean",
        value: String(isUnder),
        rationale: isUnder ? "Answered from memory, wrongly, where one more search would have found it." : null,
      });
    }
  }
  if (sample.judgeVerdict) {
    const value = sample.judgeVerdict === "True" ? "true" : "false";
    labels.push({
      stepIndex: null,
      source: "judge:gpt-4o",
      name: "answer_correct",
      valueType: "boolean",
      value,
      rationale: "GPT-4o's verdict from the R1-Searcher evaluation.",
    });
  }
  if (sample.dataset === "hotpotqa") {
    labels.push({
      stepIndex: null,
      source: JUDGE,
      name: "plan_coverage",
      valueType: "number",
      value: String((k % 5) / 4),
      rationale: `Covered ${k % 5} of 4 reference plan steps.`,
    });
  }
  return labels;
}
