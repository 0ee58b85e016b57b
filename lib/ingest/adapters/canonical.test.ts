import { describe, expect, it } from "vitest";
import { canonicalAdapter } from "./canonical";
import { readAll, sourceFromString } from "./test-source";

const LINES = [
  '{"type": "meta", "format": "trajscope", "version": 1}',
  "",
  '{"type": "trajectory", "question": "q", "response": "<answer>x</answer>", "extra_typo": 1}',
  '{"type": "trajectory", "question": }',
  "[1, 2]",
  '{"type": "metrics", "step": 3, "values": {"critic/score/mean": 0.5}}',
].join("\n");

describe("canonical adapter", () => {
  it("passes records through unvalidated and rejects what is not JSON objects", async () => {
    const { items } = await readAll(canonicalAdapter, sourceFromString(LINES, { file: "run.jsonl" }));
    expect(items).toEqual([
      {
        kind: "record",
        location: { file: "run.jsonl", line: 1 },
        record: { type: "meta", format: "trajscope", version: 1 },
      },
      // Validation (and so the typo) is the pipeline's business.
      {
        kind: "record",
        location: { file: "run.jsonl", line: 3 },
        record: { type: "trajectory", question: "q", response: "<answer>x</answer>", extra_typo: 1 },
      },
      {
        kind: "reject",
        location: { file: "run.jsonl", line: 4 },
        reason: "JSON syntax error at position 35: Unexpected token '}'",
        excerpt: '{"type": "trajectory", "question": }',
      },
      {
        kind: "reject",
        location: { file: "run.jsonl", line: 5 },
        reason: "expected a JSON object, got an array",
        excerpt: "[1, 2]",
      },
      {
        kind: "record",
        location: { file: "run.jsonl", line: 6 },
        record: { type: "metrics", step: 3, values: { "critic/score/mean": 0.5 } },
      },
    ]);
  });

  it("does not forgive NaN in its own format", async () => {
    const { rejects } = await readAll(
      canonicalAdapter,
      sourceFromString('{"type": "metrics", "step": 1, "values": {"a": NaN}}'),
    );
    expect(rejects.map((r) => r.reason)).toEqual(["JSON syntax error at position 47: Unexpected token 'N'"]);
  });

  it.each([
    ['{"type": "run", "run": "r"}', true],
    ['{"type": "labels", "trajectory": "t", "labels": []}', true],
    ['{"type": "episode"}', false],
    ['{"question": "q", "type": 3}', false],
  ])("detects %s: %s", (head, expected) => {
    expect(canonicalAdapter.detect({ file: "x.jsonl", head })).toBe(expected);
  });
});
