// Search-R1 (PeterGriffinJin/Search-R1), the outcome-reward baseline of all three papers.
// qa_em.py: R = EM of the last <answer> (FlashRAG normalization). qa_em_format.py compute_score_em:
// the table below, with structure_format_score 0.2, final_format_score 0.1, retrieval_score 0 in the
// format runs. `is_valid_format` is the think → (search → information → think)* → answer state
// machine, which lib/trajectory ran at ingest (isFormatValid); `retrieval_correct` is
// is_retrieval_correct: some <information> block contains a normalized gold answer.
import { hasAnswer, retrievalHits } from "@/lib/metrics/process";
import { resolveParams } from "./params";
import type { TRewardInput, TRewardParam, TRewardParamValues, TRewardPreset, TRewardResult } from "./types";

export const SEARCH_R1_EM: TRewardPreset = {
  id: "search-r1-em",
  label: "Search-R1 (EM)",
  source: "Jin et al. 2025, Search-R1; verl/utils/reward_score/qa_em.py",
  formula: "R = EM(answer, gold)",
  description: "Outcome reward: 1 when the final answer exactly matches a gold answer after normalization, else 0.",
  params: [],
  choices: [
    "EM is the trajectory's stored EM, computed with the run's normalization (FlashRAG's equals Search-R1's em_check).",
  ],
  compute: (input) => {
    const result: TRewardResult = { total: input.em ?? null, components: {} };
    if (input.em != null) result.components.em = input.em;
    return result;
  },
};

const PARAMS: readonly TRewardParam[] = [
  number(
    "structure_format_score",
    "Structure format score",
    0.2,
    "Reward for a valid format with a wrong or missing answer.",
  ),
  number("final_format_score", "Final format score", 0.1, "Reward for an invalid format with a wrong answer."),
  number(
    "retrieval_score",
    "Retrieval score",
    0,
    "Added when the format is valid and a retrieval contained a gold answer.",
  ),
];

function number(name: string, label: string, value: number, description: string): TRewardParam {
  return { kind: "number", name, label, default: value, min: 0, max: 1, step: 0.05, description };
}

type TScores = { structure: number; final: number; retrieval: number };
type TCase = {
  answered: boolean;
  em: boolean | null;
  valid: boolean;
  retrieval: boolean | null;
  reward: string;
  value: (s: TScores) => number;
};

/** compute_score_em's branches in source order; null = not consulted in that branch; score = 1. */
export const SEARCH_R1_FORMAT_CASES: readonly TCase[] = [
  {
    answered: false,
    em: null,
    valid: true,
    retrieval: true,
    reward: "s_struct + s_retr",
    value: (s) => s.structure + s.retrieval,
  },
  { answered: false, em: null, valid: true, retrieval: false, reward: "s_struct", value: (s) => s.structure },
  { answered: false, em: null, valid: false, retrieval: null, reward: "0", value: () => 0 },
  { answered: true, em: true, valid: true, retrieval: null, reward: "1", value: () => 1 },
  { answered: true, em: true, valid: false, retrieval: null, reward: "1 − s_struct", value: (s) => 1 - s.structure },
  {
    answered: true,
    em: false,
    valid: true,
    retrieval: true,
    reward: "s_struct + s_retr",
    value: (s) => s.structure + s.retrieval,
  },
  { answered: true, em: false, valid: true, retrieval: false, reward: "s_struct", value: (s) => s.structure },
  { answered: true, em: false, valid: false, retrieval: null, reward: "s_final", value: (s) => s.final },
];

function computeFormat(input: TRewardInput, overrides: TRewardParamValues = {}): TRewardResult {
  const p = resolveParams(PARAMS, overrides);
  const answered = hasAnswer(input);
  if (input.isFormatValid == null || (answered && input.em == null)) return { total: null, components: {} };
  const valid = input.isFormatValid;
  const em = answered ? (input.em as number) >= 1 : null;
  // Search-R1 uses FlashRAG's normalize_answer here, whatever the run's scheme.
  const retrieval = valid ? retrievalHits(input.steps, input.goldenAnswers ?? [], "flashrag").includes(true) : null;
  const index = SEARCH_R1_FORMAT_CASES.findIndex(
    (c) =>
      c.answered === answered &&
      c.valid === valid &&
      (c.em === null || c.em === em) &&
      (c.retrieval === null || c.retrieval === retrieval),
  );
  const scores = {
    structure: p.number("structure_format_score"),
    final: p.number("final_format_score"),
    retrieval: p.number("retrieval_score"),
  };
  const bit = (b: boolean | null) => (b ? 1 : 0);
  return {
    total: (SEARCH_R1_FORMAT_CASES[index] as TCase).value(scores),
    components: {
      case: index + 1,
      answered: bit(answered),
      em: bit(em),
      format_valid: bit(valid),
      retrieval_correct: bit(retrieval),
    },
  };
}

export const SEARCH_R1_FORMAT: TRewardPreset = {
  id: "search-r1-format",
  label: "Search-R1 (EM + format)",
  source: "Jin et al. 2025, Search-R1; verl/utils/reward_score/qa_em_format.py compute_score_em",
  formula:
    "R = 1 if EM ∧ valid · 1 − s_struct if EM ∧ ¬valid · s_struct (+ s_retr if a retrieval held a gold) if ¬EM ∧ valid · s_final if ¬EM ∧ ¬valid · without an answer: s_struct (+ s_retr) if valid, else 0",
  description:
    "Outcome EM with a format bonus: a well-formed trajectory earns partial credit even when its answer is wrong, and a correct answer in a broken format loses the structure score.",
  params: PARAMS,
  choices: [
    "Format validity is the flag lib/trajectory computed at ingest with the dialect's state machine (Search-R1's is_valid_sequence); unknown validity gives no reward.",
    "Answered means the response has a final answer (Search-R1 requires a second <answer> match in prompt + response, i.e. one in the response).",
    'A retrieval holds a gold when one of its documents\' "title text" contains a normalized gold (FlashRAG normalization, as is_retrieval_correct); checked only for a valid format, as the source does.',
  ],
  compute: computeFormat,
};
