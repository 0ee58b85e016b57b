// Real questions and gold answers for the synthetic trajectories, from the files copied into demo/
// (licenses in demo/README.md). Only three benchmarks ship with questions, so trajectories are drawn
// from NQ and HotpotQA (the in-domain training sets of Search-R1 and Search-P1) and evaluated on
// those plus Bamboogle; the other benchmarks appear only as logged val/test_score metrics. A
// HotpotQA question is never passed off as a MuSiQue one.

export type TDemoQuestion = { dataset: string; id: string; question: string; golden_answers: string[] };
export type TQuestionPool = Readonly<Record<string, readonly TDemoQuestion[]>>;

/** demo/ file per dataset: R1-Searcher's eval sets ({idx, question, answer}), FlashRAG's ({id, question, golden_answers}). */
export const DEMO_QUESTION_FILES = {
  nq: "flashrag-nq-test.jsonl",
  hotpotqa: "hotpotqa-dev-500.jsonl",
  bamboogle: "bamboogle-questions.jsonl",
} as const;

export const TRAIN_DATASETS = ["nq", "hotpotqa"] as const;
export const EVAL_DATASETS = ["nq", "hotpotqa", "bamboogle"] as const;

function asQuestion(dataset: string, row: Record<string, unknown>, line: number): TDemoQuestion | null {
  const golds = Array.isArray(row.golden_answers) ? row.golden_answers : [row.answer];
  const golden = golds.filter((g): g is string => typeof g === "string" && g.trim() !== "");
  if (typeof row.question !== "string" || golden.length === 0) return null;
  const id = typeof row.id === "string" ? row.id : `${dataset}-${typeof row.idx === "number" ? row.idx : line}`;
  return { dataset, id, question: row.question.trim(), golden_answers: golden };
}

/** The questions of one file's text; lines without a question and a gold answer are skipped. */
export function parseQuestions(dataset: string, text: string): TDemoQuestion[] {
  return text.split("\n").flatMap((line, i) => {
    if (line.trim() === "") return [];
    const question = asQuestion(dataset, JSON.parse(line) as Record<string, unknown>, i + 1);
    return question === null ? [] : [question];
  });
}
