import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { documentHash, documentRefs, uniqueDocuments } from "./document-hash";

const md5Uuid = (text: string) =>
  createHash("md5")
    .update(text, "utf8")
    .digest("hex")
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");

describe("documentHash", () => {
  it("hashes id, title and text each written as <bytes>:<value>, or - when absent", () => {
    expect(documentHash({ id: "d1", title: "Paris", text: "Capital." })).toBe(md5Uuid("2:d15:Paris8:Capital."));
    expect(documentHash({ text: "x" })).toBe(md5Uuid("--1:x"));
    // Bytes, not UTF-16 units: "é" is two bytes, "𝄞" four — as PostgreSQL's octet_length counts them.
    expect(documentHash({ id: null, title: "é", text: "𝄞" })).toBe(md5Uuid("-2:é4:𝄞"));
  });

  it.each([
    ["a title moved into the text", { title: "ab", text: "" }, { title: "", text: "ab" }],
    ["an absent id and an empty one", { id: null, text: "t" }, { id: "", text: "t" }],
    ["a colon inside a value", { id: "1:2", text: "t" }, { id: "1", title: "2", text: "t" }],
  ])("tells apart %s", (_, a, b) => {
    expect(documentHash(a)).not.toBe(documentHash(b));
  });

  it("gives undefined and null the same hash: the canonical format's nullish fields", () => {
    expect(documentHash({ text: "t" })).toBe(documentHash({ id: null, title: null, text: "t" }));
  });
});

describe("documentRefs", () => {
  it("keeps order and each retrieval's score beside the hash; the score is not part of the content", () => {
    const refs = documentRefs([
      { id: "a", text: "A", score: 0.9 },
      { id: "b", text: "B" },
      { id: "a", text: "A", score: 0.1 },
    ]);
    expect(refs.hashes).toEqual([
      documentHash({ id: "a", text: "A" }),
      documentHash({ id: "b", text: "B" }),
      documentHash({ id: "a", text: "A" }),
    ]);
    expect(refs.scores).toEqual([0.9, null, 0.1]);
    expect(refs.documents.map((d) => d.id)).toEqual(["a", "b", "a"]);
  });
});

describe("uniqueDocuments", () => {
  it("keeps the first of each hash, in order", () => {
    const a = { hash: "h1", id: "a", title: null, text: "A" };
    const b = { hash: "h2", id: "b", title: null, text: "B" };
    expect(uniqueDocuments([a, b, { ...a }, b])).toEqual([a, b]);
  });
});
