import { describe, expect, it } from "vitest";
import { countNodes, typeOf } from "./ast";
import { parseFormula } from "./parse";

describe("typeOf and countNodes", () => {
  it.each([
    ["em + 1", "number", 3],
    ["em > 1", "boolean", 3],
    ["not em", "boolean", 2],
    ["-em", "number", 2],
    ["em and f1", "boolean", 3],
    ["true", "boolean", 1],
    ["c.path", "number", 1],
    ["if(em, true, f1 > 0)", "boolean", 6],
    ["if(em, 1, f1 > 0)", "number", 6],
    ["min(em, f1 > 0)", "number", 5],
  ] as const)("%s is a %s of %i nodes", (source, type, nodes) => {
    const { ast } = parseFormula(source);
    expect(typeOf(ast)).toBe(type);
    expect(countNodes(ast)).toBe(nodes);
  });
});
