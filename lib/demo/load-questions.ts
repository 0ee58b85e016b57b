import { readFileSync } from "node:fs";
import path from "node:path";
import { DEMO_QUESTION_FILES, parseQuestions, type TQuestionPool } from "./questions";

/** The repository's demo/ folder (next to lib/). */
export const DEMO_DIR = path.join(import.meta.dirname, "..", "..", "demo");

export function loadDemoQuestions(dir: string = DEMO_DIR): TQuestionPool {
  return Object.fromEntries(
    Object.entries(DEMO_QUESTION_FILES).map(([dataset, file]) => [
      dataset,
      parseQuestions(dataset, readFileSync(path.join(dir, file), "utf8")),
    ]),
  );
}
