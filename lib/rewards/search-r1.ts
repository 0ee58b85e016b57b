// Search-R1 (PeterGriffinJin/Search-R1), the outcome-reward baseline of all three papers, as its
// code scores the stored response: qa_em.py compute_score_em (R = em_check of the last <answer>) and
// qa_em_format.py compute_score_em (the table below, structure_format_score 0.2, final_format_score
// 0.1, retrieval_score 0 in the format runs) with its is_valid_sequence, em_check (its own
// normalization, whatever the run's) and is_retrieval_correct over whole <information> blocks.
// Without a stored response: the final answer, the ingest format flag and the parsed documents.
import { hasAnswer, retrievalHits } from "@/lib/metrics/process";
import { isValidSequence } from "@/lib/trajectory/search-r1-format";
import { resolveParams } from "./params";
import { emCheck, extractSolution, isRetrievalCorrect } from "./search-r1-code";
import type {
  TRewardField,
  TRewardInput,
  TRewardParam,
  TRewardParamValues,
  TRewardPreset,
  TRewardReads,
  TRewardResult,
} from "./types";

/** The answer compute_score_em extracts (null: none), and whether em_check matches a gold (null: unknown). */
function answerMatch(input: TRewardInput): { answer: string | null; em: boolean | null } {
  const answer =
    input.response != null ? extractSolution(input.response) : hasAnswer(input) ? (input.finalAnswer ?? "") : null;
  const golds = input.goldenAnswers ?? [];
  if (answer === null) return { answer, em: null };
  // No stored golds: the logged EM, as the run scored it.
  if (golds.length === 0) return { answer, em: input.em == null ? null : input.em >= 1 };
  return { answer, em: emCheck(answer, golds) === 1 };
}

/** compute_score_em's reward: 1 or 0; null without stored golds and logged EM, answer or not. */
export function searchR1EmTotal(input: TRewardInput): 0 | 1 | null {
  const { answer, em } = answerMatch(input);
  if (em === null && (answer !== null || !input.goldenAnswers?.length)) return null;
  return em ? 1 : 0;
}

/** The fields answerMatch reads. */
const ANSWER_FIELDS: readonly TRewardField[] = ["response", "finalAnswer", "goldenAnswers", "em"];

export const SEARCH_R1_EM: TRewardPreset = {
  id: "search-r1-em",
  label: "Search-R1 (EM)",
  source: "Jin et al. 2025, Search-R1; verl/utils/reward_score/qa_em.py",
  formula: "R = EM(answer, gold)",
  description: "Outcome reward: 1 when the final answer exactly matches a gold answer after normalization, else 0.",
  params: [],
  choices: [
    "Equals PeterGriffinJin/Search-R1 qa_em.py compute_score_em, checked against its Python output (lib/rewards/reference/).",
    "EM is Search-R1's em_check (its own normalize_answer, whatever the run's normalization) of the last <answer> in the stored response; no answer scores 0. Without stored golds: the logged EM.",
    "extract_solution wants a second <answer> in prompt + response, the prompt holding one example; Search-R1's base template (make_prefix) holds two (`<answer> and </answer>`, `<answer> Beijing </answer>`), with which a response without an answer would be scored as \"Beijing\". trajscope stores no prompt and reads the response's last <answer>.",
  ],
  // The response, the answer and the golds (answerMatch): of the steps only whether one answers.
  reads: () => ({ fields: ANSWER_FIELDS, steps: false, documents: false, labels: [] }),
  compute: (input): TRewardResult => {
    const total = searchR1EmTotal(input);
    return total === null ? { total, components: {} } : { total, components: { em: total } };
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

/**
 * The steps and their documents are read only without a stored response (answered, and whether a
 * retrieval held a gold), and the latter only chooses between two cases that differ by s_retr: at
 * 0, the format runs' setting, it changes no total.
 */
function readsFormat(overrides: TRewardParamValues): TRewardReads {
  const retrieval = resolveParams(PARAMS, overrides).number("retrieval_score") !== 0;
  return {
    fields: [...ANSWER_FIELDS, "isFormatValid"],
    steps: retrieval ? "without-response" : false,
    documents: retrieval,
    labels: [],
  };
}

/**
 * compute_score_em's branch for the trajectory (an index of SEARCH_R1_FORMAT_CASES) with what
 * chose it; case null: unknown validity, or an answer whose EM is unknown — no reward. The code
 * checks the retrieval whenever the format is valid; `retrieval` "when it decides" skips it where
 * no branch reads it (a right answer), as the stored features do over a whole run.
 */
export function searchR1FormatCase(input: TRewardInput, retrieval: "always" | "when it decides" = "always") {
  const { answer, em } = answerMatch(input);
  const answered = answer !== null;
  const valid = input.response != null ? isValidSequence(input.response) : input.isFormatValid;
  if (valid == null || (answered && em === null)) return { case: null, answered, em, valid, retrieval: null };
  const golds = input.goldenAnswers ?? [];
  const isRead = valid && (retrieval === "always" || !(answered && em));
  const retrieved = !isRead
    ? null
    : input.response != null
      ? isRetrievalCorrect(input.response, golds)
      : retrievalHits(input.steps, golds, "flashrag").includes(true);
  const index = SEARCH_R1_FORMAT_CASES.findIndex(
    (c) =>
      c.answered === answered &&
      c.valid === valid &&
      (c.em === null || c.em === em) &&
      (c.retrieval === null || c.retrieval === retrieved),
  );
  return { case: index, answered, em, valid, retrieval: retrieved };
}

function formatScores(overrides: TRewardParamValues): TScores {
  const p = resolveParams(PARAMS, overrides);
  return {
    structure: p.number("structure_format_score"),
    final: p.number("final_format_score"),
    retrieval: p.number("retrieval_score"),
  };
}

/** Each case's reward under these parameters, in SEARCH_R1_FORMAT_CASES' order. */
export function searchR1FormatValues(overrides: TRewardParamValues = {}): number[] {
  const scores = formatScores(overrides);
  return SEARCH_R1_FORMAT_CASES.map((c) => c.value(scores));
}

function computeFormat(input: TRewardInput, overrides: TRewardParamValues = {}): TRewardResult {
  const branch = searchR1FormatCase(input);
  if (branch.case === null) return { total: null, components: {} };
  const bit = (b: boolean | null) => (b ? 1 : 0);
  return {
    total: SEARCH_R1_FORMAT_CASES[branch.case]!.value(formatScores(overrides)),
    components: {
      case: branch.case + 1,
      answered: bit(branch.answered),
      em: bit(branch.em),
      format_valid: bit(branch.valid),
      retrieval_correct: bit(branch.retrieval),
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
    "Equals PeterGriffinJin/Search-R1 qa_em_format.py compute_score_em, checked against its Python output (lib/rewards/reference/).",
    "Format validity is Search-R1's is_valid_sequence on the stored response (a <|im_end|> after </answer> makes it invalid; a tag inside an <information> block counts as the code counts it), else the flag computed at ingest; unknown validity gives no reward.",
    "EM is em_check with Search-R1's own normalization on the last <answer> of the response (see Search-R1 (EM) for the prompt's example answers); answered means the response has an <answer>.",
    'retrieval_correct is is_retrieval_correct: a normalized gold inside a whole normalized <information> block (headers included), checked only for a valid format, as the source does; without a stored response, inside one document\'s "title text".',
  ],
  reads: readsFormat,
  compute: computeFormat,
};
