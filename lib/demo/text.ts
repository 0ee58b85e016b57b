// Plausible text around real questions: entities read from the question, plans, queries, retrieved
// passages, conclusions. The passages are synthetic (templated sentences); only the questions and
// gold answers are real, which the run notes say.
import { hashString } from "@/lib/charts/palette";
import type { TDocumentRecord } from "@/lib/ingest/canonical";
import type { TRandom } from "./random";

const LEAD = new Set(
  "who what which when where why how in the a an is are was were did do does on at of for this that".split(" "),
);
const JOINERS = new Set(["of", "the", "de", "da", "von", "van", "and", "&", "for", "del", "la"]);

/** Names in the question: quoted phrases and runs of capitalised words ("Truman Sports Complex"). */
export function questionNames(question: string): string[] {
  const found = [...question.matchAll(/"([^"]{2,60})"/g)].map((m) => (m[1] as string).trim());
  let current: string[] = [];
  const flush = () => {
    while (current.length > 0 && JOINERS.has((current.at(-1) as string).toLowerCase())) current.pop();
    if (current.length > 0) found.push(current.join(" "));
    current = [];
  };
  // Punctuation ends a name: "German, David Guterson" is two.
  question.split(/[?!,;:()"]/).forEach((part, p) => {
    part
      .split(/\s+/)
      .filter(Boolean)
      .forEach((word, i) => {
        const isLead = p === 0 && i === 0 && LEAD.has(word.toLowerCase());
        if (/^[A-Z0-9]/.test(word) && !isLead) current.push(word.replace(/\.$/, ""));
        else if (current.length > 0 && JOINERS.has(word.toLowerCase())) current.push(word);
        else flush();
      });
    flush();
  });
  return [...new Set(found)].filter((name) => !LEAD.has(name.toLowerCase())).slice(0, 3);
}

/** What to search for: the question's names, else (NQ's lowercase questions) its topic. */
export function questionEntities(question: string): string[] {
  const names = questionNames(question);
  return names.length > 0 ? names : [questionTopic(question)];
}

/** A lowercase question's subject: leading question words dropped, at most six words. */
export function questionTopic(question: string): string {
  const words = question
    .replace(/[?!.,;:"]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const skip = new Set([...LEAD, "got", "many", "much", "played", "plays", "wrote", "sang", "sings"]);
  let i = 0;
  while (i < words.length - 1 && skip.has((words[i] as string).toLowerCase())) i += 1;
  return words.slice(i, i + 6).join(" ");
}

/** Content words of the question outside its entities: what it asks about them. */
export function relationWords(question: string, entities: readonly string[]): string[] {
  const inNames = new Set(entities.flatMap((e) => e.toLowerCase().split(/\s+/)));
  return question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter((w) => w.length > 3 && !LEAD.has(w) && !inNames.has(w) && !JOINERS.has(w))
    .slice(0, 4);
}

export function planText(items: readonly string[]): string {
  return items.map((item, i) => `${i + 1}. ${item}`).join("\n");
}

export function planItems(entities: readonly string[], relation: readonly string[], isMultiHop: boolean): string[] {
  const [first, second] = [entities[0] as string, entities[1]];
  const asked = relation.slice(0, 2).join(" ");
  const about = (e: string) => (asked ? `Check ${e} for "${asked}"` : `Find out about ${e}`);
  if (!isMultiHop)
    return [asked ? `Search for ${first}: ${asked}` : `Search for ${first}`, "Read the answer off the passages"];
  return [`Find out about ${first}`, about(second ?? first), "Combine both findings into the answer"];
}

/** The k-th search's query; a repeat is rephrased three times in four (real agents do repeat some). */
export function searchQuery(
  random: TRandom,
  entity: string,
  relation: readonly string[],
  k: number,
  used: Set<string>,
): string {
  let query = [entity, ...relation.slice(k === 0 ? 0 : k, k === 0 ? 1 : k + 2)].join(" ");
  const rephrasings = ["facts", "history", "wikipedia", "details"];
  for (let i = 0; used.has(query) && i < rephrasings.length && !random.chance(0.25); i += 1) {
    query = `${entity} ${rephrasings[(k + i) % rephrasings.length]}`;
  }
  used.add(query);
  return query;
}

const REASONING = [
  "I already know enough about {e} to reason without searching.",
  "From what I know, {e} bears directly on the question.",
  "Putting together what I have on {e} so far.",
];

export function reasoningText(entity: string, k: number): string {
  return (REASONING[k % REASONING.length] as string).replaceAll("{e}", entity);
}

export function referencePlan(entities: readonly string[], relation: readonly string[], isMultiHop: boolean): string[] {
  const asked = relation.slice(0, 2).join(" ") || "answer";
  const steps = entities.slice(0, isMultiHop ? 2 : 1).map((e) => `Retrieve ${e} ${asked}`);
  return isMultiHop ? [...steps, "Verify the answer against both passages"] : steps;
}

const FILLER = [
  "{e} is described in several reference works, which trace its history and the people connected with it.",
  "Accounts of {e} often mention {r} among the details most cited about it.",
  "The article on {e} covers its background, later developments and how it was received.",
  "{e} has been covered in newspapers, encyclopedias and academic surveys over the years.",
  "Records about {e} list the dates, places and names associated with {r}.",
  "Later sources revisit {e} and correct several details given in earlier ones.",
];

/** Three passages for a search; with `answer`, one of the top two states it. */
export function retrievedDocuments(
  random: TRandom,
  entity: string,
  relation: readonly string[],
  answer: string | null,
): TDocumentRecord[] {
  const r = relation.slice(0, 2).join(" ") || "its history";
  const fill = (e: string) => random.pick(FILLER).replaceAll("{e}", e).replaceAll("{r}", r);
  const hitAt = answer === null ? -1 : random.int(2);
  const titles = [entity, `${entity} (disambiguation)`, `History of ${entity}`];
  return titles.map((title, rank) => {
    const text = rank === hitAt ? `${fill(entity)} As to ${r}, it names ${answer}.` : fill(entity);
    const score = Math.round((0.82 - 0.07 * rank + 0.03 * random.normal()) * 1000) / 1000;
    return { id: `wiki-${hashString(`${title}\u0000${text}`).toString(36)}`, title, text, score };
  });
}

export const INVALID_ACTION =
  "My previous action is invalid. If I want to search, I should put the query between <search> and </search>. If I want to give the final answer, I should put the answer between <answer> and </answer>. Let me try again.";
