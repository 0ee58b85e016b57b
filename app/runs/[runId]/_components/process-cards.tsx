import type { TCountRate, TRunOverview } from "@/lib/browse/types";
import { formatPercent } from "@/lib/browse/format";
import { Stat } from "./stat-card";

// The overview's process figures. A figure whose labels the run lacks reads "not judged" with the
// reason, never 0 %: a run nobody judged has no over-search, not zero over-search.

const NOT_JUDGED = "not judged";
const rate = (r: TCountRate) => (r.rate === null ? NOT_JUDGED : formatPercent(r.rate));
const counted = (r: TCountRate, of: string) => (r.total === 0 ? `no ${of} judged` : `${r.count} / ${r.total} ${of}`);

// "Correct" is the page's correctness choice (`rule`: "EM ≥ 1", "label answer_correct", …).
const DEFINITIONS = {
  "pro-step": {
    name: "PRO-Step",
    short: "correct with a BAD step",
    text: (rule: string) =>
      `correct (${rule}) with a BAD step_quality step, of correct trajectories whose steps were judged`,
  },
  hiprag: {
    name: "HiPRAG",
    short: "correct with an over-/under-search step",
    text: (rule: string) => `correct (${rule}) with an over- or under-search step, of correct trajectories`,
  },
} as const;

export function SearchDecisionsCard({ overall }: { overall: TRunOverview["overall"] }) {
  const { osr, usr } = overall.searchDecisions;
  const judged = osr.total + usr.total > 0;
  return (
    <Stat
      label="OSR / USR (HiPRAG)"
      value={judged ? `${rate(osr)} / ${rate(usr)}` : NOT_JUDGED}
      hint="HiPRAG's over-search rate (over-searched / judged search steps) and under-search rate (under-searched / judged non-search steps), from the current labels"
    >
      {judged ? (
        <>
          <p>
            OSR {counted(osr, "searches")} · USR {counted(usr, "non-search steps")}
          </p>
          <p>
            share of trajectories with such a step: {formatPercent(overall.overSearchRate)} /{" "}
            {formatPercent(overall.underSearchRate)}
          </p>
        </>
      ) : (
        <p>no over-/under-search labels in this run</p>
      )}
    </Stat>
  );
}

export function FlawedButCorrectCard({
  overall,
  correctness,
}: {
  overall: TRunOverview["overall"];
  correctness: TRunOverview["correctness"];
}) {
  const fbc = overall.flawedButCorrect;
  if (fbc.definition === null) {
    return (
      <Stat label="Flawed but correct" value={NOT_JUDGED}>
        <p>{fbc.reason}</p>
      </Stat>
    );
  }
  const definition = DEFINITIONS[fbc.definition];
  return (
    <Stat
      label="Flawed but correct"
      value={rate(fbc)}
      hint={`${definition.name}: ${definition.text(correctness.rule)}`}
    >
      <p>
        {definition.name} definition: {fbc.total === 0 ? "no correct trajectory judged" : `${fbc.count} / ${fbc.total}`}
      </p>
      <p>{definition.short}</p>
      <p>correct = {correctness.rule}</p>
    </Stat>
  );
}
