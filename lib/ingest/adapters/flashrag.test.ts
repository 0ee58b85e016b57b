import { describe, expect, it } from "vitest";
import type { TSource } from "../adapter";
import { flashragAdapter } from "./flashrag";
import { DATASET_ITEM } from "./flashrag-item";
import { FLASHRAG, FLASHRAG_ITEMS, fixture } from "@/test/adapter-samples";
import { collect, readAll, sourceFromFile, sourceFromString } from "./test-source";

describe("flashrag adapter", () => {
  it("maps intermediate_data.json items: documents, answer, logged metrics; line = item index", async () => {
    const { items } = await readAll(
      flashragAdapter,
      sourceFromString(FLASHRAG, { file: "out/intermediate_data.json" }),
    );
    expect(items.map((item) => [item.kind, item.location.line])).toEqual([
      ["record", 1],
      ["record", 2],
    ]);
    const [first, second] = items.map((item) => (item.kind === "record" ? item.record : null));
    expect(first).toEqual({
      type: "trajectory",
      id: "test_0",
      question: "who got the first nobel prize in physics",
      golden_answers: ["Wilhelm Conrad Röntgen"],
      response: "Wilhelm Conrad Röntgen.",
      final_answer: "Wilhelm Conrad Röntgen",
      stop_reason: null,
      metrics: { em: 1, f1: 1, acc: 1 },
      steps: [
        {
          kind: "search",
          documents: [
            {
              id: "4180452",
              title: "Nobel Prize in Physics",
              text: "The first prize was awarded in 1901 to Wilhelm Röntgen.",
              score: null,
            },
            { id: "77", title: null, text: "no title line", score: null },
          ],
        },
        { kind: "answer", answer: "Wilhelm Conrad Röntgen" },
      ],
      meta: {
        metadata: {},
        output: { prompt: "Answer the question based on the given document." },
        metric_score: { recall: 0.5 },
      },
    });
    expect(second).toMatchObject({ id: "test_1", stop_reason: "stop", steps: [{ kind: "answer", answer: "2018" }] });
  });

  it("gives the same items whatever the chunking (tokens and UTF-8 split across chunks)", async () => {
    const whole = await readAll(flashragAdapter, sourceFromString(FLASHRAG));
    const tiny = await readAll(flashragAdapter, sourceFromString(FLASHRAG, { chunkBytes: 3 }));
    expect(tiny.items).toEqual(whole.items);
  });

  it("streams: the first item arrives after a bounded part of the file has been read", async () => {
    const chunkBytes = 1024;
    const text = JSON.stringify(Array.from({ length: 10_000 }, () => FLASHRAG_ITEMS[1]));
    const source = sourceFromString(text, { chunkBytes });
    let pulled = 0;
    const counted: TSource = {
      ...source,
      async *bytes() {
        for await (const chunk of source.bytes()) {
          pulled += 1;
          yield chunk;
        }
      },
    };
    for await (const item of flashragAdapter.read(counted)) {
      expect(item.kind).toBe("record");
      break;
    }
    expect(Buffer.byteLength(text)).toBeGreaterThan(1_500_000);
    expect(pulled).toBe(1);
  });

  it("rejects a bad item by its index and reports where a broken array stops", async () => {
    const text =
      JSON.stringify([FLASHRAG_ITEMS[1], { question: "q", golden_answers: ["a"] }, 7]).slice(0, -1) + ', {"id": ';
    const items = await collect(flashragAdapter.read(sourceFromString(text, { file: "intermediate_data.json" })));
    expect(
      items.map((item) =>
        item.kind === "reject" ? [item.location.line, item.reason] : [item.location.line, "record"],
      ),
    ).toEqual([
      [1, "record"],
      [2, `item 2: ${DATASET_ITEM}`],
      [3, "item 3: expected an object, got a number"],
      [4, "item 4: JSON syntax error: Parser has expected a value; the rest of the file could not be read"],
    ]);
  });

  it("rejects every line of a FlashRAG dataset (the real NQ sample) as having no model output", async () => {
    const { records, rejects } = await readAll(flashragAdapter, sourceFromFile(fixture("flashrag-nq-test.jsonl")));
    expect(records).toEqual([]);
    expect(rejects).toHaveLength(17);
    expect(rejects[0]).toMatchObject({ location: { line: 1 }, reason: DATASET_ITEM });
  });

  it("reads JSONL items that do carry an output", async () => {
    const text = FLASHRAG_ITEMS.map((item) => JSON.stringify(item)).join("\n");
    const { records } = await readAll(flashragAdapter, sourceFromString(text, { file: "items.jsonl" }));
    expect(records.map((r) => (r.type === "trajectory" ? r.id : null))).toEqual(["test_0", "test_1"]);
  });
});
