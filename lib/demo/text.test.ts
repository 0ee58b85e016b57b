import { describe, expect, it } from "vitest";
import { subExactMatch, tokenF1 } from "@/lib/metrics/answer";
import { makeAnswer } from "./answer";
import { createRandom } from "./random";
import { planItems, questionEntities, questionTopic, retrievedDocuments } from "./text";

describe("questionEntities", () => {
  it.each([
    [
      "In the 1973 NFL season, the Pro Bowl took place at what football stadium that is part of the Truman Sports Complex, along with what other stadium?",
      ["1973 NFL", "Pro Bowl", "Truman Sports Complex"],
    ],
    ["Which novelist was German, David Guterson or Thomas Mann?", ["German", "David Guterson", "Thomas Mann"]],
    ["When did the last king from Britain's House of Hanover die?", ["Britain's House of Hanover"]],
    ["who got the first nobel prize in physics", ["first nobel prize in physics"]],
  ])("%s", (question, entities) => {
    expect(questionEntities(question)).toEqual(entities);
  });

  it("falls back to the topic of a lowercase question", () => {
    expect(questionTopic("when is the next deadpool movie being released")).toBe("next deadpool movie being released");
  });
});

describe("plans and passages", () => {
  it("plans two steps for a single-hop question and three for a multi-hop one", () => {
    expect(planItems(["Citibank"], ["founded"], false)).toHaveLength(2);
    expect(planItems(["United States", "Citibank"], ["president", "year"], true)).toEqual([
      "Find out about United States",
      'Check Citibank for "president year"',
      "Combine both findings into the answer",
    ]);
  });

  it("retrieves three passages, one naming the answer when there is one", () => {
    const docs = retrievedDocuments(createRandom(1), "Citibank", ["founded"], "James Madison");
    expect(docs).toHaveLength(3);
    expect(docs.filter((d) => d.text.includes("James Madison"))).toHaveLength(1);
    expect(retrievedDocuments(createRandom(1), "Citibank", [], null).some((d) => d.text.includes("Madison"))).toBe(
      false,
    );
  });
});

describe("makeAnswer", () => {
  const question = {
    dataset: "hotpotqa",
    id: "q",
    question: "Which novelist was German?",
    golden_answers: ["Paul Thomas Mann"],
  };
  const others = [{ dataset: "hotpotqa", id: "o", question: "?", golden_answers: ["Kauffman Stadium"] }];

  it("answers right with the gold inside (acc 1) and wrong without it (acc 0)", () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const random = createRandom(seed);
      expect(subExactMatch(makeAnswer(random, question, true, ["Thomas Mann"], others), question.golden_answers)).toBe(
        1,
      );
      expect(subExactMatch(makeAnswer(random, question, false, ["Thomas Mann"], others), question.golden_answers)).toBe(
        0,
      );
    }
  });

  it("makes near misses with partial F1, and flips yes/no", () => {
    const f1s = Array.from({ length: 50 }, (_, seed) =>
      tokenF1(makeAnswer(createRandom(seed), question, false, ["Thomas Mann"], others), question.golden_answers),
    );
    expect(Math.max(...f1s)).toBeGreaterThan(0.5);
    const yes = { ...question, golden_answers: ["yes"] };
    expect(makeAnswer(createRandom(1), yes, false, ["X"], others)).toBe("no");
  });
});
