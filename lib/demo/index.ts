// A deterministic synthetic family of training runs (Search-R1, HiPRAG, Search-P1 and its ablations
// and λp sweep) in trajscope's canonical JSONL, built around real questions shipped in demo/.
// Node-only (reads demo/ when no question pool is given). See ARCHITECTURE.md.
export { generateDemoFamily, type TDemoRun } from "./family";
export type { TDemoOptions } from "./options";
export { jsonlChunks, writeDemoFamily, type TWrittenRun } from "./write";
export { DEMO_PROFILES, DATASETS as DEMO_DATASETS, START_ACCURACY, type TProfile } from "./profiles";
export { DEMO_DIR, loadDemoQuestions } from "./load-questions";
export { DEMO_QUESTION_FILES, EVAL_DATASETS, parseQuestions, TRAIN_DATASETS } from "./questions";
export type { TDemoQuestion, TQuestionPool } from "./questions";
