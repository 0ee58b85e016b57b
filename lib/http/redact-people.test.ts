import { describe, expect, it } from "vitest";
import { redactPeople } from "./redact-people";

describe("redactPeople", () => {
  it("hides authors, creators, human sources and annotator names, and keeps the rest", () => {
    const answer = {
      labels: [
        { id: "1", source: "judge:gpt-4.1-nano", authorName: null, value: "GOOD" },
        { id: "2", source: "human:ada", authorName: "ada", value: "BAD", rationale: "human:ada said so, twice" },
      ],
      sources: ["human:ada", "human:bo", "judge:x"],
      queues: [
        {
          createdBy: "root",
          annotators: [
            { name: "ada", done: 2 },
            { name: "bo", done: 1 },
          ],
        },
      ],
    };
    expect(redactPeople(answer)).toEqual({
      labels: [
        { id: "1", source: "judge:gpt-4.1-nano", authorName: null, value: "GOOD" },
        { id: "2", source: "human", authorName: null, value: "BAD", rationale: "human:ada said so, twice" },
      ],
      sources: ["human", "judge:x"],
      queues: [
        {
          createdBy: null,
          annotators: [
            { name: "annotator 1", done: 2 },
            { name: "annotator 2", done: 1 },
          ],
        },
      ],
    });
  });

  it("hides the author of an exported label", () => {
    expect(redactPeople({ source: "human:bob", author: "bob", version: 2 })).toEqual({
      source: "human",
      author: null,
      version: 2,
    });
  });

  it("leaves answers without people unchanged", () => {
    const answer = { items: [{ id: "5", question: "who?", f1: 0.5, tags: ["a", "b"] }], nextCursor: null };
    expect(redactPeople(answer)).toEqual(answer);
  });
});

describe("redactPeople on lists", () => {
  it("keeps repeated values in lists it did not change", () => {
    expect(redactPeople({ goldenAnswers: ["Paris", "Paris"] })).toEqual({ goldenAnswers: ["Paris", "Paris"] });
  });
});
