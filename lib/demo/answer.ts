// The final answer of a synthetic trajectory, given whether the run gets the question right (its
// ACC, FlashRAG's sub-EM). Right: the gold answer, or (one in five) the gold with more words around
// it — acc 1 but EM 0, as real answers often are. Wrong: the kinds of error real rollouts make —
// the other option of a yes/no question, a truncated gold (partial F1), an entity of the question
// (the wrong hop), another question's answer — never one that happens to contain the gold. EM, F1
// and acc are then computed from the text (lib/metrics/answer), so they always agree with it.
import { subExactMatch } from "@/lib/metrics/answer";
import type { TDemoQuestion } from "./questions";
import type { TRandom } from "./random";

const NO_ANSWER = "unknown";

export function makeAnswer(
  random: TRandom,
  question: TDemoQuestion,
  isCorrect: boolean,
  /** Names in the question (the wrong hop); may be empty. */
  entities: readonly string[],
  others: readonly TDemoQuestion[],
): string {
  const gold = random.pick(question.golden_answers);
  if (isCorrect) return random.chance(0.8) ? gold : `${gold} (${entities[0] ?? "see the passages"})`;
  const yesNo = gold.trim().toLowerCase();
  if (yesNo === "yes" || yesNo === "no") return yesNo === "yes" ? "no" : "yes";
  const words = gold.split(/\s+/);
  // The wrong hop (an entity of the question) most often, then a truncated gold, then another answer.
  const candidates: [number, string | null][] = [
    [0.5, entities.length > 0 ? random.pick(entities) : null],
    [0.3, words.length > 1 ? words.slice(0, -1).join(" ") : null],
    [0.2, others.length > 0 ? random.pick(random.pick(others).golden_answers) : null],
  ];
  const usable = candidates.filter((c): c is [number, string] => c[1] !== null && /[\p{L}\p{N}]/u.test(c[1]));
  let draw = random.next() * usable.reduce((sum, [weight]) => sum + weight, 0);
  const first = Math.max(
    0,
    usable.findIndex(([weight]) => (draw -= weight) < 0),
  );
  for (let i = 0; i < usable.length; i += 1) {
    const candidate = (usable[(first + i) % usable.length] as [number, string])[1];
    if (subExactMatch(candidate, question.golden_answers) === 0) return candidate;
  }
  return NO_ANSWER;
}
