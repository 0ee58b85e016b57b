import { describe, expect, it } from "vitest";
import { readBracketHeader, readDocTitleHeader, readParenHeader, type THeaderReader } from "./document-headers";

function read(reader: THeaderReader, line: string) {
  const header = reader(line, 0, line.length);
  return header && { id: header.id, title: header.title, body: line.slice(header.bodyStart) };
}

describe("header readers", () => {
  it.each([
    { line: 'Doc 1(Title: "Paul Walker") also had', expected: { id: "1", title: "Paul Walker", body: " also had" } },
    { line: "Doc 2 (Title: Bond (film))", expected: { id: "2", title: "Bond (film)", body: "" } },
    {
      line: 'Doc 3(Title: """Weird Al"" Yankovic") x',
      expected: { id: "3", title: '"Weird Al" Yankovic', body: " x" },
    },
    { line: "Doc 4(Title: never closed", expected: { id: "4", title: null, body: "never closed" } },
    { line: "Document 1(Title: x)", expected: null },
    { line: "see Doc 1(Title: x)", expected: null },
  ])("Doc-Title: $line", ({ line, expected }) => {
    expect(read(readDocTitleHeader, line)).toEqual(expected);
  });

  it.each([
    { line: "(1).mil   .mil The domain", expected: { id: "1", title: ".mil", body: ".mil The domain" } },
    {
      line: "(12)Defence Science and Technology Laboratory   DARPA",
      expected: { id: "12", title: "Defence Science and Technology Laboratory", body: "DARPA" },
    },
    { line: "(2)no gap here", expected: { id: "2", title: null, body: "no gap here" } },
    {
      line: "(1)Title: Nidal Hasan Text:  Nidal Malik Hasan (born",
      expected: { id: "1", title: "Nidal Hasan", body: " Nidal Malik Hasan (born" },
    },
    {
      line: '(2)"Title: Sean Astin Text:  He played in ""The Lord of the Rings"""',
      expected: { id: "2", title: "Sean Astin", body: ' He played in ""The Lord of the Rings"""' },
    },
    { line: "(3)Title: no text label", expected: { id: "3", title: null, body: "Title: no text label" } },
    { line: "(a) not a number", expected: null },
  ])("R1-Searcher paren: $line", ({ line, expected }) => {
    expect(read(readParenHeader, line)).toEqual(expected);
  });

  it.each([
    { line: "[1] Paris: capital of France", expected: { id: "1", title: "Paris", body: "capital of France" } },
    { line: "[2] untitled passage", expected: { id: "2", title: null, body: "untitled passage" } },
    { line: "[x] nope", expected: null },
  ])("PRO-Step bracket: $line", ({ line, expected }) => {
    expect(read(readBracketHeader, line)).toEqual(expected);
  });
});
