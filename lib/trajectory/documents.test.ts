import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { splitDocuments } from "./documents";
import { REAL_FIXTURES } from "@/test/real-fixtures";

const fixtures = REAL_FIXTURES;

describe("splitDocuments", () => {
  it.each([
    {
      name: "Search-R1 information block",
      dialect: "search-r1",
      text: 'Doc 1(Title: "A") one\nDoc 2(Title: "B (band)") two\nmore of two',
      expected: [
        { id: "1", title: "A", text: "one" },
        { id: "2", title: "B (band)", text: "two\nmore of two" },
      ],
    },
    {
      name: "HiPRAG context uses the same headers",
      dialect: "hiprag",
      text: 'Doc 1(Title: "X") x',
      expected: [{ id: "1", title: "X", text: "x" }],
    },
    {
      name: "R1-Searcher numbered passages",
      dialect: "r1-searcher",
      text: "\n(1)DARPA   many fields\n(2)Defence Science and Technology Laboratory   DARPA – US\n",
      expected: [
        { id: "1", title: "DARPA", text: "many fields" },
        { id: "2", title: "Defence Science and Technology Laboratory", text: "DARPA – US" },
      ],
    },
    {
      name: "PRO-Step bracketed passages",
      dialect: "pro-step",
      text: "\n[1] Paris: capital\n[2] Lyon: city\n",
      expected: [
        { id: "1", title: "Paris", text: "capital" },
        { id: "2", title: "Lyon", text: "city" },
      ],
    },
    {
      name: "verl JSON result, one group per query, numbering restarts",
      dialect: "verl-tool",
      text: JSON.stringify({
        result: "Doc 1 (Title: A)\na text\n\nDoc 2 (Title: B)\nb text\n---\nDoc 1 (Title: C)\nc text",
      }),
      expected: [
        { id: "1", title: "A", text: "a text" },
        { id: "2", title: "B", text: "b text" },
        { id: "1", title: "C", text: "c text" },
      ],
    },
    {
      name: "verl JSON without documents keeps its message",
      dialect: "verl-tool",
      text: '{"result": "No search results found."}',
      expected: [{ id: null, title: null, text: "No search results found." }],
    },
    {
      name: "verl malformed JSON falls back to the raw headers",
      dialect: "verl-tool",
      text: '{"result": "Doc 1 (Title: A)\nbroken',
      expected: [{ id: null, title: null, text: '{"result": "Doc 1 (Title: A)\nbroken' }],
    },
    {
      name: "unparseable text stays one untitled document",
      dialect: "search-r1",
      text: "  Search error: timeout  ",
      expected: [{ id: null, title: null, text: "Search error: timeout" }],
    },
    {
      name: "text before the first header is kept",
      dialect: "search-r1",
      text: 'Note: partial\nDoc 1(Title: "A") a',
      expected: [
        { id: null, title: null, text: "Note: partial" },
        { id: "1", title: "A", text: "a" },
      ],
    },
    {
      name: "a header out of sequence is part of the passage",
      dialect: "r1-searcher",
      text: "(1)T   starts\n(7) is a footnote marker\n(2)U   next",
      expected: [
        { id: "1", title: "T", text: "starts\n(7) is a footnote marker" },
        { id: "2", title: "U", text: "next" },
      ],
    },
    { name: "empty block", dialect: "search-r1", text: " \n ", expected: [] },
  ] as const)("$name", ({ dialect, text, expected }) => {
    expect(splitDocuments(text, dialect)).toEqual(expected);
  });

  it("splits the real Search-R1 example into titled documents", () => {
    const text = fs.readFileSync(path.join(fixtures, "search-r1-example-case.txt"), "utf8");
    // The prompt quotes "<information> and </information>" first; the first real block opens with a header.
    const start = text.indexOf("<information>Doc") + "<information>".length;
    const docs = splitDocuments(text.slice(start, text.indexOf("</information>", start)), "search-r1");
    expect(docs.map((d) => [d.id, d.title])).toEqual([
      ["1", "Paul Walker"],
      ["2", "Paul Walker"],
      ["3", "Paul Walker"],
    ]);
    expect(docs[0]?.text.startsWith("also had a large car collection")).toBe(true);
    expect(docs[2]?.text.endsWith('""She\'s All That"" and')).toBe(true);
  });

  it("splits every real R1-Searcher document block into its five titled passages", () => {
    const lines = fs.readFileSync(path.join(fixtures, "r1-searcher-bamboogle-qwen.jsonl"), "utf8").trim().split("\n");
    let blocks = 0;
    for (const line of lines) {
      const text: string = JSON.parse(line).gen_text_store;
      for (const block of text.split("<|begin_of_documents|>").slice(1)) {
        const docs = splitDocuments(block.slice(0, block.indexOf("<|end_of_documents|>")), "r1-searcher");
        expect(docs.map((d) => d.id)).toEqual(["1", "2", "3", "4", "5"]);
        expect(docs.every((d) => d.title !== null && d.text.length > 0)).toBe(true);
        blocks++;
      }
    }
    expect(blocks).toBe(248);
  });

  it("splits R1-Searcher's `(n)Title: X Text: Y` passages, CSV-quoted or not, into title and text", () => {
    const raw = fs.readFileSync(path.join(fixtures, "r1-searcher-hotpotqa-llama-40.jsonl"), "utf8");
    const texts: string[] = raw
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).gen_text_store);
    // Counted on the raw text, independently of the parser: every header line that labels a title.
    const headerLines = texts.flatMap((text) => [...text.matchAll(/\n\((\d+)\)("?)Title: (.*?) Text: /g)]);
    expect(headerLines).toHaveLength(250);
    const docs = texts.flatMap((text) =>
      text
        .split("<|begin_of_documents|>")
        .slice(1)
        .flatMap((block) => splitDocuments(block.slice(0, block.indexOf("<|end_of_documents|>")), "r1-searcher")),
    );
    expect(docs.filter((d) => d.title)).toHaveLength(250);
    expect(docs.map((d) => d.title)).toEqual(headerLines.map((m) => m[3]!.replaceAll('""', '"').trim()));
    expect(docs[0]).toMatchObject({ id: "1", title: "2009 Fort Hood shooting" });
    expect(docs[0]?.text.startsWith("On November 5, 2009, a mass shooting")).toBe(true);
    const quoted = docs.find((d) => d.title === "John Rhys-Davies");
    expect(quoted?.text).toMatch(/^John Rhys-Davies \(born 5 May 1944\)/);
    expect(quoted?.text).toContain('his portrayal of Gimli in "The Lord of the Rings" trilogy');
    expect(quoted?.text.endsWith('"')).toBe(false);
  });

  it("splits two megabytes of headers in linear time", () => {
    const block = Array.from({ length: 40_000 }, (_, i) => `Doc ${i + 1}(Title: "T${i}") body text here`).join("\n");
    const started = performance.now();
    expect(splitDocuments(block, "search-r1")).toHaveLength(40_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
