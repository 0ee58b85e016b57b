// Synthetic rollouts in Search-R1's tag grammar around real questions and gold answers: one
// search, one information block, one answer. Only the model's side is made up.
import { BROWSE_RUN } from "./seeded-runs";

export type TSyntheticSample = { question: string; golds: string[]; isCorrect: boolean };

export function syntheticResponse({ question, golds, isCorrect }: TSyntheticSample): string {
  const gold = golds[0] ?? "unknown";
  const answer = isCorrect ? gold : "I could not find it";
  return [
    `<think>I need to find out: ${question}. I will search for it.</think>`,
    `<search> ${question} </search>`,
    "",
    `<information>Doc 1(Title: "${gold}") Sources agree that the answer is ${gold}, as recorded in the reference works.`,
    `Doc 2(Title: "Background") A passage about the topic of the question that does not answer it.</information>`,
    "",
    `<think>The first document says ${gold}.</think>`,
    `<answer> ${answer} </answer>`,
  ].join("\n");
}

/** The hostile sample: markup and a javascript: URL in a retrieved document and in the reasoning. */
export function hostileResponse(gold: string): string {
  const { script, image, javascriptLink, safeLink } = BROWSE_RUN.hostile;
  return [
    `<think>Let me look this up. ${image}</think>`,
    `<search> ${BROWSE_RUN.hostile.question} </search>`,
    "",
    `<information>Doc 1(Title: "Nobel Prize in Physics ${script}") The first Nobel Prize in Physics went to ${gold} in 1901. ${script} ${image} See ${safeLink} or ${javascriptLink}`,
    `Doc 2(Title: "Physics") Physics is the natural science of matter.</information>`,
    "",
    `<think>So it is ${gold}.</think>`,
    `<answer> ${gold} </answer>`,
  ].join("\n");
}

/** A rollout of `rounds` search rounds, each retrieving two ~2 kB documents: over 2 MB in all. */
export function longResponse(rounds: number): string {
  const filler = "The city on the Seine has been the seat of government for centuries. ".repeat(30);
  const parts: string[] = [];
  for (let i = 1; i <= rounds; i++) {
    parts.push(
      `<think>Round ${i}: I still need another source.</think>`,
      `<search> capital of france source ${i} </search>`,
      "",
      `<information>Doc 1(Title: "Source ${i}") Paris is the capital of France. ${filler}`,
      `Doc 2(Title: "Other ${i}") ${filler}</information>`,
      "",
    );
  }
  parts.push("<think>Enough.</think>", "<answer> Paris </answer>");
  return parts.join("\n");
}
