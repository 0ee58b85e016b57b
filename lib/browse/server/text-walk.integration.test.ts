import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TSort } from "@/lib/browse/filter";
import { parseBrowseParams } from "@/lib/browse/params";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestRun, type TTestTrajectory } from "@/test/browse-test-data";
import { TEXT_BOUNDS, textSearchReader, walkSegment, type TTextBounds } from "./text-walk";
import { keysetSegments } from "./trajectory-keyset";

// Each way of reading a page of a text search gives the same pages as the fixture says: walked,
// collected by ids, collected per segment, a walk that gives up, and the defaults.

type TFixture = { key: string; step: number | null; reward: number | null; dataset: string; matches: boolean };

// Sixty trajectories: the term in the question, the answer, one or two search queries, or nowhere;
// repeated and missing sort values, so that ties fall back to ids and pages cross segments.
const FIXTURE: TFixture[] = [];
const RUN: TTestTrajectory[] = Array.from({ length: 60 }, (_, i) => {
  const key = `t${i}`;
  const step = i % 7 === 0 ? null : (i % 5) * 10;
  const reward = i % 9 === 0 ? null : ((i * 37) % 11) / 10;
  const dataset = i % 2 ? "nq" : "hotpotqa";
  const where = i % 6;
  FIXTURE.push({ key, step, reward, dataset, matches: where < 4 });
  return {
    key,
    step,
    reward,
    dataset,
    question: where === 0 ? `Where is the NEEDLE ${i}?` : `Question ${i}?`,
    answer: where === 1 ? `a needle` : `answer ${i}`,
    steps: [
      { kind: "search", query: where === 2 ? "haystack needle" : `query ${i}` },
      { kind: "search", query: where === 3 || where === 2 ? "needles" : `again ${i}` },
      { kind: "answer" },
    ],
  };
});

/** The fixture's matches in `sort` order: values first, NULLs last, ties by id (creation order). */
function expectedOrder(sort: TSort, keep: (t: TFixture) => boolean): string[] {
  const value = (t: TFixture) => (sort.key === "reward" ? t.reward : sort.key === "training_step" ? t.step : null);
  const sign = sort.direction === "asc" ? 1 : -1;
  const index = (t: TFixture) => Number(t.key.slice(1));
  return FIXTURE.filter((t) => t.matches && keep(t))
    .sort((a, b) => {
      const [va, vb] = [value(a), value(b)];
      if (va === null || vb === null) return va === vb ? sign * (index(a) - index(b)) : va === null ? 1 : -1;
      return sign * (va - vb) || sign * (index(a) - index(b));
    })
    .map((t) => t.key);
}

const BOUNDS: [string, TTextBounds][] = [
  ["walked", { walkMost: 1_000, collectedIdsMost: 1_000 }],
  ["collected by ids", { walkMost: 0, collectedIdsMost: 1_000 }],
  ["collected per segment", { walkMost: 0, collectedIdsMost: 2 }],
  ["walked, giving up", { walkMost: 3, collectedIdsMost: 1_000 }],
  ["as the defaults read it", TEXT_BOUNDS],
];

const QUERIES = ["q=needle", "q=needle&sort=-reward", "q=NEEDLE&sort=reward", "q=needle&dataset=nq&sort=-step"];

describe.each(DATABASE_KINDS)("text search pages on %s", (kind) => {
  let test: TTestDatabase;
  let run: Awaited<ReturnType<typeof createTestRun>>;
  const stateOf = (query: string) => parseBrowseParams(Object.fromEntries(new URLSearchParams(query))).state;
  type TRow = { id: string; training_step: number | null; reward: number | null };
  const COLUMNS = "t.id::text AS id, t.training_step, t.reward";

  /** Every page of `size` rows, each read as listTrajectories reads one: segment after segment. */
  async function pages(query: string, bounds: TTextBounds, size: number, ids: string[] = []): Promise<string[][]> {
    const { filter, sort } = stateOf(query);
    const input = { runId: run.runId, filter: { ...filter, text: filter.text!, ids } };
    const read = await textSearchReader<TRow>(test.db, input, COLUMNS, bounds);
    const result: string[][] = [];
    let cursor: { value: number | null; id: string } | null = null;
    for (;;) {
      const rows: TRow[] = [];
      for (const segment of keysetSegments(sort, cursor)) {
        if (rows.length < size) rows.push(...(await read(segment, size - rows.length)));
      }
      if (!rows.length) return result;
      result.push(rows.map((r) => run.keyOf(r.id)));
      const last = rows.at(-1)!;
      cursor = { value: sort.key === "reward" ? last.reward : last.training_step, id: last.id };
    }
  }

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    run = await createTestRun(test.db, RUN);
    await createTestRun(test.db, [{ key: "other run", question: "a needle elsewhere" }]);
  });
  afterAll(() => test.dispose());

  describe.each(BOUNDS)("%s", (_, bounds) => {
    it.each(QUERIES)("%s, page after page", async (query) => {
      const { filter, sort } = stateOf(query);
      const expected = expectedOrder(sort, (t) => !filter.datasets.length || filter.datasets.includes(t.dataset));
      const read = await pages(query, bounds, 7);
      expect(read.flat()).toEqual(expected);
      expect(read.slice(0, -1).every((page) => page.length === 7)).toBe(true);
    });

    it("keeps an id filter's ids only, and finds nothing where nothing matches", async () => {
      const asked = ["t0", "t4", "t5", "t12", "t13"];
      const expected = expectedOrder(stateOf("q=needle").sort, (t) => asked.includes(t.key));
      expect(expected).toEqual(["t12", "t13", "t0"]);
      const ids = asked.map((key) => run.ids[key]!);
      expect((await pages("q=needle", bounds, 7, ids)).flat()).toEqual(expected);
      expect(await pages("q=no such needle", bounds, 7)).toEqual([]);
    });
  });

  it("a walk tests the first rows of the order only, up to its bound", async () => {
    const { filter, sort } = stateOf("q=needle");
    const input = { runId: run.runId, filter: { ...filter, text: "needle" } };
    const [valued] = keysetSegments(sort, null);
    const walk = walkSegment<TRow>(test.db, input, COLUMNS, 10);
    // Training order begins with the steps 0 (i % 5 = 0, not i % 7 = 0): t5, t10, t15, t20, …
    const firstTen = FIXTURE.filter((t) => t.step !== null)
      .sort((a, b) => a.step! - b.step! || Number(a.key.slice(1)) - Number(b.key.slice(1)))
      .slice(0, 10);
    const expected = firstTen.filter((t) => t.matches).map((t) => t.key);
    expect(expected.length).toBeGreaterThan(0);
    expect((await walk(valued!, 50)).map((r) => run.keyOf(r.id))).toEqual(expected);
  });
});
