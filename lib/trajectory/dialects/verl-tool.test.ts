import { describe, expect, it } from "vitest";
import { readToolCallQuery } from "./verl-tool";

describe("readToolCallQuery", () => {
  it.each([
    {
      raw: '\n{"name": "search", "arguments": {"query_list": ["capital of France"]}}\n',
      expected: "capital of France",
    },
    { raw: '{"name": "search", "arguments": {"query_list": [" a ", "b", ""]}}', expected: "a\nb" },
    { raw: '{"name": "search", "arguments": {"query": "single"}}', expected: "single" },
    { raw: '{"name": "search", "arguments": "{\\"query_list\\": [\\"stringified\\"]}"}', expected: "stringified" },
    {
      raw: '{"name": "search", "arguments": {"query_list": ["cut off',
      expected: '{"name": "search", "arguments": {"query_list": ["cut off',
    },
    {
      raw: '{"name": "calculator", "arguments": {"expr": "1+1"}}',
      expected: '{"name": "calculator", "arguments": {"expr": "1+1"}}',
    },
    {
      raw: '{"name": "search", "arguments": {"query_list": [1, 2]}}',
      expected: '{"name": "search", "arguments": {"query_list": [1, 2]}}',
    },
    { raw: '"just a string"', expected: '"just a string"' },
    { raw: "not json at all", expected: "not json at all" },
    { raw: "   ", expected: null },
  ])("$raw → $expected", ({ raw, expected }) => {
    expect(readToolCallQuery(raw)).toBe(expected);
  });
});
